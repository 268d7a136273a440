// BENCH_EXPLAIN=1 (npm run bench): each page's statements, as its data function sends them (the
// floor's: the queries its loader makes), with PostgreSQL's plan for each on the group's data:
// EXPLAIN (ANALYZE, BUFFERS) three times, the fastest kept; which table is read how (an index, an
// index only, or the whole table) and how many rows each read gave. What proves a page's indexes.
import pg from "pg";

type Sent = { text: string; values: unknown[] };
type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; "Actual Rows"?: number; "Actual Loops"?: number; "Rows Removed by Filter"?: number; Plans?: PlanNode[] };
type Explained = { Plan: PlanNode; "Planning Time": number; "Execution Time": number };

let sent: Sent[] | null = null;
let installed = false;

/** Notes every statement any pg client of this process sends while `sent` is set (the app's pool included). */
function listen() {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    if (sent && config && typeof config === "object" && "text" in config && typeof config.text === "string") {
      sent.push({ text: config.text, values: "values" in config && Array.isArray(config.values) ? config.values : [] });
    }
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
}

/** The table reads of a plan: "Index Only Scan Registration_churchId_schoolYearId_schoolClassId_idx: 2040 rows". */
function reads(node: PlanNode, out: string[] = []) {
  if (node["Relation Name"] || node["Index Name"]) {
    const rows = (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1);
    const removed = node["Rows Removed by Filter"] ? ` (${node["Rows Removed by Filter"] * (node["Actual Loops"] ?? 1)} filtered out)` : "";
    const loops = (node["Actual Loops"] ?? 1) > 1 ? ` in ${node["Actual Loops"]} lookups` : "";
    out.push(`${node["Node Type"]} ${node["Index Name"] ?? node["Relation Name"]}: ${Math.round(rows)} rows${loops}${removed}`);
  }
  for (const child of node.Plans ?? []) reads(child, out);
  return out;
}

const short = (sql: string) => sql.replace(/"public"\./g, "").replace(/\s+/g, " ").trim();

/** Runs `load` once noting its statements, then prints each with its plan on `databaseUrl`. */
export async function explainPage(label: string, databaseUrl: string, load: () => Promise<unknown>) {
  listen();
  const statements: Sent[] = (sent = []);
  try {
    await load();
  } finally {
    sent = null;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lines: string[] = [];
    let total = 0;
    for (const { text, values } of statements) {
      let best: Explained | null = null;
      for (let k = 0; k < 3; k++) {
        const { rows } = await client.query<{ "QUERY PLAN": Explained[] }>({ text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values });
        const explained = rows[0]!["QUERY PLAN"][0]!;
        if (!best || explained["Execution Time"] < best["Execution Time"]) best = explained;
      }
      total += best!["Execution Time"];
      lines.push(`  ${best!["Execution Time"].toFixed(2).padStart(6)} ms  ${reads(best!.Plan).join("; ") || "no table read"}\n            ${short(text).slice(0, 160)}`);
    }
    console.log(`${label}: ${statements.length} statements, ${total.toFixed(1)} ms executing in PostgreSQL\n${lines.join("\n")}`);
  } finally {
    await client.end();
  }
}
