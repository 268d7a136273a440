import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TranslationProvider } from "~/components/i18n/translations";
import { ParentLayout } from "~/components/layout/parent-layout";
import { SubmitButton, TextInput } from "~/components/forms/plain-field";
import { Notice } from "~/components/parent-portal/portal-ui";
import { signInWithLink } from "~/modules/auth/link-sign-in.server";
import { PARENT_LINK_MINUTES } from "~/modules/auth/login-link.server";
import { INVALID_LOGIN_LINK, LOGIN_LINK_FAILED } from "~/modules/auth/messages";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { PORTAL, portalParentOf, portalPath } from "~/modules/education/parent-portal/guard.server";
import { requestParentLoginLink } from "~/modules/education/parent-portal/parent-login-link.server";
import { checkForm, signInSchema } from "~/modules/education/parent-portal/schema";
import { portalTexts } from "~/modules/education/parent-portal/translate.server";
import { getOptionalContext } from "~/utils/church-context.server";
import { AppError } from "~/utils/errors.server";
import { loadTranslations, pageLanguage } from "~/utils/i18n.server";
import { countEmailLinkRequest } from "~/utils/rate-limit.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "Parent sign-in"} | Parish Administration` }];

type LinkProblem = "invalid" | "failed" | "locked";

/**
 * The parent portal's e-mailed sign-in link: ?token=...&u=... signs in and goes to u (a portal page)
 * or /re/parent. A failed link comes back here (?link=invalid|failed|locked) with its message in the
 * parent's language and the form to get a new one. Without a token: the page where a parent types
 * an e-mail address and gets a link (a signed-in portal parent goes to the portal).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("token")) {
    const outcome = await signInWithLink(request, context, "PARENT");
    if (!outcome.ok) {
      const problem: LinkProblem = outcome.error === INVALID_LOGIN_LINK ? "invalid" : outcome.error === LOGIN_LINK_FAILED ? "failed" : "locked";
      throw redirect(`/login/re/parent?link=${problem}`);
    }
    throw redirect(portalPath(url.searchParams.get("u")) ?? PORTAL, outcome.setCookie ? { headers: { "Set-Cookie": outcome.setCookie } } : undefined);
  }
  const signedIn = await getOptionalContext(request);
  if (signedIn && (await portalParentOf(signedIn))) throw redirect(portalPath(url.searchParams.get("u")) ?? PORTAL);
  const translations = await loadTranslations(request, ["portal"]);
  const { t } = await portalTexts(translations.locale);
  const link = url.searchParams.get("link");
  return data(
    {
      locale: translations.locale,
      messages: translations.messages,
      title: t("signIn.title"),
      problem: (["invalid", "failed", "locked"] as const).find((p) => p === link) ?? null,
      // Signed in with a parent account that no parent record is linked to: say so (the portal cannot open).
      notLinked: Boolean(signedIn?.roles.includes("PARENT")),
      u: portalPath(url.searchParams.get("u")),
    },
    { headers: translations.headers },
  );
}

/**
 * 'E-mail me a link': the same answer whether or not the address is a parent's. Limited per client
 * address (like the teacher's) and per e-mail address (nobody can fill a parent's mailbox).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { lng } = await pageLanguage(request);
  const { t, tc, fields } = await portalTexts(lng);
  const form = await request.formData().catch(() => new FormData());
  const checked = checkForm(signInSchema(fields), form);
  if (!checked.ok) return data({ errors: checked.errors, email: checked.values.email ?? "", note: null }, { status: 400 });
  const { email, u } = checked.value;
  try {
    await countEmailLinkRequest(`parent-link:address:${context?.clientIp ?? "unknown"}`);
    await countEmailLinkRequest(`parent-link:email:${email}`);
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") return data({ errors: { "": [tc("errors.tooMany")] } as Record<string, string[]>, email, note: null }, { status: 429 });
    throw error;
  }
  for (const sent of await requestParentLoginLink(email, lng, portalPath(u))) await dispatchEmails(sent.churchId, [sent.emailId]);
  return data({ errors: null as Record<string, string[]> | null, email: "", note: t("signIn.sent", { email, minutes: PARENT_LINK_MINUTES }) as string | null });
}

export default function ParentSignInPage() {
  const { locale, messages } = useLoaderData<typeof loader>();
  return (
    <TranslationProvider locale={locale} messages={messages}>
      <ParentLayout churchName={null}>
        <ParentSignIn />
      </ParentLayout>
    </TranslationProvider>
  );
}

function ParentSignIn() {
  const { problem, notLinked, u } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const note = actionData?.note ?? null;
  const errors = actionData?.errors ?? null;
  const navigation = useNavigation();
  const { t } = useTranslation("portal");
  const problemText = problem === "invalid" ? t("signIn.badLink") : problem === "failed" ? t("signIn.linkFailed") : problem === "locked" ? t("signIn.lockedOut") : null;
  return (
    <div className="card mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t("signIn.title")}</h1>
      {notLinked ? <Notice tone="error">{t("signIn.notLinked")}</Notice> : null}
      {problemText && !note ? <Notice tone="error">{problemText}</Notice> : null}
      {note ? (
        <>
          <Notice tone="success">{note}</Notice>
          <p className="text-sm text-slate-600">{t("signIn.checkSpam")}</p>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t("signIn.intro")}</p>
      )}
      {/* A new key after each answer: the field starts from what the server kept (empty once sent). */}
      <Form method="post" key={note ?? "form"} className="flex flex-col gap-4">
        {errors?.[""] ? <Notice tone="error">{errors[""].join(" ")}</Notice> : null}
        {u ? <input type="hidden" name="u" value={u} /> : null}
        <TextInput name="email" type="email" label={t("signIn.email")} value={actionData?.email} error={errors?.email} autoComplete="email" inputMode="email" required maxLength={254} />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("signIn.sending")} className="w-full">
          {t("signIn.submit")}
        </SubmitButton>
      </Form>
      <p className="text-center text-sm">
        <Link to="/login">{t("signIn.staff")}</Link>
      </p>
    </div>
  );
}
