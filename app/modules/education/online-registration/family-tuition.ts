/** A year's tuition rules (RegistrationSettings and its classes' own amounts). */
export type TuitionRules = {
  tuitionCents: number;
  siblingDiscountCents: number;
  familyMaxCents: number | null;
  /** Class id -> its own tuition, where it differs from tuitionCents. */
  classTuition: Record<string, number>;
};

export type FamilyTuition = {
  /** Per child, in the order given: the class's price, the discount and what is due. */
  children: { listCents: number; discountCents: number; dueCents: number }[];
  listCents: number;
  discountCents: number;
  totalCents: number;
};

/**
 * What a family owes for the children it registers together: each child's class price; the most
 * expensive child pays in full and every other child gets the sibling discount (never below zero);
 * then, past the family maximum, the excess comes off the last children first. Cents only, so the
 * parts always add up to the total the family is shown.
 */
export function familyTuition(rules: TuitionRules, classIds: string[]): FamilyTuition {
  const list = classIds.map((id) => rules.classTuition[id] ?? rules.tuitionCents);
  const firstChild = list.indexOf(Math.max(...list));
  const due = list.map((cents, i) => (i === firstChild ? cents : Math.max(0, cents - rules.siblingDiscountCents)));
  let excess = rules.familyMaxCents == null ? 0 : Math.max(0, due.reduce((a, b) => a + b, 0) - rules.familyMaxCents);
  for (let i = due.length - 1; i >= 0 && excess > 0; i--) {
    const off = Math.min(due[i], excess);
    due[i] -= off;
    excess -= off;
  }
  const children = list.map((listCents, i) => ({ listCents, discountCents: listCents - due[i], dueCents: due[i] }));
  const listCents = list.reduce((a, b) => a + b, 0);
  const totalCents = due.reduce((a, b) => a + b, 0);
  return { children, listCents, discountCents: listCents - totalCents, totalCents };
}
