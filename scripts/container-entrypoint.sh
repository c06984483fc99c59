#!/bin/sh
# Starts one role of the store in a container; each role scales out on its own.
set -e
case "$1" in
  api) exec node --import tsx api/main.ts ;;
  storefront) exec node --import tsx server.ts ;;
  *) echo "usage: api | storefront" >&2; exit 64 ;;
esac
