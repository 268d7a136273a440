import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Spinner, TextInput } from "~/components/forms/plain-field";
import { ErrorSummary, errorText, StepHeader, stepTitle, useRegistrationLayout } from "~/components/registration/fields";
import { StepErrorBoundary } from "~/components/registration/step-error";
import { fullName } from "~/modules/education/names";
import { draftPath } from "~/modules/education/online-registration/draft-data";
import { requireReached, reviewData, stepContext, tokenOf } from "~/modules/education/online-registration/steps.server";
import { submitRegistration } from "~/modules/education/online-registration/submit-registration.server";
import { formatDateIn, formatMoneyIn } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => stepTitle(matches, "review");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await stepContext(request, params.churchAndYearId);
  if (!ctx) return null;
  await requireReached(ctx, "review");
  return { token: ctx.draft.token, asked: ctx.asked, ...(await reviewData(ctx)) };
}

/** Submit: registers once (see submitRegistration); the done page, or back with what to correct. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const publicId = params.churchAndYearId ?? "";
  const outcome = await submitRegistration({ publicId, token: tokenOf(request, form), form, ip: context?.clientIp ?? null });
  switch (outcome.state) {
    case "done":
      throw redirect(draftPath(publicId, "done", outcome.token));
    case "closed":
      throw redirect(`/${encodeURIComponent(publicId)}/re`);
    case "missing":
      throw redirect(`/${encodeURIComponent(publicId)}/re?expired=1`);
    case "incomplete":
      throw redirect(draftPath(publicId, outcome.step, tokenOf(request, form) ?? ""));
    case "errors":
      return data({ errors: outcome.errors, signedName: String(form.get("signedName") ?? "").slice(0, 200) }, { status: 400 });
  }
}

/** Step 5: everything typed, with Edit links; the tuition after discounts; the typed-name signature. */
export default function ReviewStep() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const layout = useRegistrationLayout();
  const { t } = useTranslation("registration");
  const { t: tc } = useTranslation("common");
  const navigation = useNavigation();
  if (!loaded) return null;
  const lng = layout.locale;
  const money = (cents: number) => formatMoneyIn(lng, cents);
  const edit = (step: "family" | "children" | "classes" | "permissions", label: string, visible = false) => (
    <Link to={draftPath(layout.publicId, step, loaded.token)} className="inline-flex min-h-11 items-center px-1 text-blue-800 underline">
      {visible ? (
        label
      ) : (
        <>
          {t("review.edit")}
          <span className="sr-only"> {label}</span>
        </>
      )}
    </Link>
  );
  const errors = answered?.errors ?? {};
  const yes = (v: string) => (v === "yes" ? t("children.yes") : t("children.no"));
  return (
    <section className="flex flex-col gap-4">
      <StepHeader step="review" title={t("review.title")} />
      <p className="text-slate-700">{t("review.intro")}</p>
      <ErrorSummary show={Object.keys(errors).length > 0} text={t("errors.form")} />

      <section className="card" aria-labelledby="review-family">
        <div className="flex items-center justify-between gap-2">
          <h2 id="review-family" className="text-lg font-semibold text-slate-900">
            {t("review.family")}
          </h2>
          {edit("family", t("review.family"))}
        </div>
        <ul className="mt-2 flex flex-col gap-2">
          {loaded.family.parents.map((p, i) => (
            <li key={i}>
              <p className="font-medium">
                {fullName(p)} <span className="text-slate-600">({p.role ? t(`family.roles.${p.role as "MOTHER"}`) : ""})</span>
              </p>
              <p className="text-sm break-all text-slate-700">{[p.email, p.cellPhone].filter(Boolean).join(" · ")}</p>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-700">
          {[loaded.family.address, loaded.family.address2].filter(Boolean).join(", ")}
          <br />
          {`${loaded.family.city}, ${loaded.family.state} ${loaded.family.zip}`}
        </p>
      </section>

      <section className="card" aria-labelledby="review-children">
        <div className="flex items-center justify-between gap-2">
          <h2 id="review-children" className="text-lg font-semibold text-slate-900">
            {t("review.children")}
          </h2>
          {edit("children", t("review.children"))}
        </div>
        <ul className="mt-2 flex flex-col divide-y divide-slate-200">
          {loaded.children.map((c, i) => (
            <li key={i} className="py-3">
              <p className="font-semibold">{c.name}</p>
              {c.alreadyRegistered ? (
                <p role="note" className="mt-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
                  {t("review.already", { name: c.name, year: layout.yearName })}
                </p>
              ) : null}
              <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">{t("children.dateOfBirth")}</dt>
                <dd>{c.dateOfBirth ? formatDateIn(lng, c.dateOfBirth) : ""}</dd>
                <dt className="text-slate-600">{t("children.gender")}</dt>
                <dd>{c.gender ? t(`children.genders.${c.gender as "MALE"}`) : ""}</dd>
                <dt className="text-slate-600">{t("children.baptized")}</dt>
                <dd>
                  {c.baptized ? t(`children.baptisms.${c.baptized as "NO"}`) : ""}
                  {c.baptized !== "NO" ? [c.baptizedDate ? formatDateIn(lng, c.baptizedDate) : null, c.churchOfBaptism].filter(Boolean).map((s) => `, ${s}`) : null}
                </dd>
                <dt className="text-slate-600">{t("children.firstCommunion")}</dt>
                <dd>{yes(c.firstCommunion)}</dd>
                <dt className="text-slate-600">{t("children.confirmation")}</dt>
                <dd>{yes(c.confirmation)}</dd>
                {c.notes ? (
                  <>
                    <dt className="text-slate-600">{t("review.notes")}</dt>
                    <dd className="whitespace-pre-line">{c.notes}</dd>
                  </>
                ) : null}
                <dt className="text-slate-600">{t("review.class")}</dt>
                <dd className="font-medium">{c.className ?? t("review.noClass")}</dd>
                {loaded.asked.photography ? (
                  <>
                    <dt className="text-slate-600">{t("review.photography")}</dt>
                    <dd>{yes(c.photography)}</dd>
                  </>
                ) : null}
                {loaded.asked.safety ? (
                  <>
                    <dt className="text-slate-600">{t("review.safety")}</dt>
                    <dd>{yes(c.safety)}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap gap-x-4 text-sm">
          {edit("classes", t("review.editStep", { step: t("steps.classes") }), true)}
          {loaded.asked.photography || loaded.asked.safety ? edit("permissions", t("review.editStep", { step: t("steps.permissions") }), true) : null}
        </p>
      </section>

      <section className="card" aria-labelledby="review-tuition">
        <h2 id="review-tuition" className="text-lg font-semibold text-slate-900">
          {t("review.tuition")}
        </h2>
        <table className="mt-2 w-full text-sm">
          <tbody>
            {loaded.children
              .filter((c) => c.tuition)
              .map((c, i) => (
                <tr key={i}>
                  <th scope="row" className="py-1 text-left font-normal">
                    {c.name} <span className="text-slate-600">({c.className})</span>
                  </th>
                  <td className="py-1 text-right tabular-nums">{money(c.tuition!.listCents)}</td>
                </tr>
              ))}
            {loaded.tuition.discountCents > 0 ? (
              <>
                <tr className="border-t border-slate-200">
                  <th scope="row" className="py-1 text-left font-normal">
                    {t("review.subtotal")}
                  </th>
                  <td className="py-1 text-right tabular-nums">{money(loaded.tuition.listCents)}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 text-left font-normal">
                    {t("review.discount")}
                  </th>
                  <td className="py-1 text-right tabular-nums">−{money(loaded.tuition.discountCents)}</td>
                </tr>
              </>
            ) : null}
            <tr className="border-t border-slate-300 text-base font-bold">
              <th scope="row" className="py-2 text-left">
                {t("review.total")}
              </th>
              <td className="py-2 text-right tabular-nums" data-testid="review-total">
                {money(loaded.tuition.totalCents)}
              </td>
            </tr>
          </tbody>
        </table>
      </section>

      {loaded.nothingToRegister ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t("review.nothingToRegister")}</p>
      ) : (
        <Form method="post" className="card flex flex-col gap-3" noValidate>
          <input type="hidden" name="d" value={loaded.token} />
          <h2 className="text-lg font-semibold text-slate-900">{t("review.signature")}</h2>
          <p className="text-slate-700">{t("review.signatureText")}</p>
          <TextInput name="signedName" label={t("review.signedName")} value={answered?.signedName ?? ""} error={errorText(t, errors.signedName)} autoComplete="name" required maxLength={100} />
          <div>
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="agree" className="h-5 w-5" aria-invalid={errors.agree ? true : undefined} aria-describedby={errors.agree ? "agree-error" : undefined} />
              <span className="font-medium">{t("review.agree")}</span>
            </label>
            {errors.agree ? (
              <p id="agree-error" className="field-error mt-1">
                {errorText(t, errors.agree)}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn min-h-12 px-6 text-lg" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? <Spinner /> : null}
            {navigation.state === "submitting" ? t("review.sending") : t("review.submit")}
          </button>
          <Link to={draftPath(layout.publicId, layout.steps[layout.steps.length - 2] ?? "family", loaded.token)} className="self-start text-blue-800 underline">
            {tc("actions.back")}
          </Link>
        </Form>
      )}
    </section>
  );
}

export const ErrorBoundary = StepErrorBoundary;
