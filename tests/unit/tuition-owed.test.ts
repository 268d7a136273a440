import { describe, expect, it } from "vitest";
import { tuitionOwed } from "~/modules/billing/tuition";

describe("tuitionOwed", () => {
  it("counts payments less refunds, and owes the rest of the tuition", () => {
    expect(tuitionOwed({ tuitionCents: 15000, paid: false, payments: [{ amountCents: 10000, refundedCents: 2500 }, { amountCents: 2500, refundedCents: 0 }] })).toEqual({ paidCents: 10000, dueCents: 5000 });
  });

  it("owes nothing when paid in full or more", () => {
    expect(tuitionOwed({ tuitionCents: 15000, paid: false, payments: [{ amountCents: 20000, refundedCents: 0 }] })).toEqual({ paidCents: 20000, dueCents: 0 });
  });

  it("owes nothing once the office marked the registration Paid, with or without payments", () => {
    expect(tuitionOwed({ tuitionCents: 15000, paid: true, payments: [] })).toEqual({ paidCents: 0, dueCents: 0 });
    expect(tuitionOwed({ tuitionCents: 15000, paid: true, payments: [{ amountCents: 5000, refundedCents: 0 }] })).toEqual({ paidCents: 5000, dueCents: 0 });
  });
});
