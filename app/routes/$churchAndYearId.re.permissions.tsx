import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, RadioGroup, StepForm, StepHeader, stepTitle, useFieldErrors } from "~/components/registration/fields";
import { StepErrorBoundary } from "~/components/registration/step-error";
import { fullName } from "~/modules/education/names";
import { draftPath } from "~/modules/education/online-registration/draft.server";
import { requireReached, savePermissionsStep, stepContext } from "~/modules/education/online-registration/steps.server";

export const meta: MetaFunction = ({ matches }) => stepTitle(matches, "permissions");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await stepContext(request, params.churchAndYearId);
  if (!ctx) return null;
  // A year that asks no permission has no such step.
  if (!ctx.steps.includes("permissions")) throw redirect(draftPath(ctx.link.publicId, "review", ctx.draft.token));
  await requireReached(ctx, "permissions");
  return {
    token: ctx.draft.token,
    asked: ctx.asked,
    children: ctx.draft.data.children.map((c) => ({ name: fullName(c), photography: c.photography, safety: c.safety })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const ctx = await stepContext(request, params.churchAndYearId, form);
  if (!ctx) return null;
  return savePermissionsStep(request, ctx, form);
}

/** Step 4: per child, the permissions the year asks (photography, the safety class): yes or no. */
export default function PermissionsStep() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation("registration");
  const { any, err } = useFieldErrors();
  if (!loaded) return null;
  const yesNo = [
    { value: "yes", label: t("permissions.yes") },
    { value: "no", label: t("permissions.no") },
  ];
  return (
    <section>
      <StepHeader step="permissions" title={t("permissions.title")} />
      <p className="mb-4 text-slate-700">{t("permissions.intro")}</p>
      <ErrorSummary show={any} text={t("errors.form")} />
      <StepForm token={loaded.token}>
        {loaded.children.map((child, i) => (
          <div key={i} className="card flex flex-col gap-4">
            <h2 className="text-lg font-semibold text-slate-900">{child.name}</h2>
            {loaded.asked.photography ? (
              <RadioGroup name={`children[${i}].photography`} legend={t("permissions.photography", { name: child.name })} value={child.photography} error={err(`children[${i}].photography`)} options={yesNo} inline />
            ) : null}
            {loaded.asked.safety ? (
              <RadioGroup name={`children[${i}].safety`} legend={t("permissions.safety", { name: child.name })} value={child.safety} error={err(`children[${i}].safety`)} options={yesNo} inline />
            ) : null}
          </div>
        ))}
      </StepForm>
    </section>
  );
}

export const ErrorBoundary = StepErrorBoundary;
