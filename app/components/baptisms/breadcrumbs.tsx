import { Link } from "@remix-run/react";

/** Baptisms > {here} (spec: the Add Baptism page's breadcrumbs). */
export function Breadcrumbs({ trail }: { trail: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, k) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {k > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
