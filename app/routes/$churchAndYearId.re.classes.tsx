import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, RadioGroup, StepForm, StepHeader, stepTitle, useFieldErrors, useRegistrationLayout } from "~/components/registration/fields";
import { StepErrorBoundary } from "~/components/registration/step-error";
import { classStepData, requireReached, saveClassesStep, stepContext, type ClassChoice } from "~/modules/education/online-registration/steps.server";
import { formatMoneyIn } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => stepTitle(matches, "classes");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await stepContext(request, params.churchAndYearId);
  if (!ctx) return null;
  await requireReached(ctx, "classes");
  return { token: ctx.draft.token, ...(await classStepData(ctx)) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const ctx = await stepContext(request, params.churchAndYearId, form);
  if (!ctx) return null;
  return saveClassesStep(request, ctx, form);
}

/** Step 3: a class for each child: those for the child's age on September 1 first (suggested), then the others. */
export default function ClassesStep() {
  const loaded = useLoaderData<typeof loader>();
  const { locale } = useRegistrationLayout();
  const { t } = useTranslation("registration");
  const { any, err } = useFieldErrors();
  if (!loaded) return null;
  const option = (c: ClassChoice) => ({
    value: c.id,
    label: (
      <span className="flex flex-col">
        <span className="font-medium">{c.className}</span>
        <span className="text-sm text-slate-600">{[c.ages ? t("classes.ages", { ages: c.ages }) : null, c.meets ? t("classes.meets", { meets: c.meets }) : null, formatMoneyIn(locale, c.tuitionCents)].filter(Boolean).join(" · ")}</span>
      </span>
    ),
  });
  const none = loaded.children.every((c) => !c.suggested.length && !c.other.length);
  return (
    <section>
      <StepHeader step="classes" title={t("classes.title")} />
      <p className="mb-4 text-slate-700">{t("classes.intro")}</p>
      {none ? <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t("classes.none")}</p> : null}
      <ErrorSummary show={any} text={t("errors.form")} />
      <StepForm token={loaded.token}>
        {loaded.children.map((child, i) => {
          const name = `children[${i}].classId`;
          return (
            <div key={i} className="card flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-slate-900">{child.name}</h2>
              {child.age !== null ? <p className="text-sm text-slate-700">{t("classes.age", { age: child.age })}</p> : null}
              {child.suggested.length ? <RadioGroup name={name} legend={t("classes.suggested")} value={child.classId} options={child.suggested.map(option)} error={child.other.length ? undefined : err(name)} /> : null}
              {child.other.length ? (
                <ClassGroup legend={child.suggested.length ? t("classes.other") : child.name} name={name} value={child.classId} options={child.other.map(option)} error={err(name)} collapsed={child.suggested.length > 0} />
              ) : null}
            </div>
          );
        })}
      </StepForm>
    </section>
  );
}

/** The other classes: folded away (a details element, no JavaScript) when there are suggestions, unless one of them is chosen. */
function ClassGroup({ legend, name, value, options, error, collapsed }: { legend: string; name: string; value: string; options: { value: string; label: React.ReactNode }[]; error?: string; collapsed: boolean }) {
  const group = <RadioGroup name={name} legend={legend} value={value} options={options} error={error} />;
  if (!collapsed) return group;
  const open = options.some((o) => o.value === value) || Boolean(error);
  return (
    <details open={open} className="rounded-md border border-slate-200 p-2">
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-blue-800">{legend}</summary>
      {group}
    </details>
  );
}

export const ErrorBoundary = StepErrorBoundary;
