import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms/plain-field";
import { Notice, PortalErrorBoundary } from "~/components/parent-portal/portal-ui";
import { portalTitle, requirePortalPage } from "~/modules/education/parent-portal/page.server";
import { listRegistrationYears, startPortalRegistration } from "~/modules/education/parent-portal/register-next-year.server";
import { orNotFound } from "~/utils/errors.server";
import { formatLongDateIn, isLanguage } from "~/utils/i18n";
import { countRequest, PUBLIC_FORM_RULE } from "~/utils/rate-limit.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Parent portal" }];

/** Register for a new school year: the years open for registration at the parent's parish. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { parent, church, t } = await requirePortalPage(request);
  return { years: await listRegistrationYears(parent), title: portalTitle(t("register.meta"), church.name) };
}

/** 'Register for {year}': the online registration of that year, opened with the family filled in (404 for a year that is not open at this parish). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { parent, lng, tc } = await requirePortalPage(request);
  const form = await request.formData().catch(() => null);
  const schoolYearId = form?.get("schoolYearId");
  if (typeof schoolYearId !== "string") return data({ error: tc("errors.tryAgain") }, { status: 400 });
  try {
    await countRequest(`portal-register:${parent.id}`, PUBLIC_FORM_RULE);
  } catch {
    return data({ error: tc("errors.tooMany") }, { status: 429 });
  }
  const path = await startPortalRegistration({ parent, schoolYearId, lng, ip: context?.clientIp ?? null }).catch(orNotFound);
  return redirect(path);
}

export default function RegisterNextYear() {
  const { years } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("portal");
  const lng = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("register.title")}</h1>
        <p className="text-slate-600">{t("register.intro")}</p>
      </div>
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {years.length === 0 ? <Notice>{t("register.none")}</Notice> : null}
      {years.map((y) => (
        <section key={y.schoolYearId} className="card flex flex-col gap-3" aria-label={y.yearName}>
          <p className="font-semibold text-slate-900">{t("register.open", { year: y.yearName })}</p>
          {y.closesOn ? <p className="text-sm text-slate-600">{t("register.until", { date: formatLongDateIn(lng, y.closesOn) })}</p> : null}
          {y.toRegister === 0 ? <p className="text-sm text-green-800">{t("register.already", { year: y.yearName })}</p> : null}
          <Form method="post">
            <input type="hidden" name="schoolYearId" value={y.schoolYearId} />
            <SubmitButton pending={navigation.formData?.get("schoolYearId") === y.schoolYearId} pendingLabel={t("register.starting")} className="w-full sm:w-auto">
              {t("register.start", { year: y.yearName })}
            </SubmitButton>
          </Form>
        </section>
      ))}
    </div>
  );
}

export const ErrorBoundary = PortalErrorBoundary;
