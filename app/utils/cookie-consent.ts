export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

/** True when the visitor has accepted cookies (the cookie_consent=true cookie exists). */
export function hasConsent(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => {
    const [name, ...rest] = part.trim().split("=");
    return name === CONSENT_COOKIE && rest.join("=") === "true";
  });
}

/** cookie_consent=true, path /, SameSite Strict, 365 days (spec section 4). */
export const consentCookie = (secure: boolean) =>
  `${CONSENT_COOKIE}=true; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Strict${secure ? "; Secure" : ""}`;
