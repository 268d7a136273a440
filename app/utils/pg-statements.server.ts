import pg from "pg";

/** Distinct query texts given a name, per process; past this (an unusual variety of IN-list lengths) queries run unnamed. */
const MAX_NAMED = 2000;
const names = new Map<string, string>();
const PREPARABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

function statementName(text: string) {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED && PREPARABLE.test(text)) {
    name = `s${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A pg client that prepares each distinct query once per connection, as Prisma's former query engine
 * did with its statement cache: PostgreSQL parses and plans a page's queries once per connection, not
 * on every request (it was a quarter of the database's time on the religious-education pages;
 * docs/performance.md). Prisma's SQL names its columns, so a migration that adds a column does not
 * invalidate a prepared statement.
 */
export class PreparingClient extends pg.Client {
  // The query config is given a name; everything else is passed on as it came.
  override query(config: unknown, ...rest: unknown[]) {
    if (config && typeof config === "object" && "text" in config && typeof config.text === "string" && !("name" in config && config.name)) {
      const name = statementName(config.text);
      if (name) config = { ...config, name };
    }
    // @ts-expect-error pg's overloads cannot be forwarded as one signature
    return super.query(config, ...rest);
  }
}
