/**
 * Query plans kept by the query's shape. Prisma 6's query compiler (WebAssembly, on the event loop)
 * compiles every query into a plan, about 250 µs of a web process's CPU each, whereas a page's
 * queries keep their shape from one request to the next and only their values change. As Prisma 7.4
 * does (prisma/prisma#29038), a read's values are put aside as placeholders and the plan compiled
 * for that shape is reused, the values written back into a copy of it: the plan the executor gets
 * is the one the compiler would have made.
 *
 * A shape is trusted only once the compiler has shown, for that shape, that it puts each value into
 * the plan as it is: its plan with placeholders, values written back, must equal its plan for the
 * values themselves. A place where it does not (an enum's value, which it maps and casts) keeps its
 * value in the shape. Filters that rewrite their value (`contains`, any filter with `mode`) and
 * arguments that shape the SQL (`orderBy`, `by`, `distinct`) are never put aside; writes and raw
 * queries are never kept. PRISMA_PLAN_CHECK=1 (the tests) compiles again on every reuse and throws
 * on any difference.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Compile = (input: string) => unknown;
type Slot = { path: string; value: Json };
type Shaped = { key: string; query: Json; slots: Slot[] };

const READS = new Set(["findMany", "findFirst", "findFirstOrThrow", "findUnique", "findUniqueOrThrow", "aggregate", "groupBy"]);
const KEPT_WHOLE = new Set(["orderBy", "by", "distinct", "cursor", "mode", "contains", "startsWith", "endsWith", "search", "path", "nulls", "sort"]);
const MAX_PLANS = 1000;
const PREFIX = "$plan";
const UNCACHEABLE = Symbol("uncacheable");
const NONE: ReadonlySet<string> = new Set();

const isObject = (value: Json): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The query with each value that may be put aside (not at a path in `kept`) replaced by a placeholder. */
function shape(query: JsonObject, kept: ReadonlySet<string>): Shaped {
  const slots: Slot[] = [];
  const put = (value: Json, path: string): Json => {
    if (kept.has(path)) return value;
    slots.push({ path, value });
    return { $type: "Param", value: `${PREFIX}${slots.length - 1}` };
  };
  const args = (value: Json, path: string): Json => {
    if (typeof value === "string") return put(value, path);
    if (Array.isArray(value)) return value.map((item) => args(item, `${path}[]`));
    if (!isObject(value)) return value;
    if (typeof value.$type === "string") return value.$type === "DateTime" && typeof value.value === "string" ? put(value.value, path) : value;
    if ("mode" in value) return value;
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) out[key] = KEPT_WHOLE.has(key) ? item : args(item, `${path}.${key}`);
    return out;
  };
  const field = (value: Json, path: string): Json => {
    if (!isObject(value)) return value;
    const out: JsonObject = { ...value };
    if (value.arguments !== undefined) out.arguments = args(value.arguments, `${path}(`);
    if (isObject(value.selection ?? null)) {
      const selection: JsonObject = {};
      for (const [name, item] of Object.entries(value.selection as JsonObject)) selection[name] = field(item, `${path}.${name}`);
      out.selection = selection;
    }
    return out;
  };
  const shaped = { ...query, query: field(query.query ?? null, "") };
  return { key: JSON.stringify(shaped), query: shaped, slots };
}

/** A copy of `plan` with the placeholders of `slots` replaced by their values. */
function fill(plan: unknown, slots: Slot[]): unknown {
  if (Array.isArray(plan)) return plan.map((item) => fill(item, slots));
  if (typeof plan !== "object" || plan === null) return plan;
  const record = plan as Record<string, unknown>;
  if (record.prisma__type === "param") {
    const name = (record.prisma__value as { name?: unknown } | undefined)?.name;
    if (typeof name === "string" && name.startsWith(PREFIX)) return slots[Number(name.slice(PREFIX.length))]!.value;
  }
  const out: Record<string, unknown> = {};
  for (const key in record) out[key] = fill(record[key], slots);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The compiler's plan for `shaped` when, its values written back, it is `expected`; else null. */
function planFor(compile: Compile, shaped: Shaped, expected: unknown) {
  try {
    const plan = compile(JSON.stringify(shaped.query));
    return same(fill(plan, shaped.slots), expected) ? plan : null;
  } catch {
    return null;
  }
}

export type PlanStats = { compiled: number; reused: number };

export function planCache(compile: Compile, options: { check: boolean; stats: PlanStats }) {
  const plans = new Map<string, unknown>();
  // Per shape with every value put aside: the paths whose values the compiler does not put in as they are.
  const kept = new Map<string, ReadonlySet<string>>();
  // A shape is learned the second time it is seen: one seen once (a value that never repeats) costs no more.
  const seen = new Set<string>();

  const remember = (key: string, plan: unknown) => {
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value!);
    plans.set(key, plan);
  };

  // The plan handed out is the executor's to keep: the one kept is a copy.
  const rememberShaped = (shaped: Shaped, plan: unknown) => remember(shaped.key, shaped.slots.length === 0 ? fill(plan, []) : (planFor(compile, shaped, plan) ?? UNCACHEABLE));

  /** Which paths keep their values in this shape, and its plan (or that it has none to keep). */
  function learn(query: JsonObject, all: Shaped, plan: unknown) {
    const whole = planFor(compile, all, plan);
    if (whole !== null) return remember(all.key, whole);
    const paths = [...new Set(all.slots.map((s) => s.path))];
    const keep = new Set(paths.filter((path) => planFor(compile, shape(query, new Set(paths.filter((p) => p !== path))), plan) === null));
    if (kept.size >= MAX_PLANS) kept.clear();
    kept.set(all.key, keep);
    rememberShaped(shape(query, keep), plan);
  }

  return (input: string): unknown => {
    const query = JSON.parse(input) as JsonObject;
    if (!READS.has(query.action as string)) return compile(input);
    const all = shape(query, NONE);
    const keep = kept.get(all.key);
    const shaped = keep ? shape(query, keep) : all;
    const cached = plans.get(shaped.key);
    if (cached === UNCACHEABLE) return compile(input);
    if (cached !== undefined) {
      plans.delete(shaped.key);
      plans.set(shaped.key, cached);
      const plan = fill(cached, shaped.slots);
      options.stats.reused++;
      if (options.check && !same(plan, compile(input))) throw new Error(`A kept query plan differs from the compiler's for ${input}`);
      return plan;
    }
    const plan = compile(input);
    options.stats.compiled++;
    if (!seen.has(all.key)) {
      if (seen.size >= MAX_PLANS * 4) seen.clear();
      seen.add(all.key);
      return plan;
    }
    if (keep) rememberShaped(shaped, plan);
    else learn(query, all, plan);
    return plan;
  };
}

type Compiler = { prototype: { compile: Compile } };
type Kept = Compile & { stats?: PlanStats };

/**
 * Keeps plans for every query compiler of the process (one per Prisma client, each its own cache),
 * once per process however often it is called; returns how many plans were compiled and reused.
 */
export function keepQueryPlans(QueryCompiler: Compiler, check: boolean): PlanStats {
  const current = QueryCompiler.prototype.compile as Kept;
  if (current.stats) return current.stats;
  const stats: PlanStats = { compiled: 0, reused: 0 };
  const caches = new WeakMap<object, Compile>();
  const kept: Kept = function (this: object, input: string) {
    let cached = caches.get(this);
    if (!cached) caches.set(this, (cached = planCache((text) => current.call(this, text), { check, stats })));
    return cached(input);
  };
  kept.stats = stats;
  QueryCompiler.prototype.compile = kept;
  return stats;
}
