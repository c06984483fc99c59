import { describe, expect, it } from "vitest";
import { isLoopbackAddress } from "@contract/loopback";
import { requireLoopbackClient } from "../../app/features/account/loopback.server";

// The development outbox is served only to this machine (README, SMTP_URL): the API and the storefront decide with
// the same rule (contract/loopback.ts).
const cases: [string | undefined, boolean][] = [
  ["127.0.0.1", true],
  ["127.8.9.10", true],
  ["::1", true],
  ["0:0:0:0:0:0:0:1", true],
  ["::ffff:127.0.0.1", true],
  ["192.0.2.2", false],
  ["10.0.0.5", false],
  ["::ffff:192.168.1.20", false],
  ["fd00::2", false],
  ["0.0.0.0", false],
  ["::", false],
  ["localhost", false],
  ["127.0.0.1, 10.0.0.5", false],
  ["", false],
  [undefined, false],
];

describe("isLoopbackAddress", () => {
  it.each(cases)("%s → %s", (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe("requireLoopbackClient", () => {
  const statusOf = (context: { socketAddress: string; clientIp: string }) => {
    try {
      requireLoopbackClient(context);
      return 200;
    } catch (thrown) {
      return (thrown as Response).status;
    }
  };

  it("passes a browser on this machine", () => {
    expect(statusOf({ socketAddress: "127.0.0.1", clientIp: "127.0.0.1" })).toBe(200);
    expect(statusOf({ socketAddress: "::ffff:127.0.0.1", clientIp: "::1" })).toBe(200);
  });

  it("answers 404 to a peer from the network, whatever client address it claims", () => {
    expect(statusOf({ socketAddress: "192.0.2.7", clientIp: "127.0.0.1" })).toBe(404);
  });

  it("answers 404 to a client a proxy on this machine forwards from elsewhere", () => {
    expect(statusOf({ socketAddress: "127.0.0.1", clientIp: "203.0.113.9" })).toBe(404);
  });
});
