import { describe, expect, it } from "vitest";
import { SHARE_LINK_DAYS, sharedCartId, shareToken } from "../../api/modules/carts/share-link";

const secret = "a-secret-for-share-links-0123456789abcdef";

describe("shared-cart links", () => {
  it("open the cart they were made for until they expire, under the secret that signed them", () => {
    const now = Date.UTC(2026, 10, 23);
    const { token, expiresAt } = shareToken(secret, 42, now);
    expect(expiresAt.getTime()).toBe(now + SHARE_LINK_DAYS * 86_400_000);
    expect(sharedCartId(secret, token, now)).toBe(42);
    expect(sharedCartId(secret, token, expiresAt.getTime())).toBe(42);
    expect(sharedCartId(secret, token, expiresAt.getTime() + 1000)).toBeNull();
    expect(sharedCartId(`${secret}-rotated`, token, now)).toBeNull();
    expect(sharedCartId(secret, `${token}x`, now)).toBeNull();
    expect(sharedCartId(secret, token.replace(/^42\./, "43."), now)).toBeNull();
  });
});
