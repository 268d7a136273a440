import { describe, expect, it } from "vitest";
import { cspNonce } from "~/server/web";

describe("cspNonce", () => {
  it("gives each page 16 random bytes of its own, in base64, across refills of its pool", () => {
    const nonces = Array.from({ length: 1_000 }, cspNonce);
    expect(new Set(nonces).size).toBe(1_000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});
