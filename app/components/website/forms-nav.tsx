import { NavLink } from "@remix-run/react";

const TABS = [
  { to: "/website/public-forms", label: "Members", end: true },
  { to: "/website/public-forms/households", label: "Heads of Households" },
  { to: "/website/public-forms/settings", label: "Form Settings" },
];

/** The tabs of Website › Forms. */
export function FormsNav() {
  return (
    <nav aria-label="Forms" className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
      {TABS.map((t) => (
        <NavLink key={t.to} to={t.to} end={t.end} className={({ isActive }) => `rounded px-3 py-1.5 text-sm font-medium no-underline ${isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
