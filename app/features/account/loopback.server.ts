import { isLoopbackAddress } from "@contract/loopback";

/**
 * Pages for the developer only (the development outbox) answer 404 unless both the TCP peer and the client it
 * names are this machine: the client address alone comes from X-Forwarded-For behind a trusted proxy (a header a
 * client writes when STOREFRONT_TRUST_PROXY is wide), the peer alone is loopback for everyone behind a proxy on
 * this machine.
 */
export function requireLoopbackClient(context: { socketAddress: string; clientIp: string }) {
  if (!isLoopbackAddress(context.socketAddress) || !isLoopbackAddress(context.clientIp)) throw new Response(null, { status: 404 });
}
