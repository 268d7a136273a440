import { describe, expect, it } from "vitest";
import { consentCookie, hasConsent } from "~/utils/cookie-consent";

describe("cookie consent", () => {
  it("is given only by cookie_consent=true", () => {
    expect(hasConsent(null)).toBe(false);
    expect(hasConsent("a=b")).toBe(false);
    expect(hasConsent("cookie_consent=false")).toBe(false);
    expect(hasConsent("a=b; cookie_consent=true")).toBe(true);
  });

  it("is stored for 365 days, path /, SameSite Strict", () => {
    expect(consentCookie(false)).toBe("cookie_consent=true; Path=/; Max-Age=31536000; SameSite=Strict");
    expect(consentCookie(true)).toContain("; Secure");
  });
});
