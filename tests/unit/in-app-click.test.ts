import { describe, expect, it } from "vitest";
import { isActivePath } from "~/components/ui/in-app-click";

describe("isActivePath (the sidebar's current page, as a router NavLink marks it)", () => {
  it("marks the page and the pages below it", () => {
    expect(isActivePath("/religious-education/students", "/religious-education/students")).toBe(true);
    expect(isActivePath("/religious-education/students/c123/edit", "/religious-education/students")).toBe(true);
    expect(isActivePath("/religious-education/students-report", "/religious-education/students")).toBe(false);
    expect(isActivePath("/religious-education/parents", "/religious-education/students")).toBe(false);
  });

  it("with end, only the page itself", () => {
    expect(isActivePath("/religious-education", "/religious-education", true)).toBe(true);
    expect(isActivePath("/religious-education/students", "/religious-education", true)).toBe(false);
    expect(isActivePath("/religious-education/students", "/religious-education")).toBe(true);
  });

  it("ignores case, and a trailing slash on the link", () => {
    expect(isActivePath("/Religious-Education/Students", "/religious-education/students")).toBe(true);
    expect(isActivePath("/religious-education/students/c1", "/religious-education/students/")).toBe(true);
    expect(isActivePath("/", "/", true)).toBe(true);
  });
});
