import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { PortalErrorBoundary, useFieldMessages } from "~/components/parent-portal/portal-ui";
import { setParentSubscribed, updateParentContact } from "~/modules/education/parent-portal/account.server";
import { portalTitle, requirePortalPage } from "~/modules/education/parent-portal/page.server";
import { contactSchema } from "~/modules/education/parent-portal/schema";
import { formAction } from "~/utils/form-action.server";
import { LANGUAGE_NAMES, LANGUAGES } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Parent portal" }];

const ACCOUNT = "/re/parent/account";

export async function loader({ request }: LoaderFunctionArgs) {
  const { parent, church, t } = await requirePortalPage(request);
  return {
    title: portalTitle(t("account.meta"), church.name),
    parent: {
      firstname: parent.firstname,
      lastname: parent.lastname,
      email: parent.email,
      cellPhone: parent.cellPhone ?? "",
      address: parent.address ?? "",
      address2: parent.address2 ?? "",
      city: parent.city ?? "",
      state: parent.state ?? "",
      zip: parent.zip ?? "",
      subscribed: parent.unsubscribedAt === null,
    },
  };
}

/** Save the contact details, or (un)subscribe from the parish's e-mails: the parent's own record only. */
export async function action({ request }: ActionFunctionArgs) {
  const { parent, t, tc, fields } = await requirePortalPage(request);
  const subscribe = (subscribed: boolean) => async () => {
    await setParentSubscribed(parent, subscribed);
    return redirectWithToast(request, ACCOUNT, { type: "success", message: subscribed ? t("account.subscribedToast") : t("account.unsubscribedToast") });
  };
  return formAction(request, {
    schema: contactSchema(fields),
    failed: tc("errors.tryAgain"),
    intents: { subscribe: subscribe(true), unsubscribe: subscribe(false) },
    save: async ({ value }) => {
      await updateParentContact(parent, value);
      return redirectWithToast(request, ACCOUNT, { type: "success", message: t("account.saved") });
    },
  });
}

function TextField({ label, meta, type = "text", autoComplete }: { label: string; meta: FieldMetadata<string | null | undefined>; type?: "text" | "tel"; autoComplete: string }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input {...getInputProps(meta, { type })} key={meta.key} className="input" autoComplete={autoComplete} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export default function ParentAccount() {
  const { parent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t, i18n } = useTranslation("portal");
  const schema = contactSchema(useFieldMessages());
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: parent,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = (intent: string | null) => navigation.state !== "idle" && (navigation.formData?.get("intent") ?? null) === intent;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t("account.title")}</h1>

      <section aria-labelledby="contact-title" className="card flex flex-col gap-4">
        <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
          {t("account.contact")}
        </h2>
        <div>
          <p className="label" id="email-label">
            {t("account.email")}
          </p>
          <p aria-labelledby="email-label" className="font-medium text-slate-900">
            {parent.email ?? t("account.noEmail")}
          </p>
          <p className="mt-1 text-xs text-slate-500">{t("account.emailHint")}</p>
        </div>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          {form.errors ? (
            <p role="alert" className="field-error">
              {form.errors.join(" ")}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("account.firstname")} meta={fields.firstname} autoComplete="given-name" />
            <TextField label={t("account.lastname")} meta={fields.lastname} autoComplete="family-name" />
          </div>
          <TextField label={t("account.cellPhone")} meta={fields.cellPhone} type="tel" autoComplete="tel" />
          <TextField label={t("account.address")} meta={fields.address} autoComplete="address-line1" />
          <TextField label={t("account.address2")} meta={fields.address2} autoComplete="address-line2" />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label={t("account.city")} meta={fields.city} autoComplete="address-level2" />
            <TextField label={t("account.state")} meta={fields.state} autoComplete="address-level1" />
            <TextField label={t("account.zip")} meta={fields.zip} autoComplete="postal-code" />
          </div>
          <div>
            <SubmitButton pending={busy(null)} pendingLabel={t("account.saving")} className="w-full sm:w-auto">
              {t("account.save")}
            </SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="emails-title" className="card flex flex-col gap-3">
        <h2 id="emails-title" className="text-lg font-semibold text-slate-900">
          {t("account.emails")}
        </h2>
        <p className="text-slate-700" data-testid="email-preference">
          {parent.subscribed ? t("account.subscribedNote") : t("account.unsubscribedNote")}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value={parent.subscribed ? "unsubscribe" : "subscribe"} />
          <SubmitButton pending={busy(parent.subscribed ? "unsubscribe" : "subscribe")} className={parent.subscribed ? "btn-secondary" : ""}>
            {parent.subscribed ? t("account.unsubscribe") : t("account.subscribe")}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="language-title" className="card flex flex-col gap-3">
        <h2 id="language-title" className="text-lg font-semibold text-slate-900">
          {t("account.language")}
        </h2>
        <p className="text-slate-700">{t("account.languageNote")}</p>
        <ul className="flex gap-3">
          {LANGUAGES.map((lng) => (
            <li key={lng}>
              <Link
                to={`${location.pathname}?lng=${lng}`}
                lang={lng}
                hrefLang={lng}
                reloadDocument
                aria-current={i18n.language === lng ? "true" : undefined}
                className={i18n.language === lng ? "btn" : "btn-secondary"}
              >
                {LANGUAGE_NAMES[lng]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const ErrorBoundary = PortalErrorBoundary;
