import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PortalErrorBoundary } from "~/components/parent-portal/portal-ui";
import { listParentMessages } from "~/modules/education/parent-portal/messages.server";
import { portalTitle, requirePortalPage } from "~/modules/education/parent-portal/page.server";
import { formatDateTimeIn, isLanguage } from "~/utils/i18n";
import { readPage } from "~/utils/paging";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Parent portal" }];

/** Messages: the e-mails the parish sent this parent, newest first, a page at a time (?page=). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { parent, church, t } = await requirePortalPage(request);
  const list = await listParentMessages(parent, readPage(new URL(request.url).searchParams));
  return { ...list, title: portalTitle(t("messages.meta"), church.name) };
}

export default function ParentMessages() {
  const { messages, page, pageCount } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("portal");
  const lng = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("messages.title")}</h1>
        <p className="text-slate-600">{t("messages.intro")}</p>
      </div>
      {messages.length === 0 ? (
        <p className="card text-slate-700">{t("messages.none")}</p>
      ) : (
        <ul className="card flex flex-col divide-y divide-slate-100 p-0">
          {messages.map((m) => (
            <li key={m.id}>
              <Link to={`/re/parent/messages/${m.id}`} className="flex flex-col gap-1 px-4 py-3 no-underline hover:bg-slate-50">
                <span className="font-semibold text-blue-800 underline">{m.subject}</span>
                <span className="text-sm text-slate-600">
                  {m.sent ? t("messages.sentOn", { date: formatDateTimeIn(lng, m.date) }) : t("messages.notSentYet")}
                  {m.hasAttachment ? ` · ${t("messages.attachment")}` : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t("messages.pages")} className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className="btn-secondary" rel="prev">
              {t("messages.newer")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">{t("messages.page", { page, count: pageCount })}</span>
          {page < pageCount ? (
            <Link to={`?page=${page + 1}`} className="btn-secondary" rel="next">
              {t("messages.older")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = PortalErrorBoundary;
