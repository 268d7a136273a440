import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { LinkedRows } from "~/components/ui/linked-rows";
import type { RowsOnce } from "~/utils/document-rows";
import { Pager } from "./pager";

/** The name search of a people list (a GET form; a new search starts at page 1). */
function NameSearch({ q, children }: { q: string; children?: ReactNode }) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <label htmlFor="q" className="label">
          Search by name
        </label>
        <input id="q" name="q" type="search" defaultValue={q} className="input" />
      </div>
      {children}
      <button type="submit" className="btn-secondary">
        Search
      </button>
    </Form>
  );
}

/**
 * A people list page (teachers, volunteers, sponsors, parents, staff): the title with its Add link, the
 * name search (plus any `filters`), the table with its empty row, and the pager. `children` renders a
 * row; the rows come as `rowsOnce` gave them and their links are plain `<a href>` (LinkedRows).
 */
export function PeopleList<T>({
  title,
  add,
  nouns,
  q,
  filters,
  filtered = q !== "",
  columns,
  rows,
  list,
  children,
}: {
  title: string;
  add: { to: string; label: string };
  nouns: [one: string, many: string];
  q: string;
  filters?: ReactNode;
  filtered?: boolean;
  columns: string[];
  rows: RowsOnce<T>;
  list: { page: number; pageCount: number; total: number };
  children: (row: T) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <Link to={add.to} className="btn">
          {add.label}
        </Link>
      </div>
      <NameSearch q={q}>{filters}</NameSearch>
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <LinkedRows rows={rows} empty={{ text: filtered ? "Nothing found." : `No ${nouns[1]} yet.`, columns: columns.length }}>
            {children}
          </LinkedRows>
        </table>
      </div>
      <Pager page={list.page} pageCount={list.pageCount}>
        {list.total} {list.total === 1 ? nouns[0] : nouns[1]}
        {list.pageCount > 1 ? ` · Page ${list.page} of ${list.pageCount}` : null}
      </Pager>
    </div>
  );
}
