import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { PreparingClient, typedEnumParams } from "~/utils/pg-statements.server";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, Client: PreparingClient });
afterAll(() => pool.end());

const prepared = async () => (await pool.query("SELECT statement FROM pg_prepared_statements ORDER BY prepare_time")).rows.map((r: { statement: string }) => r.statement);

describe("prepared statements", () => {
  it("prepares a query's text once per connection and reuses it; other statements run unnamed", async () => {
    const text = "SELECT $1::int + 1 AS next";
    expect((await pool.query({ text, values: [1] })).rows).toEqual([{ next: 2 }]);
    expect((await pool.query({ text, values: [41] })).rows).toEqual([{ next: 42 }]);
    expect(await prepared()).toEqual([text]);

    // A string query (as BEGIN and COMMIT are sent) and a statement that is not a query stay unnamed.
    await pool.query("BEGIN");
    await pool.query({ text: "SET LOCAL statement_timeout = 1000" });
    await pool.query("COMMIT");
    expect(await prepared()).toEqual([text]);

    // Another text is another statement; the first still answers.
    await pool.query({ text: "SELECT $1::text AS word", values: ["amen"] });
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ next: 3 }]);
    expect(await prepared()).toEqual([text, "SELECT $1::text AS word"]);
  });

  it("types Prisma's enum parameters as the enum, so that PostgreSQL reads each value once, not once a row", async () => {
    expect(typedEnumParams(`SELECT 1 FROM "Student" WHERE "status" = CAST($2::text AS "public"."StudentStatus") AND "baptized" IN (CAST($3::text AS "public"."BaptismalStatus"),CAST($13::text AS "public"."BaptismalStatus")) OFFSET $1`)).toBe(
      `SELECT 1 FROM "Student" WHERE "status" = $2::"public"."StudentStatus" AND "baptized" IN ($3::"public"."BaptismalStatus",$13::"public"."BaptismalStatus") OFFSET $1`,
    );
    expect(typedEnumParams(`UPDATE "Student" SET "tags" = CAST($1::text[] AS "public"."Tag"[]) WHERE "id" = $2`)).toBe(`UPDATE "Student" SET "tags" = $1::"public"."Tag"[] WHERE "id" = $2`);
    // A parameter used twice keeps its cast: PostgreSQL infers one type per parameter.
    const twice = `SELECT CAST($1::text AS "public"."StudentStatus"), $1 AS raw`;
    expect(typedEnumParams(twice)).toBe(twice);

    // Through the client, against the real enum: the typed statement is what is prepared, and it answers.
    const text = `SELECT COUNT(*)::int AS n FROM "Student" WHERE "status" = CAST($1::text AS "public"."StudentStatus") AND "id" = $2`;
    expect((await pool.query({ text, values: ["Current", "none"] })).rows).toEqual([{ n: 0 }]);
    expect(await prepared()).toContain(`SELECT COUNT(*)::int AS n FROM "Student" WHERE "status" = $1::"public"."StudentStatus" AND "id" = $2`);
    await expect(pool.query({ text, values: ["Not a status", "none"] })).rejects.toThrow(/invalid input value for enum/);
  });
});
