// Loading many rows with PostgreSQL's COPY, on a connection of its own: the spreadsheet import's
// preview (10,000 rows of plans) went in at about half the time of the fastest INSERT, and the rows
// stream in while they are still being checked. Table and column names come from the code; values
// are written in COPY's text format, escaped.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { env } from "./env.server";

export type CopyValue = string | number | boolean | null | object;

/** A value in COPY's text format: \N for null, JSON for objects, backslash, tab and line breaks escaped. */
const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

function field(value: CopyValue) {
  if (value === null) return "\\N";
  const text = typeof value === "object" ? JSON.stringify(value) : typeof value === "boolean" ? (value ? "t" : "f") : String(value);
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : text;
}

/** Streams `rows` (each in the order of `columns`) into `table`, 500 rows a chunk. */
export async function copyRows(client: pg.ClientBase, table: string, columns: string[], rows: Iterable<CopyValue[]>) {
  const chunks = function* () {
    let lines: string[] = [];
    for (const row of rows) {
      lines.push(row.map(field).join("\t"));
      if (lines.length === 500) {
        yield lines.join("\n") + "\n";
        lines = [];
      }
    }
    if (lines.length) yield lines.join("\n") + "\n";
  };
  await pipeline(Readable.from(chunks()), client.query(copyFrom(`COPY "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) FROM STDIN`)));
}

/** `work` in one transaction on a connection of its own (committed when it returns, rolled back when it throws). */
export async function withCopyConnection<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: env().DATABASE_URL });
  await client.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
