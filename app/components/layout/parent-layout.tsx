import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "~/components/i18n/translations";
import { CookieBanner } from "~/components/ui/cookie-banner";
import { Toasts } from "~/components/ui/toasts";
import type { Toast } from "~/utils/session.server";

/**
 * Frame of every parent-facing page (public registration, parent sign-in, the portal): the
 * parish's name, the language switch, the page, and room for the portal's own menu (`nav`).
 * Phone first: one column, big touch targets. Used inside a TranslationProvider.
 */
export function ParentLayout({ churchName, nav, children }: { churchName: string | null; nav?: React.ReactNode; children: React.ReactNode }) {
  const { t } = useTranslation("common");
  // The root draws toasts and the cookie banner in English for staff pages; here they speak the page's language.
  const root = useRouteLoaderData("root") as { toasts: Toast[]; cookieConsent: boolean } | undefined;
  return (
    <div className="flex min-h-full flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <p className="flex items-center gap-2 font-bold text-slate-900">
            <img src="/favicon.svg" alt="" className="h-7 w-7" />
            {churchName ?? "Parish Admin"}
          </p>
          <LanguageSwitch />
        </div>
        {nav ? <div className="mx-auto max-w-3xl px-4 pb-2">{nav}</div> : null}
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-10">
        {children}
      </main>
      <Toasts toasts={root?.toasts ?? []} closeLabel={t("actions.close")} />
      {root && !root.cookieConsent ? <CookieBanner texts={{ message: t("cookies.message"), accept: t("cookies.accept"), region: t("cookies.region") }} /> : null}
    </div>
  );
}
