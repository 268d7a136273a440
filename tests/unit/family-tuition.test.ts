import { describe, expect, it } from "vitest";
import { familyTuition } from "~/modules/education/online-registration/family-tuition";

const rules = { tuitionCents: 15000, siblingDiscountCents: 2500, familyMaxCents: 40000, classTuition: { confirmation: 20000 } };

describe("familyTuition", () => {
  it("charges one child the class price", () => {
    expect(familyTuition(rules, ["grade-2"])).toMatchObject({ totalCents: 15000, discountCents: 0 });
  });

  it("gives every child but the most expensive the sibling discount", () => {
    const tuition = familyTuition(rules, ["grade-2", "confirmation"]);
    expect(tuition.children.map((c) => c.dueCents)).toEqual([12500, 20000]);
    expect(tuition).toMatchObject({ listCents: 35000, discountCents: 2500, totalCents: 32500 });
  });

  it("stops at the family maximum, taking the excess off the last children", () => {
    const tuition = familyTuition(rules, ["confirmation", "a", "b", "c"]);
    expect(tuition.totalCents).toBe(40000);
    expect(tuition.children.map((c) => c.dueCents)).toEqual([20000, 12500, 7500, 0]);
    expect(tuition.children.reduce((sum, c) => sum + c.dueCents + c.discountCents, 0)).toBe(tuition.listCents);
  });

  it("never makes a discount larger than the price, and works without a maximum or tuition", () => {
    expect(familyTuition({ ...rules, siblingDiscountCents: 99999, familyMaxCents: null }, ["a", "b"]).totalCents).toBe(15000);
    expect(familyTuition({ tuitionCents: 0, siblingDiscountCents: 0, familyMaxCents: null, classTuition: {} }, ["a", "b"]).totalCents).toBe(0);
  });
});
