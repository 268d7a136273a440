import { Link, useLocation } from "@remix-run/react";

/**
 * A list's summary (`children`) with Previous, nearby page numbers and Next: links to ?page=N that
 * keep the list's filters (the other query parameters). Nothing shows without a summary and with one page.
 * `param` names the page's parameter when a screen has two paged lists.
 */
export function Pager({ page, pageCount, children, param = "page", label = "Pagination" }: { page: number; pageCount: number; children?: React.ReactNode; param?: string; label?: string }) {
  const location = useLocation();
  if (!children && pageCount <= 1) return null;
  const href = (n: number) => {
    // An empty filter is no filter: leave it out of the link.
    const params = new URLSearchParams([...new URLSearchParams(location.search)].filter(([, value]) => value !== ""));
    if (n > 1) params.set(param, String(n));
    else params.delete(param);
    const text = params.toString();
    return text ? `${location.pathname}?${text}` : location.pathname;
  };
  const near = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <p>{children}</p>
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

/** The usual summary of a paged list: "12 households · Page 1 of 2". */
export function CountPager({ page, pageCount, total, one, many }: { page: number; pageCount: number; total: number; one: string; many: string }) {
  return (
    <Pager page={page} pageCount={pageCount}>
      {total} {total === 1 ? one : many}
      {pageCount > 1 ? ` · Page ${page} of ${pageCount}` : null}
    </Pager>
  );
}
