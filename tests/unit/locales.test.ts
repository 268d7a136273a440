import { describe, expect, it } from "vitest";
import { resources } from "~/locales";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("parent-facing texts", () => {
  for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
    const en = leaves(resources.en[ns] as Tree);
    const es = new Map(leaves(resources.es[ns] as Tree));
    it(`${ns}: Spanish has every English key, none empty, with the same {{variables}}`, () => {
      expect(en.length).toBeGreaterThan(0);
      expect([...es.keys()].sort()).toEqual(en.map(([key]) => key).sort());
      for (const [key, text] of en) {
        const spanish = es.get(key) ?? "";
        expect(text.trim(), `${ns}.${key} (en)`).not.toBe("");
        expect(spanish.trim(), `${ns}.${key} (es)`).not.toBe("");
        expect(variables(spanish), `${ns}.${key}`).toEqual(variables(text));
      }
    });
  }
});
