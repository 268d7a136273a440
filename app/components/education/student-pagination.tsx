import { Link } from "@remix-run/react";

/** "Showing x–y of N" with page links that keep the list's filters. */
export function StudentPagination({ path, query, page, pageCount, first, last, total }: { path: string; query: URLSearchParams; page: number; pageCount: number; first: number; last: number; total: number }) {
  if (total === 0) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(query);
    if (n > 1) params.set("page", String(n));
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  const near = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <p>
        Showing {first}–{last} of {total}
      </p>
      {pageCount > 1 ? (
        <div className="flex flex-wrap items-center gap-1">
          {page > 1 ? (
            <Link to={href(page - 1)} className="btn-secondary btn-small" rel="prev">
              Previous
            </Link>
          ) : null}
          {near.map((n, i) => (
            <span key={n} className="flex items-center gap-1">
              {i > 0 && n - near[i - 1] > 1 ? <span aria-hidden="true">…</span> : null}
              {n === page ? (
                <span aria-current="page" className="rounded-md bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">
                  {n}
                </span>
              ) : (
                <Link to={href(n)} className="btn-secondary btn-small" aria-label={`Page ${n}`}>
                  {n}
                </Link>
              )}
            </span>
          ))}
          {page < pageCount ? (
            <Link to={href(page + 1)} className="btn-secondary btn-small" rel="next">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
