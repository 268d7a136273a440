import { describe, expect, it } from "vitest";
import { nextWindow } from "~/utils/rate-limit.server";

const rule = { limit: 3, windowSeconds: 60, lockSeconds: 300 };
const t0 = new Date("2026-11-21T12:00:00Z");
const at = (s: number) => new Date(t0.getTime() + s * 1000);

describe("login rate limit window", () => {
  it("counts failures in the window and locks at the limit", () => {
    let state = nextWindow(null, rule, t0);
    expect(state).toEqual({ count: 1, windowStart: t0, lockedUntil: null });
    state = nextWindow(state, rule, at(10));
    expect(state.count).toBe(2);
    expect(state.lockedUntil).toBeNull();
    state = nextWindow(state, rule, at(20));
    expect(state.count).toBe(3);
    expect(state.lockedUntil).toEqual(at(320));
  });

  it("starts a new window once the old one has passed", () => {
    const state = nextWindow({ count: 2, windowStart: t0, lockedUntil: null }, rule, at(61));
    expect(state).toEqual({ count: 1, windowStart: at(61), lockedUntil: null });
  });
});
