import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PortalErrorBoundary } from "~/components/parent-portal/portal-ui";
import { getParentMessage } from "~/modules/education/parent-portal/messages.server";
import { portalTitle, requirePortalPage } from "~/modules/education/parent-portal/page.server";
import { orNotFound } from "~/utils/errors.server";
import { formatDateTimeIn, isLanguage } from "~/utils/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Parent portal" }];

/** One of the parent's messages, as it was sent (404 for anyone else's). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { parent, church, t } = await requirePortalPage(request);
  const message = await getParentMessage(parent, params.messageId ?? "").catch(orNotFound);
  return { message, title: portalTitle(message.subject || t("messages.meta"), church.name) };
}

export default function ParentMessage() {
  const { message } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("portal");
  const lng = isLanguage(i18n.language) ? i18n.language : "en";
  const paragraphs = message.text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link to="/re/parent/messages">← {t("messages.all")}</Link>
      </p>
      <article className="card flex flex-col gap-3">
        <h1 className="text-xl font-bold break-words text-slate-900">{message.subject}</h1>
        <p className="text-sm text-slate-600">{message.sent ? t("messages.sentOn", { date: formatDateTimeIn(lng, message.date) }) : t("messages.notSentYet")}</p>
        <div className="flex flex-col gap-3 break-words text-slate-900">
          {paragraphs.map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))}
        </div>
        {message.attachment ? (
          <p className="border-t border-slate-100 pt-3">
            <span className="text-sm text-slate-600">{t("messages.attachment")}: </span>
            <a href={`/re/parent/messages/${message.id}/attachment`} download className="font-medium">
              {t("messages.download", { filename: message.attachment.filename })}
            </a>
          </p>
        ) : null}
      </article>
    </div>
  );
}

export const ErrorBoundary = PortalErrorBoundary;
