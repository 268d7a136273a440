import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// patches/react-dom+18.3.1.patch: React's Node renderer collects its HTML as a string between two
// flushes, written whenever it reaches 16,384 characters and at the flush's end, instead of encoding
// every piece into 2 KB byte views. The production build is the one changed, so the renders run in a
// child process with NODE_ENV=production.
describe("react-dom/server's patched writing (production build)", () => {
  const out = JSON.parse(
    execFileSync(process.execPath, ["tests/support/react-dom-stream.mjs"], { env: { ...process.env, NODE_ENV: "production" }, encoding: "utf8" }),
  ) as { patched: boolean; same: boolean; length: number; plainWrites: number; a: string; b: string; bWrites: number };

  it("streams exactly what renderToString renders: 3,000 rows, accents, CJK, emoji pairs, a text longer than 2 KB", () => {
    expect(out.patched).toBe(true);
    expect(out.same).toBe(true);
    expect(out.length).toBeGreaterThan(100_000);
    // Written in pieces of about 16,384 characters (whole pieces of React's, so no pair of an emoji is split).
    expect(out.plainWrites).toBeGreaterThan(out.length / 40_000);
  });

  it("keeps two renders in flight apart, each boundary's content in its own page", () => {
    for (const [html, own, other] of [
      [out.a, ["first", "alpha", "beta"], ["second", "gamma", "delta"]],
      [out.b, ["second", "gamma", "delta"], ["first", "alpha", "beta"]],
    ] as const) {
      for (const text of own) expect(html).toContain(text);
      for (const text of other) expect(html).not.toContain(`>${text}`);
      expect(html).toContain("ü".repeat(1500));
    }
    // The second page was piped at its shell: its boundaries came in later writes.
    expect(out.bWrites).toBeGreaterThan(1);
  });
});
