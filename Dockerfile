# One image, two roles: `docker run IMAGE api` or `docker run IMAGE storefront`.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The install applies patches/ (postinstall: patch-package), so they come first.
COPY patches ./patches
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production API_HOST=0.0.0.0 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# Both roles run TypeScript through tsx, which resolves `@contract/…` with tsconfig.json's paths.
COPY package.json tsconfig.json server.ts ./
COPY contract ./contract
COPY api ./api
# All of the storefront server.ts needs besides the build: its environment and cache rules.
COPY app/server/env.server.ts app/server/cache.server.ts ./app/server/
COPY locales ./locales
COPY scripts/container-entrypoint.sh scripts/cluster.mjs scripts/storefront-build.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000 4000
ENTRYPOINT ["./scripts/container-entrypoint.sh"]
CMD ["storefront"]
