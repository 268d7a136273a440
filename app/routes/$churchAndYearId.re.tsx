import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TranslationProvider } from "~/components/i18n/translations";
import { ParentLayout } from "~/components/layout/parent-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { stepsFor } from "~/modules/education/online-registration/draft-data";
import { findDraft, saveDraftLocale } from "~/modules/education/online-registration/draft.server";
import { findRegistrationLink } from "~/modules/education/online-registration/registration-link.server";
import { formatLongDateIn } from "~/utils/i18n";
import { loadTranslations, serverT } from "~/utils/i18n.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Invalid Link!" }];
  if (data.state === "open") return [];
  const title = data.state === "closed" ? data.titles.closed : data.titles.invalid;
  return [{ title: data.churchName ? `${title} | ${data.churchName}` : title }];
};

/**
 * The public registration of a school year, /{publicId}/re/*: the id names the church and the
 * year. A malformed or unknown id answers 'Invalid Link!' (400); a year outside its dates or closed
 * by the office answers 'Registration is closed' with the parish's contact (200: the link is real,
 * the season is over or not yet begun, and it may open again). Open: the pages' language (the
 * switch, the cookie, Accept-Language), the registration texts, and the parish's frame.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = await findRegistrationLink(params.churchAndYearId);
  // A family's draft remembers its language (the start page's, or the portal parent's): its pages keep it; the switch changes it.
  const url = new URL(request.url);
  const draft = link.state !== "invalid" ? await findDraft(link, url.searchParams.get("d")) : "missing";
  // After closing, a family's sent registration still shows its done page.
  const sentAfterClosing = link.state === "closed" && draft !== "missing" && draft.submittedAt !== null && url.pathname.endsWith("/re/done");
  const translations = await loadTranslations(request, ["registration"], draft === "missing" ? null : draft.locale);
  if (translations.chosen && draft !== "missing" && link.state === "open") await saveDraftLocale(draft, link, translations.chosen);
  const t = await serverT(translations.locale, "registration");
  const titles = Object.fromEntries((["start", "family", "children", "classes", "permissions", "review", "done", "invalid", "closed", "notFound"] as const).map((k) => [k, t(`meta.${k}`)]));
  const base = { locale: translations.locale, messages: translations.messages, titles };
  const init = { headers: translations.headers };
  if (link.state === "invalid") return data({ ...base, state: "invalid" as const, churchName: null }, { ...init, status: 400 });
  if (link.state === "closed" && !sentAfterClosing) {
    return data({
      ...base,
      state: "closed" as const,
      churchName: link.contact.churchName,
      contact: link.contact,
      yearName: link.yearName,
      opensOn: link.opensOn?.toISOString().slice(0, 10) ?? null,
      closesOn: link.closesOn?.toISOString().slice(0, 10) ?? null,
    }, init);
  }
  return data({
    ...base,
    state: "open" as const,
    churchName: link.contact.churchName,
    yearName: link.yearName,
    publicId: link.publicId,
    steps: link.state === "open" ? stepsFor({ photography: link.settings.askPhotographyPermission, safety: link.settings.askSafetyClassPermission }) : [],
  }, init);
}

export default function RegistrationLayout() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <TranslationProvider locale={loaded.locale} messages={loaded.messages}>
      <ParentLayout churchName={loaded.churchName}>{loaded.state === "open" ? <Outlet /> : loaded.state === "closed" ? <Closed /> : <Invalid />}</ParentLayout>
    </TranslationProvider>
  );
}

function Invalid() {
  const { t } = useTranslation("registration");
  return (
    <section className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-4xl font-bold text-slate-600">400</p>
      <h1 className="text-2xl font-bold text-slate-900">{t("invalid.title")}</h1>
      <p className="text-slate-700">{t("invalid.text")}</p>
    </section>
  );
}

function Closed() {
  const { t } = useTranslation("registration");
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state !== "closed") return null;
  const today = new Date().toISOString().slice(0, 10);
  const { contact } = loaded;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t("closed.title")}</h1>
      <p className="text-slate-700">{t("closed.text", { year: loaded.yearName })}</p>
      {loaded.opensOn && loaded.opensOn > today ? <p className="text-slate-700">{t("closed.opensOn", { date: formatLongDateIn(loaded.locale, loaded.opensOn) })}</p> : null}
      {loaded.closesOn && loaded.closesOn < today ? <p className="text-slate-700">{t("closed.closedOn", { date: formatLongDateIn(loaded.locale, loaded.closesOn) })}</p> : null}
      <div className="card flex flex-col gap-2">
        <p className="font-semibold text-slate-900">{t("closed.contact")}</p>
        <p className="font-semibold">{contact.churchName}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {contact.phone ? (
            <>
              <dt className="text-slate-600">{t("closed.phone")}</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/[^0-9+]/g, "")}`}>{contact.phone}</a>
              </dd>
            </>
          ) : null}
          {contact.email ? (
            <>
              <dt className="text-slate-600">{t("closed.email")}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </>
          ) : null}
          {contact.address ? (
            <>
              <dt className="text-slate-600">{t("closed.address")}</dt>
              <dd className="whitespace-pre-line">{contact.address}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
