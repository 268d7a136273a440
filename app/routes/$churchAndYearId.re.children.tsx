import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextArea, TextInput } from "~/components/forms/plain-field";
import { ErrorSummary, RadioGroup, StepForm, StepHeader, stepTitle, useFieldErrors } from "~/components/registration/fields";
import { StepErrorBoundary } from "~/components/registration/step-error";
import { BAPTISMAL_STATUSES, GENDERS, MAX_CHILDREN } from "~/modules/education/online-registration/draft-data";
import { requireReached, saveChildrenStep, stepContext } from "~/modules/education/online-registration/steps.server";

export const meta: MetaFunction = ({ matches }) => stepTitle(matches, "children");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await stepContext(request, params.churchAndYearId);
  if (!ctx) return null;
  await requireReached(ctx, "children");
  const { children, family } = ctx.draft.data;
  // A first visit shows one empty child, with the family's last name.
  const shown = children.length ? children : [{ firstname: "", middlename: "", lastname: family.parents[0]?.lastname ?? "", dateOfBirth: "", gender: "", baptized: "", baptizedDate: "", churchOfBaptism: "", firstCommunion: "", confirmation: "", notes: "" }];
  return { token: ctx.draft.token, children: shown };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const ctx = await stepContext(request, params.churchAndYearId, form);
  if (!ctx) return null;
  return saveChildrenStep(request, ctx, form);
}

/** Step 2: one to ten children; 'Add another child' and 'Remove' are submit buttons (no JavaScript needed), and keep what was typed. */
export default function ChildrenStep() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation("registration");
  const { any, err } = useFieldErrors();
  if (!loaded) return null;
  const { children, token } = loaded;
  const yesNo = [
    { value: "yes", label: t("children.yes") },
    { value: "no", label: t("children.no") },
  ];
  return (
    <section>
      <StepHeader step="children" title={t("children.title")} />
      <p className="mb-4 text-slate-700">{t("children.intro", { max: MAX_CHILDREN })}</p>
      <ErrorSummary show={any} text={err("children") ?? t("errors.form")} />
      <StepForm token={token}>
        <input type="hidden" name="childCount" value={children.length} />
        {children.map((c, i) => {
          const name = (field: string) => `children[${i}].${field}`;
          return (
            <fieldset key={i} className="card flex flex-col gap-3" id={`child-${i + 1}`}>
              <legend className="px-1 text-lg font-semibold text-slate-900">{t("children.child", { n: i + 1 })}</legend>
              <TextInput name={name("firstname")} label={t("children.firstname")} value={c.firstname} error={err(name("firstname"))} autoComplete="off" required maxLength={50} />
              <TextInput name={name("middlename")} label={t("children.middlename")} value={c.middlename} error={err(name("middlename"))} autoComplete="off" maxLength={50} />
              <TextInput name={name("lastname")} label={t("children.lastname")} value={c.lastname} error={err(name("lastname"))} autoComplete="off" required maxLength={50} />
              <TextInput name={name("dateOfBirth")} label={t("children.dateOfBirth")} value={c.dateOfBirth} error={err(name("dateOfBirth"))} type="date" required />
              <RadioGroup name={name("gender")} legend={t("children.gender")} value={c.gender} error={err(name("gender"))} options={GENDERS.map((g) => ({ value: g, label: t(`children.genders.${g}`) }))} inline />
              <RadioGroup name={name("baptized")} legend={t("children.baptized")} value={c.baptized} error={err(name("baptized"))} options={BAPTISMAL_STATUSES.map((b) => ({ value: b, label: t(`children.baptisms.${b}`) }))} />
              <TextInput name={name("baptizedDate")} label={t("children.baptizedDate")} value={c.baptizedDate} error={err(name("baptizedDate"))} type="date" hint={t("children.churchOfBaptismHint")} />
              <TextInput name={name("churchOfBaptism")} label={t("children.churchOfBaptism")} value={c.churchOfBaptism} error={err(name("churchOfBaptism"))} hint={t("children.churchOfBaptismHint")} maxLength={100} />
              <RadioGroup name={name("firstCommunion")} legend={t("children.firstCommunion")} value={c.firstCommunion} error={err(name("firstCommunion"))} options={yesNo} inline />
              <RadioGroup name={name("confirmation")} legend={t("children.confirmation")} value={c.confirmation} error={err(name("confirmation"))} options={yesNo} inline />
              <TextArea name={name("notes")} label={t("children.notes")} value={c.notes} error={err(name("notes"))} hint={t("children.notesHint")} maxLength={1000} />
              {children.length > 1 ? (
                <button type="submit" name="intent" value={`remove-child-${i}`} className="btn-secondary min-h-11 self-start" formNoValidate>
                  {t("children.remove", { n: i + 1 })}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        {children.length < MAX_CHILDREN ? (
          <button type="submit" name="intent" value="add-child" className="btn-secondary min-h-11 self-start" formNoValidate>
            {t("children.add")}
          </button>
        ) : (
          <p className="text-slate-700">{t("children.max", { max: MAX_CHILDREN })}</p>
        )}
      </StepForm>
    </section>
  );
}

export const ErrorBoundary = StepErrorBoundary;
