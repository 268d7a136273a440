import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextInput } from "~/components/forms/plain-field";
import { ErrorSummary, SelectInput, StepForm, StepHeader, stepTitle, useFieldErrors } from "~/components/registration/fields";
import { StepErrorBoundary } from "~/components/registration/step-error";
import { MAX_PARENTS, PARENT_ROLES } from "~/modules/education/online-registration/draft-data";
import { saveFamilyStep, stepContext } from "~/modules/education/online-registration/steps.server";

export const meta: MetaFunction = ({ matches }) => stepTitle(matches, "family");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await stepContext(request, params.churchAndYearId);
  if (!ctx) return null;
  return { token: ctx.draft.token, family: ctx.draft.data.family };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const ctx = await stepContext(request, params.churchAndYearId, form);
  if (!ctx) return null;
  return saveFamilyStep(request, ctx, form);
}

/** Step 1: one to three parents or guardians (the first with an e-mail), and the family's address. */
export default function FamilyStep() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation("registration");
  const { any, err } = useFieldErrors();
  if (!loaded) return null;
  const { family, token } = loaded;
  const roles = PARENT_ROLES.map((r) => ({ value: r, label: t(`family.roles.${r}`) }));
  return (
    <section>
      <StepHeader step="family" title={t("family.title")} />
      <p className="mb-4 text-slate-700">{t("family.intro")}</p>
      <ErrorSummary show={any} text={t("errors.form")} />
      <StepForm token={token} back={false}>
        <input type="hidden" name="parentCount" value={family.parents.length} />
        {family.parents.map((p, i) => {
          const name = (field: string) => `parents[${i}].${field}`;
          return (
            <fieldset key={i} className="card flex flex-col gap-3" id={`parent-${i + 1}`}>
              <legend className="px-1 text-lg font-semibold text-slate-900">{t("family.parent", { n: i + 1 })}</legend>
              <SelectInput name={name("role")} label={t("family.role")} value={p.role} error={err(name("role"))} options={roles} placeholder={t("family.choose")} />
              <TextInput name={name("firstname")} label={t("family.firstname")} value={p.firstname} error={err(name("firstname"))} autoComplete={i === 0 ? "given-name" : "off"} required maxLength={50} />
              <TextInput name={name("middlename")} label={t("family.middlename")} value={p.middlename} error={err(name("middlename"))} autoComplete={i === 0 ? "additional-name" : "off"} maxLength={50} />
              <TextInput name={name("lastname")} label={t("family.lastname")} value={p.lastname} error={err(name("lastname"))} autoComplete={i === 0 ? "family-name" : "off"} required maxLength={50} />
              <TextInput name={name("email")} label={i === 0 ? t("family.email") : t("family.emailOptional")} value={p.email} error={err(name("email"))} type="email" inputMode="email" autoComplete={i === 0 ? "email" : "off"} required={i === 0} maxLength={254} />
              <TextInput name={name("cellPhone")} label={t("family.cellPhone")} value={p.cellPhone} error={err(name("cellPhone"))} type="tel" inputMode="tel" autoComplete={i === 0 ? "tel" : "off"} maxLength={30} />
              {family.parents.length > 1 ? (
                <button type="submit" name="intent" value={`remove-parent-${i}`} className="btn-secondary min-h-11 self-start" formNoValidate>
                  {t("family.remove", { n: i + 1 })}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        {family.parents.length < MAX_PARENTS ? (
          <button type="submit" name="intent" value="add-parent" className="btn-secondary min-h-11 self-start" formNoValidate>
            {t("family.add")}
          </button>
        ) : null}
        <fieldset className="card flex flex-col gap-3">
          <legend className="px-1 text-lg font-semibold text-slate-900">{t("family.addressTitle")}</legend>
          <TextInput name="address" label={t("family.address")} value={family.address} error={err("address")} autoComplete="address-line1" required maxLength={200} />
          <TextInput name="address2" label={t("family.address2")} value={family.address2} error={err("address2")} autoComplete="address-line2" maxLength={200} />
          <TextInput name="city" label={t("family.city")} value={family.city} error={err("city")} autoComplete="address-level2" required maxLength={100} />
          <div className="grid grid-cols-2 gap-3">
            <TextInput name="state" label={t("family.state")} value={family.state} error={err("state")} autoComplete="address-level1" required maxLength={50} />
            <TextInput name="zip" label={t("family.zip")} value={family.zip} error={err("zip")} autoComplete="postal-code" inputMode="numeric" required maxLength={20} />
          </div>
        </fieldset>
      </StepForm>
    </section>
  );
}

export const ErrorBoundary = StepErrorBoundary;
