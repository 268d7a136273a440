import { Form, Link, useLocation } from "@remix-run/react";

/** The name search of a people list (a GET form; a new search starts at page 1). */
export function NameSearch({ q, children }: { q: string; children?: React.ReactNode }) {
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

/** Previous / next links that keep the list's filters. */
export function Pager({ page, pageCount, total, nouns }: { page: number; pageCount: number; total: number; nouns: [one: string, many: string] }) {
  const location = useLocation();
  const hrefOf = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(n));
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p>
        {total} {total === 1 ? nouns[0] : nouns[1]}
        {pageCount > 1 ? ` · Page ${page} of ${pageCount}` : null}
      </p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className="btn-secondary btn-small" rel="prev">
              Previous
            </Link>
          ) : null}
          {page < pageCount ? (
            <Link to={hrefOf(page + 1)} className="btn-secondary btn-small" rel="next">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
