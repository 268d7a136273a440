import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TranslationProvider } from "~/components/i18n/translations";
import { ParentLayout } from "~/components/layout/parent-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { saveParentLocale } from "~/modules/education/parent-portal/account.server";
import { requireParent } from "~/modules/education/parent-portal/guard.server";
import { loadTranslations } from "~/utils/i18n.server";

/**
 * The parent portal's frame: the signed-in parent's language (the switch, else Parent.locale, else
 * the cookie, else Accept-Language); a switch is remembered on the parent's record, so the portal
 * and its e-mails stay in that language on any device. Every page checks the parent itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { parent, church } = await requireParent(request);
  const translations = await loadTranslations(request, ["portal"], parent.locale);
  if (translations.chosen) await saveParentLocale(parent, translations.chosen);
  return data({ locale: translations.locale, messages: translations.messages, churchName: church.name }, { headers: translations.headers });
}

function PortalNav() {
  const { t } = useTranslation("portal");
  const item = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium no-underline ${isActive ? "bg-blue-700 text-white" : "text-slate-800 hover:bg-slate-100"}`;
  return (
    <nav aria-label={t("nav.label")}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <NavLink to="/re/parent" end className={item}>
            {t("nav.home")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/re/parent/messages" className={item}>
            {t("nav.messages")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/re/parent/account" className={item}>
            {t("nav.account")}
          </NavLink>
        </li>
        <li className="ml-auto">
          <Form method="post" action="/re/parent/sign-out">
            <button type="submit" className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-800 underline hover:bg-slate-100">
              {t("nav.signOut")}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

export default function ParentPortal() {
  const { locale, messages, churchName } = useLoaderData<typeof loader>();
  return (
    <TranslationProvider locale={locale} messages={messages}>
      <ParentLayout churchName={churchName} nav={<PortalNav />}>
        <Outlet />
      </ParentLayout>
    </TranslationProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
