import { describe, expect, it } from "vitest";
import { landingPath, safeRedirectPath } from "~/utils/landing";

describe("post-login landing (spec section 2)", () => {
  it("goes to the page originally requested, unless it is /", () => {
    expect(landingPath({ requested: "/weddings/priests", moduleOnLogin: "website", roles: ["CHURCH_USER"] })).toBe("/weddings/priests");
    expect(landingPath({ requested: "/", moduleOnLogin: "website", roles: ["CHURCH_USER"] })).toBe("/website");
  });

  it("then follows moduleOnLogin", () => {
    expect(landingPath({ moduleOnLogin: "dashboard", roles: ["SCHOOL_USER"] })).toBe("/dashboard");
    expect(landingPath({ moduleOnLogin: "weddings", roles: ["SCHOOL_USER"] })).toBe("/weddings");
    expect(landingPath({ moduleOnLogin: "religious_education", roles: ["CHURCH_USER"] })).toBe("/religious-education");
    expect(landingPath({ moduleOnLogin: "website", roles: ["TEACHER"] })).toBe("/website");
  });

  it("then the role, in the spec's order", () => {
    expect(landingPath({ roles: ["ADMIN"] })).toBe("/super-admin");
    expect(landingPath({ roles: ["CHURCH_USER"] })).toBe("/dashboard");
    expect(landingPath({ roles: ["SCHOOL_USER"] })).toBe("/religious-education");
    expect(landingPath({ roles: ["PARENT"] })).toBe("/re/parent");
    expect(landingPath({ roles: ["TEACHER"] })).toBe("/re/teacher");
    expect(landingPath({ roles: [] })).toBe("/dashboard");
    expect(landingPath({ roles: ["TEACHER", "ADMIN"] })).toBe("/super-admin");
    expect(landingPath({ roles: ["SCHOOL_USER", "CHURCH_USER"] })).toBe("/dashboard");
  });

  it("ignores an unknown moduleOnLogin and never redirects off the site", () => {
    expect(landingPath({ moduleOnLogin: "gift-store", roles: ["PARENT"] })).toBe("/re/parent");
    expect(landingPath({ requested: "//evil.example/x", roles: ["CHURCH_USER"] })).toBe("/dashboard");
    expect(landingPath({ requested: "https://evil.example", roles: ["CHURCH_USER"] })).toBe("/dashboard");
    expect(safeRedirectPath("/\\evil.example")).toBeNull();
    expect(safeRedirectPath("/dashboard?x=1")).toBe("/dashboard?x=1");
  });
});
