import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/forms/plain-field";
import { stepTitle, useRegistrationLayout } from "~/components/registration/fields";
import { StepErrorBoundary } from "~/components/registration/step-error";
import { draftPath, startRegistrationDraft } from "~/modules/education/online-registration/draft.server";
import { findRegistrationLink } from "~/modules/education/online-registration/registration-link.server";
import { AppError } from "~/utils/errors.server";
import { formatLongDateIn } from "~/utils/i18n";
import { pageLanguage } from "~/utils/i18n.server";
import { countRequest, PUBLIC_FORM_RULE } from "~/utils/rate-limit.server";

export const meta: MetaFunction = ({ matches }) => stepTitle(matches, "start");

/** A field people never see; a form that fills it is answered like any other and nothing is started. */
const HONEYPOT = "website";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = await findRegistrationLink(params.churchAndYearId);
  if (link.state !== "open") return null;
  return {
    welcomeMessage: link.settings.welcomeMessage,
    closesOn: link.settings.closesOn?.toISOString().slice(0, 10) ?? null,
    expired: new URL(request.url).searchParams.has("expired"),
  };
}

/**
 * 'Start': a new draft (its token in the next page's address), in the page's language; counted per
 * address like the public member form (PUBLIC_FORM_RULE), with a honeypot.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const link = await findRegistrationLink(params.churchAndYearId);
  if (link.state !== "open") throw redirect(`/${encodeURIComponent(params.churchAndYearId ?? "")}/re`);
  const form = await request.formData().catch(() => new FormData());
  try {
    await countRequest(`registration-start:address:${context?.clientIp ?? "unknown"}`, PUBLIC_FORM_RULE);
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") return data({ tooMany: true }, { status: 429 });
    throw error;
  }
  if (form.get(HONEYPOT)) throw redirect(`/${link.publicId}/re`);
  const { lng } = await pageLanguage(request);
  const token = await startRegistrationDraft({ churchId: link.churchId, schoolYearId: link.schoolYearId, locale: lng, ip: context?.clientIp ?? null });
  throw redirect(draftPath(link.publicId, "family", token));
}

export default function RegistrationStart() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const layout = useRegistrationLayout();
  const { t } = useTranslation("registration");
  const navigation = useNavigation();
  if (!loaded) return null;
  return (
    <section className="flex flex-col gap-5">
      {loaded.expired ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t("start.expired")}
        </p>
      ) : null}
      {answered && "tooMany" in answered ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {t("errors.tooMany")}
        </p>
      ) : null}
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("start.title")}</h1>
        <p className="mt-1 text-lg text-slate-700">{t("start.year", { year: layout.yearName })}</p>
      </div>
      {loaded.welcomeMessage ? <div className="card whitespace-pre-line text-slate-800">{loaded.welcomeMessage}</div> : <p className="text-slate-700">{t("start.intro")}</p>}
      <div className="card">
        <h2 className="text-lg font-semibold text-slate-900">{t("start.needTitle")}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>{t("start.needParents")}</li>
          <li>{t("start.needChildren")}</li>
          <li>{t("start.needPay")}</li>
        </ul>
      </div>
      {loaded.closesOn ? <p className="text-slate-700">{t("start.closes", { date: formatLongDateIn(layout.locale, loaded.closesOn) })}</p> : null}
      <Form method="post">
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT}>{t("start.honeypot")}</label>
          <input id={HONEYPOT} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="btn min-h-12 w-full px-8 text-lg sm:w-auto" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? <Spinner /> : null}
          {t("start.start")}
        </button>
      </Form>
    </section>
  );
}

export const ErrorBoundary = StepErrorBoundary;
