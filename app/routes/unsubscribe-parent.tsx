import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TranslationProvider } from "~/components/i18n/translations";
import { SubmitButton } from "~/components/forms/plain-field";
import { ParentLayout } from "~/components/layout/parent-layout";
import { parentOfToken, setSubscribed } from "~/modules/education/email/unsubscribe.server";
import { loadTranslations } from "~/utils/i18n.server";

export const meta: MetaFunction = () => [{ title: "Unsubscribe | Parish Administration" }];

const NO_REFERRER = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" };

/**
 * The unsubscribe page (spec: /unsubscribe-parent?t=): a valid link unsubscribes when the page is
 * opened (a GET; a HEAD, as link checkers send, changes nothing), and the page offers Subscribe.
 * In the parent's language (Parent.locale, else the switch, the cookie or Accept-Language); the
 * English texts are the spec's ('Invalid Link', 'Error! Please try again.').
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("t");
  if (request.method === "HEAD") return data({ state: "head" as const }, { headers: NO_REFERRER });
  const parent = await parentOfToken(token);
  const translations = await loadTranslations(request, ["portal"], parent?.locale);
  const headers = new Headers(NO_REFERRER);
  translations.headers.forEach((value, key) => headers.append(key, value));
  const page = { locale: translations.locale, messages: translations.messages };
  if (!parent) return data({ state: "invalid" as const, ...page }, { status: 400, headers });
  // After Subscribe: the confirmation, without unsubscribing again.
  if (params.get("subscribed") === "1") return data({ state: "subscribed" as const, churchName: parent.church.name, token, ...page }, { headers });
  const done = await setSubscribed(token, false).catch(() => null);
  if (!done) return data({ state: "error" as const, ...page }, { status: 500, headers });
  return data({ state: "unsubscribed" as const, churchName: done.churchName, token, ...page }, { headers });
}

/**
 * POST with `List-Unsubscribe=One-Click` (RFC 8058, from a mail program): unsubscribes, answers 200
 * with no page. POST with `intent=subscribe` (the page's button): subscribes again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get("t");
  const form = await request.formData().catch(() => null);
  if (form?.get("List-Unsubscribe") === "One-Click") {
    const done = await setSubscribed(token, false);
    return new Response(done ? "Unsubscribed" : "Invalid Link", { status: done ? 200 : 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (form?.get("intent") !== "subscribe") return data({ state: "invalid" as const }, { status: 400 });
  const done = await setSubscribed(token, true).catch(() => null);
  if (!done) return data({ state: "invalid" as const }, { status: 400 });
  return redirect(`/unsubscribe-parent?t=${encodeURIComponent(token ?? "")}&subscribed=1`);
}

export default function UnsubscribeParentPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!("locale" in loaded)) return null;
  return (
    <TranslationProvider locale={loaded.locale} messages={loaded.messages}>
      <ParentLayout churchName={"churchName" in loaded ? loaded.churchName : null}>
        <UnsubscribeParent />
      </ParentLayout>
    </TranslationProvider>
  );
}

function UnsubscribeParent() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("portal");
  const state = acted && "state" in acted ? acted.state : loaded.state;
  // The church's name heads the page (ParentLayout), as the spec's confirmation names it.
  const churchName = "churchName" in loaded ? loaded.churchName : "";
  const token = "token" in loaded ? (loaded.token ?? "") : "";
  return (
    <div className="card mx-auto flex max-w-xl flex-col gap-3 text-center">
      {state === "invalid" || state === "head" ? (
        <h1 className="text-2xl font-bold text-slate-900">{t("unsubscribe.invalidLink")}</h1>
      ) : state === "error" ? (
        <h1 className="text-2xl font-bold text-slate-900">{t("unsubscribe.failed")}</h1>
      ) : state === "subscribed" ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t("unsubscribe.subscribed")}</h1>
          <p className="text-slate-700">{t("unsubscribe.willEmail", { church: churchName })}</p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t("unsubscribe.unsubscribed")}</h1>
          <p className="text-slate-700">{t("unsubscribe.missNote")}</p>
          <Form method="post" action={`/unsubscribe-parent?t=${encodeURIComponent(token)}`}>
            <input type="hidden" name="intent" value="subscribe" />
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("unsubscribe.subscribing")}>
              {t("unsubscribe.subscribe")}
            </SubmitButton>
          </Form>
        </>
      )}
    </div>
  );
}
