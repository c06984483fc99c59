import { BlockList, isIP } from "node:net";

// Server-side only (node:net): the API and the storefront both keep developer-only pages to this machine.

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether an address is this machine's own (127.0.0.0/8, ::1, and IPv4-mapped 127.x); anything unparsable is not. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 6 ? "ipv6" : "ipv4");
}
