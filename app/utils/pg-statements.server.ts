import pg from "pg";

/** Distinct query texts given a name, per process; past this (an unusual variety of IN-list lengths) queries run unnamed. */
const MAX_NAMED = 2000;
const statements = new Map<string, { name: string; text: string }>();
const PREPARABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

// Prisma sends an enum value as text cast to the enum: CAST($3::text AS "public"."StudentStatus").
const ENUM_CAST = /CAST\(\$(\d+)::text(\[\])? AS ("public"\."\w+"(?:\[\])?)\)/g;

/**
 * The statement with each enum parameter typed as the enum ($3::"public"."StudentStatus"): PostgreSQL
 * reads the value once, when it is bound, where the cast from text is evaluated again for every row a
 * plan reads (the text-to-enum conversion is not immutable, so it is not folded): about 0.2 µs a row
 * for each cast, and a report filters 2,000 rows with up to five of them. A parameter used more than
 * once keeps its cast (one type is inferred per parameter).
 */
export function typedEnumParams(text: string) {
  const uses = (n: string) => text.match(new RegExp(`\\$${n}(?!\\d)`, "g"))!.length;
  return text.replace(ENUM_CAST, (cast, n: string, _array, type: string) => (uses(n) === 1 ? `$${n}::${type}` : cast));
}

function prepared(text: string) {
  let statement = statements.get(text);
  if (!statement && statements.size < MAX_NAMED && PREPARABLE.test(text)) {
    statement = { name: `s${statements.size}`, text: typedEnumParams(text) };
    statements.set(text, statement);
  }
  return statement;
}

/**
 * A pg client that prepares each distinct query once per connection, as Prisma's former query engine
 * did with its statement cache: PostgreSQL parses and plans a page's queries once per connection, not
 * on every request (it was a quarter of the database's time on the religious-education pages;
 * docs/performance.md). Prisma's SQL names its columns, so a migration that adds a column does not
 * invalidate a prepared statement.
 */
export class PreparingClient extends pg.Client {
  // The query config is given a name (and its enum parameters their type); everything else is passed on as it came.
  override query(config: unknown, ...rest: unknown[]) {
    if (config && typeof config === "object" && "text" in config && typeof config.text === "string" && !("name" in config && config.name)) {
      const statement = prepared(config.text);
      if (statement) config = { ...config, ...statement };
    }
    // @ts-expect-error pg's overloads cannot be forwarded as one signature
    return super.query(config, ...rest);
  }
}
