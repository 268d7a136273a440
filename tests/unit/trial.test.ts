import { describe, expect, it } from "vitest";
import { trialBanner, trialDaysLeft, trialEndsText, TRIAL_TEXT } from "~/modules/billing/trial";

const now = new Date("2026-11-21T12:00:00Z");
const inHours = (h: number) => new Date(now.getTime() + h * 3600_000);

describe("trial days", () => {
  it("rounds up from trial_end", () => {
    expect(trialDaysLeft(inHours(1), now)).toBe(1);
    expect(trialDaysLeft(inHours(24), now)).toBe(1);
    expect(trialDaysLeft(inHours(25), now)).toBe(2);
    expect(trialDaysLeft(inHours(30 * 24), now)).toBe(30);
    expect(trialDaysLeft(inHours(-5), now)).toBe(0);
  });

  it("shows the banner for trialing or free_trial, any case, and the days only without free_trial", () => {
    expect(trialBanner([{ status: "active", trialEnd: null }], now)).toBeNull();
    expect(trialBanner([{ status: "TRIALING", trialEnd: inHours(49) }], now)).toEqual({ text: TRIAL_TEXT, daysLeft: 3 });
    expect(trialBanner([{ status: "trialing", trialEnd: inHours(49) }, { status: "Free_Trial", trialEnd: null }], now)).toEqual({ text: TRIAL_TEXT, daysLeft: null });
    expect(trialEndsText(3)).toBe("Your trial ends in 3 days");
  });
});

describe("a church's subscription in the super-admin's words", () => {
  it("names a running trial's end in en-US", async () => {
    const { subscriptionState } = await import("~/modules/super-admin/list-churches.server");
    expect(subscriptionState([{ status: "trialing", trialEnd: new Date("2026-12-24T15:00:00Z"), stripeSubscriptionId: null }], now)).toBe("Trial until 12/24/2026");
    expect(subscriptionState([{ status: "trialing", trialEnd: inHours(-1), stripeSubscriptionId: null }], now)).toBe("Trial ended");
    expect(subscriptionState([{ status: "past_due", trialEnd: null, stripeSubscriptionId: "sub_1" }], now)).toBe("Subscribed (past due)");
    expect(subscriptionState([], now)).toBe("No subscription");
  });
});
