import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton, TextInput } from "~/components/forms/plain-field";
import { PortalErrorBoundary } from "~/components/parent-portal/portal-ui";
import { setParentSubscribed, updateParentContact } from "~/modules/education/parent-portal/account.server";
import { portalTitle, requirePortalPage } from "~/modules/education/parent-portal/page.server";
import { checkForm, contactSchema } from "~/modules/education/parent-portal/schema";
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
  const { parent, t, fields } = await requirePortalPage(request);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  if (intent === "subscribe" || intent === "unsubscribe") {
    await setParentSubscribed(parent, intent === "subscribe");
    return redirectWithToast(request, ACCOUNT, { type: "success", message: intent === "subscribe" ? t("account.subscribedToast") : t("account.unsubscribedToast") });
  }
  const checked = checkForm(contactSchema(fields), form);
  if (!checked.ok) return data({ errors: checked.errors, values: checked.values }, { status: 400 });
  await updateParentContact(parent, checked.value);
  return redirectWithToast(request, ACCOUNT, { type: "success", message: t("account.saved") });
}

const CONTACT_FIELDS = [
  { name: "firstname", autoComplete: "given-name", required: true, maxLength: 100 },
  { name: "lastname", autoComplete: "family-name", required: true, maxLength: 100 },
  { name: "cellPhone", autoComplete: "tel", type: "tel", maxLength: 30 },
  { name: "address", autoComplete: "address-line1", maxLength: 200 },
  { name: "address2", autoComplete: "address-line2", maxLength: 200 },
  { name: "city", autoComplete: "address-level2", maxLength: 100 },
  { name: "state", autoComplete: "address-level1", maxLength: 50 },
  { name: "zip", autoComplete: "postal-code", maxLength: 10, inputMode: "numeric" },
] as const;

export default function ParentAccount() {
  const { parent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t, i18n } = useTranslation("portal");
  const busy = (intent: string | null) => navigation.state !== "idle" && (navigation.formData?.get("intent") ?? null) === intent;
  const typed = actionData?.values;
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
          <p aria-labelledby="email-label" className="font-medium break-all text-slate-900">
            {parent.email ?? t("account.noEmail")}
          </p>
          <p className="mt-1 text-xs text-slate-500">{t("account.emailHint")}</p>
        </div>
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map((f) => (
            <div key={f.name} className={f.name.startsWith("address") ? "sm:col-span-2" : undefined}>
              <TextInput
                name={f.name}
                label={t(`account.${f.name}`)}
                value={typed ? typed[f.name] : parent[f.name]}
                error={actionData?.errors[f.name]}
                autoComplete={f.autoComplete}
                type={"type" in f ? f.type : "text"}
                inputMode={"inputMode" in f ? f.inputMode : undefined}
                required={"required" in f ? f.required : false}
                maxLength={f.maxLength}
              />
            </div>
          ))}
          <div className="sm:col-span-2">
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
