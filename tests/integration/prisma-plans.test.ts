import { describe, expect, it } from "vitest";
import { createChurch, createParent, createStudent } from "../../prisma/factories";
import { planCache, type PlanStats } from "~/utils/prisma-plans.server";
import { db, queryPlanStats } from "~/utils/db.server";

describe("query plans kept by shape (Prisma's compiler, the tests' databases)", () => {
  it("reuses a read's plan for other values, and each church still gets only its own rows", async () => {
    const [a, b] = [await createChurch(), await createChurch()];
    const mother = await createParent({ churchId: a.id, firstname: "Maria", lastname: "Keller" });
    await createStudent({ churchId: a.id, firstname: "Anna", lastname: "Keller", status: "CURRENT", motherId: mother.id });
    await createStudent({ churchId: a.id, firstname: "Ben", lastname: "Keller", status: "INACTIVE" });
    await createStudent({ churchId: b.id, firstname: "Clara", lastname: "Marsh", status: "CURRENT" });
    // A filter on an enum (mapped and cast by the compiler), a pattern and a relation: a list page's kind of read.
    const read = (churchId: string, status: "CURRENT" | "INACTIVE", q: string) =>
      db.student.findMany({
        where: { churchId, status, lastname: { contains: q, mode: "insensitive" } },
        select: { firstname: true, mother: { select: { firstname: true } } },
        orderBy: { firstname: "asc" },
      });
    const before = { ...queryPlanStats() };

    for (let k = 0; k < 3; k++) {
      expect(await read(a.id, "CURRENT", "kel")).toEqual([{ firstname: "Anna", mother: { firstname: "Maria" } }]);
      expect(await read(b.id, "CURRENT", "kel")).toEqual([]);
      expect(await read(b.id, "CURRENT", "mar")).toEqual([{ firstname: "Clara", mother: null }]);
      expect(await read(a.id, "INACTIVE", "KEL")).toEqual([{ firstname: "Ben", mother: null }]);
      expect(await read(a.id, "CURRENT", "mar")).toEqual([]);
    }
    // The tests run with PRISMA_PLAN_CHECK=1: every reuse above was compiled again and compared.
    expect(queryPlanStats().reused - before.reused).toBeGreaterThanOrEqual(5);
  });
});

describe("planCache", () => {
  // A compiler like Prisma's: a value goes into the plan's arguments as it is and a placeholder as a
  // reference, but an enum's value is mapped (a placeholder there loses the cast) and `contains` wraps its value.
  function fakeCompiler() {
    const calls: string[] = [];
    const compile = (input: string) => {
      calls.push(input);
      const where = JSON.parse(input).query.arguments.where as Record<string, unknown>;
      const parts = Object.entries(where).map(([field, value]) => {
        const object = typeof value === "object" && value !== null ? (value as Record<string, string>) : null;
        if (object?.$type === "Param") return { sql: `${field} = ?`, arg: { prisma__type: "param", prisma__value: { name: object.value } } };
        if (field === "status") return { sql: `${field} = CAST(? AS enum)`, arg: String(value).toLowerCase() };
        if (object && "contains" in object) return { sql: `${field} LIKE ?`, arg: `%${object.contains}%` };
        return { sql: `${field} = ?`, arg: value };
      });
      return { sql: parts.map((p) => p.sql).join(" AND "), args: parts.map((p) => p.arg) };
    };
    return { calls, compile };
  }
  const query = (where: Record<string, unknown>, action = "findMany") => JSON.stringify({ modelName: "Student", action, query: { arguments: { where }, selection: { id: true } } });
  const sql = "churchId = ? AND status = CAST(? AS enum) AND lastname LIKE ?";

  it("learns a shape the second time it sees it, keeps in it the values the compiler rewrites, and gives the plan the compiler would", () => {
    const { calls, compile } = fakeCompiler();
    const stats: PlanStats = { compiled: 0, reused: 0 };
    const plans = planCache(compile, { check: false, stats });
    const where = (churchId: string, status: string) => ({ churchId, status, lastname: { contains: "kel" } });

    expect(plans(query(where("a", "CURRENT")))).toEqual({ sql, args: ["a", "current", "%kel%"] });
    expect(plans(query(where("b", "CURRENT")))).toEqual({ sql, args: ["b", "current", "%kel%"] });
    calls.length = 0;
    for (const church of ["c", "d", "e"]) expect(plans(query(where(church, "CURRENT")))).toEqual({ sql, args: [church, "current", "%kel%"] });
    expect(calls).toEqual([]);
    expect(stats.reused).toBe(3);

    // Another status is another shape, compiled for its own value.
    expect(plans(query(where("f", "INACTIVE")))).toEqual({ sql, args: ["f", "inactive", "%kel%"] });
    expect(calls.length).toBeGreaterThan(0);
  });

  it("never keeps a write's plan", () => {
    const { calls, compile } = fakeCompiler();
    const plans = planCache(compile, { check: false, stats: { compiled: 0, reused: 0 } });
    for (const id of ["a", "b", "c"]) plans(query({ id }, "updateOne"));
    expect(calls).toHaveLength(3);
  });

  it("with the check on, throws when a kept plan differs from the compiler's", () => {
    let rewrites = false;
    // A compiler that starts rewriting a value it used to put in as it is.
    const compile = (input: string) => {
      const { churchId } = JSON.parse(input).query.arguments.where as { churchId: string | { value: string } };
      if (typeof churchId !== "string") return { args: [{ prisma__type: "param", prisma__value: { name: churchId.value } }] };
      return { args: [rewrites ? churchId.toUpperCase() : churchId] };
    };
    const plans = planCache(compile, { check: true, stats: { compiled: 0, reused: 0 } });
    plans(query({ churchId: "a" }));
    plans(query({ churchId: "b" }));
    expect(plans(query({ churchId: "c" }))).toEqual({ args: ["c"] });
    rewrites = true;
    expect(() => plans(query({ churchId: "d" }))).toThrow(/differs/);
  });
});
