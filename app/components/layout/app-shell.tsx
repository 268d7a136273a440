import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { trialEndsText } from "~/modules/billing/trial";
import { READ_ONLY_MESSAGE } from "~/utils/billing-access";
import type { ShellData } from "~/modules/shell/load-shell.server";
import { AREAS, type NavGroup } from "~/modules/shell/navigation";
import { isActivePath, useInAppClick } from "~/components/ui/in-app-click";
import { Main } from "~/components/ui/main";

/**
 * The sidebar's links are plain `<a href>` with one click handler (useInAppClick) and the current
 * page marked as a `<NavLink>` would mark it: every page renders them, and as router links they were
 * a good part of a light page's server time. `data-discover` lets Remix find their routes ahead, as
 * it does for a `<Link>`.
 */
function Sidebar({ groups, logoTo, pathname, extra }: { groups: NavGroup[]; logoTo: string; pathname: string; extra?: React.ReactNode }) {
  const onClick = useInAppClick();
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto bg-brand-900 px-4 py-5 text-brand-100" onClick={onClick}>
      <a href={logoTo} data-discover="true" className="flex items-center gap-2 text-lg font-bold text-white no-underline" aria-label="Parish Administration home">
        <img src="/favicon.svg" alt="" className="h-8 w-8" />
        Parish Admin
      </a>
      {groups.map((group, i) => (
        <div key={group.title ?? i}>
          {group.title ? <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-brand-100/70">{group.title}</p> : null}
          <ul className="flex flex-col gap-1">
            {group.items.map((item) => {
              const active = !item.download && isActivePath(pathname, item.to, item.end);
              return (
                <li key={`${item.label}-${item.to}`}>
                  {item.download ? (
                    <a href={item.to} download className="block rounded-md px-2 py-1.5 text-sm text-brand-100 no-underline hover:bg-white/10 hover:text-white">
                      {item.label}
                    </a>
                  ) : (
                    <a
                      href={item.to}
                      data-discover="true"
                      aria-current={active ? "page" : undefined}
                      className={`block rounded-md px-2 py-1.5 text-sm no-underline ${active ? "bg-white/15 font-semibold text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"}`}
                    >
                      {item.label}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {extra}
    </div>
  );
}

function UserMenu({ shell, menuRef }: { shell: ShellData; menuRef: React.RefObject<HTMLDetailsElement> }) {
  const { user } = shell;
  const links = shell.menu;
  const onClick = useInAppClick();
  return (
    <details ref={menuRef} className="relative" data-popup="menu">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 hover:bg-slate-100" aria-label="User menu">
        {user.photoUrl ? (
          <img src={user.photoUrl} alt="" className="h-9 w-9 rounded-full object-cover" />
        ) : (
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">{user.initial}</span>
        )}
        <span className="hidden text-left text-xs leading-tight sm:block">
          <span className="block font-semibold text-slate-800">{user.email}</span>
          <span className="block text-slate-600">{shell.moduleName}</span>
        </span>
      </summary>
      <div className="absolute right-0 z-30 mt-2 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg" onClick={onClick}>
        <p className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500 sm:hidden">
          {user.email}
          <br />
          {shell.moduleName}
        </p>
        {links.map((link) => (
          <a key={link.to} href={link.to} data-discover="true" className="block px-4 py-2 text-sm text-slate-700 no-underline hover:bg-slate-50">
            {link.label}
          </a>
        ))}
        <Form method="post" action="/logout">
          <button type="submit" className="block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50">
            Logout
          </button>
        </Form>
      </div>
    </details>
  );
}

export function TrialBanner({ banner }: { banner: ShellData["trial"] }) {
  if (!banner) return null;
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-x-2 bg-amber-100 px-4 py-2 text-sm text-amber-900 print:hidden">
      <span>{banner.text}</span>
      {banner.daysLeft !== null ? <span className="font-semibold">{trialEndsText(banner.daysLeft)}</span> : null}
      <Link to="/billing/subscriptions" className="font-semibold text-amber-900 underline">
        Details
      </Link>
    </div>
  );
}

export function ReadOnlyBanner({ readOnly }: { readOnly: ShellData["readOnly"] }) {
  if (!readOnly) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-center gap-x-2 bg-red-100 px-4 py-2 text-sm text-red-900 print:hidden">
      <span>{READ_ONLY_MESSAGE}</span>
      {readOnly.billing ? (
        <Link to="/billing" className="font-semibold text-red-900 underline">
          Go to Billing
        </Link>
      ) : (
        <span className="font-semibold">Ask your parish office to subscribe.</span>
      )}
    </div>
  );
}

/** Fixed sidebar on large screens; a slide-in sidebar (a checkbox toggle, so no script needed) on small ones. */
export function AppShell({ shell, sidebarExtra, children }: { shell: ShellData; sidebarExtra?: React.ReactNode; children: React.ReactNode }) {
  const sidebar = AREAS[shell.area].sidebar;
  const location = useLocation();
  const phoneMenu = useRef<HTMLInputElement>(null);
  const userMenu = useRef<HTMLDetailsElement>(null);
  const shownKey = useRef(location.key);
  // A page chosen from the phone's menu or the user menu closes it, as without JavaScript (each page
  // a new document); the shell stays mounted from one page of the area to the next. Not on the first
  // render: a menu opened before the page hydrated stays open.
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (phoneMenu.current) phoneMenu.current.checked = false;
    if (userMenu.current) userMenu.current.open = false;
  }, [location.key]);
  return (
    <div className="min-h-full">
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      {/* On a phone the closed menu is invisible, so Tab does not walk its links off screen (it turns
          visible at once when opened, and hidden once it has slid away); on a wide screen the menu
          is always open and the toggle is gone. The toggle is inside the menu's landmark, and its
          focus shows on the menu button. */}
      <nav aria-label="Sidebar" className="print:hidden">
        <input ref={phoneMenu} type="checkbox" id="nav-toggle" className="peer sr-only lg:hidden" aria-label="Open menu" />
        <div className="invisible fixed inset-y-0 left-0 z-40 w-64 -translate-x-full transition-[translate,visibility] duration-300 peer-checked:visible peer-checked:translate-x-0 peer-checked:transition-[translate] lg:visible lg:translate-x-0">
          <Sidebar groups={sidebar} logoTo={shell.logoTo} pathname={location.pathname} extra={sidebarExtra} />
        </div>
        <label htmlFor="nav-toggle" className="fixed inset-0 z-30 hidden bg-slate-900/40 peer-checked:block lg:peer-checked:hidden" aria-hidden="true" />
      </nav>
      <div className="lg:pl-64 print:pl-0">
        <TrialBanner banner={shell.trial} />
        <ReadOnlyBanner readOnly={shell.readOnly} />
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2 print:hidden">
          <label
            htmlFor="nav-toggle"
            className="cursor-pointer rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden [body:has(#nav-toggle:focus-visible)_&]:outline-2 [body:has(#nav-toggle:focus-visible)_&]:outline-offset-2 [body:has(#nav-toggle:focus-visible)_&]:outline-brand-600"
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
            <span className="sr-only">Open menu</span>
          </label>
          <Form method="get" action="/search" role="search" aria-label="Site" className="flex-1">
            <label htmlFor="site-search" className="sr-only">
              Search
            </label>
            <input id="site-search" type="search" name="q" placeholder="Search" maxLength={200} className="input max-w-md" />
          </Form>
          <UserMenu shell={shell} menuRef={userMenu} />
        </header>
        <Main id="main" className="mx-auto max-w-7xl p-4 sm:p-6 print:max-w-none print:p-0">{children}</Main>
      </div>
    </div>
  );
}

export function PreparingPage({ title }: { title: string }) {
  return (
    <section className="card mx-auto mt-8 max-w-xl text-center">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">This part of the platform is being prepared. It will appear here as soon as it is ready.</p>
    </section>
  );
}
