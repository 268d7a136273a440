import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fasterQueryTemplates } from "../../prisma/scripts/faster-query-templates.mjs";
import { ORIGINAL } from "../support/prisma-query-templates.original";

type Fragment = { type: string; chunk?: string; itemPrefix?: string; itemSeparator?: string; itemSuffix?: string; groupSeparator?: string };
type Functions = {
  gg: (fragments: Fragment[], format: object, params: unknown[], argTypes?: unknown[]) => unknown;
  Eg: (fragments: Fragment[], params: unknown[], limit?: number) => unknown[][];
};
const load = (source: string) => new Function(`${source}; return { gg, Eg };`)() as Functions;

// A small random generator with a seed, so that a failure can be run again.
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return (state >>> 12) % below;
  };
}

/** A random template: text, parameters, tuples (one value or a list) and tuple lists, sometimes short of parameters or malformed. */
function template(pick: (below: number) => number) {
  const fragments: Fragment[] = [];
  const params: unknown[] = [];
  const types: unknown[] = [];
  for (let k = 0, n = 1 + pick(20); k < n; k++) {
    const kind = pick(20);
    if (kind < 9) fragments.push({ type: "stringChunk", chunk: ` x${k} = ` });
    else if (kind < 15) {
      fragments.push({ type: "parameter" });
      params.push(pick(2) ? `v${k}` : k);
      types.push(pick(40) ? { arity: "scalar", scalarType: "string" } : { arity: "tuple", elements: [{ arity: "scalar" }] });
    } else if (kind < 18) {
      fragments.push({ type: "parameterTuple" });
      params.push(pick(4) ? Array.from({ length: pick(8) }, (_, j) => `id${j}`) : "lone");
      types.push(pick(8) ? { arity: "scalar", scalarType: "string" } : { arity: "tuple", elements: pick(2) ? [{ arity: "scalar" }] : [{ arity: "scalar" }, { arity: "scalar" }] });
    } else if (kind < 19) {
      fragments.push({ type: "parameterTupleList", itemPrefix: "(", itemSeparator: ",", itemSuffix: ")", groupSeparator: "," });
      const rows = pick(5);
      params.push(pick(20) ? Array.from({ length: rows }, (_, j) => [j, `name${j}`]) : pick(2) ? "not a list" : [[1], 2]);
      types.push(pick(2) ? { arity: "tuple", elements: [{ arity: "scalar" }, { arity: "scalar" }] } : { arity: "scalar" });
    } else if (pick(4) === 0) fragments.push({ type: "somethingElse" });
  }
  if (pick(10) === 0) params.pop();
  return { fragments, params, types };
}

const outcome = (run: () => unknown) => {
  try {
    return JSON.stringify(run());
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
};

describe("Prisma's query templates written without generators (prisma/scripts/faster-query-templates.mjs)", () => {
  const original = load(ORIGINAL);
  const rewritten = fasterQueryTemplates(ORIGINAL);
  const faster = load(rewritten.source);

  it("rewrites the published functions once", () => {
    expect(rewritten).toMatchObject({ found: true, changed: true });
    expect(rewritten.source).not.toContain("for(let l of Do(e,r,n))");
    expect(fasterQueryTemplates(rewritten.source)).toMatchObject({ found: true, changed: false });
    expect(fasterQueryTemplates("function other(){}")).toMatchObject({ found: false, changed: false });
  });

  it("gives the same SQL, parameters, types, chunks and errors as Prisma's on 20,000 random templates", () => {
    const pick = random(2026);
    const formats = [
      { prefix: "$", hasNumbering: true },
      { prefix: "?", hasNumbering: false },
    ];
    let errors = 0;
    for (let k = 0; k < 20_000; k++) {
      const { fragments, params, types } = template(pick);
      const limit = [undefined, 3, 10, 32767][pick(4)];
      const format = formats[pick(2)]!;
      const argTypes = pick(50) ? types : undefined;
      const run = (f: Functions) => () => {
        const chunks = f.Eg(fragments, params, limit);
        return [chunks, chunks.map((chunk) => f.gg(fragments, format, chunk, argTypes)), f.gg(fragments, format, params, argTypes)];
      };
      const expected = outcome(run(original));
      if (expected.startsWith("throws")) errors++;
      expect(outcome(run(faster)), JSON.stringify({ fragments, params, limit, argTypes })).toBe(expected);
    }
    // Both the well-formed and the malformed were tried.
    expect(errors).toBeGreaterThan(2_000);
    expect(errors).toBeLessThan(10_000);
  });

  it("is what the installed runtime runs (postinstall)", () => {
    const runtime = path.dirname(createRequire(import.meta.url).resolve("@prisma/client/runtime/client"));
    for (const name of ["client.js", "client.mjs"]) {
      expect(fasterQueryTemplates(readFileSync(path.join(runtime, name), "utf8")), name).toMatchObject({ found: true, changed: false });
    }
  });
});
