import { describe, expect, it } from "vitest";
import { classSlug, searchKey, searchNameOf, searchWords } from "~/modules/education/names";

describe("person search keys", () => {
  it("ignore case, whitespace and control characters (a NUL would make PostgreSQL throw)", () => {
    expect(searchKey("  Mary Ann ")).toBe("maryann");
    expect(searchKey("Ma\u0000ry\tAnn")).toBe("maryann");
    expect(searchWords("  LOPEZ   maria \u0000 ")).toEqual(["lopez", "maria"]);
    expect(searchWords("\u0000")).toEqual([]);
  });

  it("every typed word is found in the stored name, whatever the order", () => {
    const stored = searchNameOf({ firstname: "Maria", middlename: "Ann", lastname: "Lopez" });
    expect(searchWords("lopez maria").every((w) => stored.includes(w))).toBe(true);
    expect(searchWords("mary ann").every((w) => searchNameOf({ firstname: "MaryAnn", lastname: "Smith" }).includes(w))).toBe(true);
  });
});

describe("class slug (spec: teacher class routes)", () => {
  it("lower-cases, turns runs of other characters into one hyphen and trims hyphens", () => {
    expect(classSlug("Grade 2 - First Communion!")).toBe("grade-2-first-communion");
    expect(classSlug("  OCIA_Adults  ")).toBe("ocia_adults");
    expect(classSlug("--Confirmation 1--")).toBe("confirmation-1");
  });
});
