import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { PreparingClient } from "~/utils/pg-statements.server";

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
});
