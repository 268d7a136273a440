import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { EMAIL_PARENTS_MESSAGES } from "~/modules/education/email/email-to-parents";
import { parentOfToken, setSubscribed } from "~/modules/education/email/unsubscribe.server";

export const meta: MetaFunction = () => [{ title: "Unsubscribe | Parish Administration" }];

/**
 * The unsubscribe page (spec: /unsubscribe-parent?t=): a valid link unsubscribes when the page is
 * opened (a GET; a HEAD, as link checkers send, changes nothing), and the page offers Subscribe.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("t");
  const headers = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" };
  if (request.method === "HEAD") return data({ state: "head" as const }, { headers });
  const parent = await parentOfToken(token);
  if (!parent) return data({ state: "invalid" as const }, { status: 400, headers });
  // After Subscribe: the confirmation, without unsubscribing again.
  if (params.get("subscribed") === "1") return data({ state: "subscribed" as const, churchName: parent.church.name, token }, { headers });
  const done = await setSubscribed(token, false).catch(() => null);
  if (!done) return data({ state: "error" as const }, { status: 500, headers });
  return data({ state: "unsubscribed" as const, churchName: done.churchName, token }, { headers });
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

export default function UnsubscribeParent() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const navigation = useNavigation();
  const state = acted && "state" in acted ? acted.state : loaded.state;
  return (
    <PublicLayout>
      <div className="card flex flex-col gap-3 text-center">
        {state === "invalid" || state === "head" ? (
          <h1 className="text-2xl font-bold text-slate-900">{EMAIL_PARENTS_MESSAGES.invalidLink}</h1>
        ) : state === "error" ? (
          <h1 className="text-2xl font-bold text-slate-900">{EMAIL_PARENTS_MESSAGES.failed}</h1>
        ) : state === "subscribed" ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{EMAIL_PARENTS_MESSAGES.subscribed}</h1>
            <p className="text-slate-700">{"churchName" in loaded ? loaded.churchName : ""} will e-mail you again.</p>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold text-slate-500">{"churchName" in loaded ? loaded.churchName : ""}</p>
            <h1 className="text-2xl font-bold text-slate-900">{EMAIL_PARENTS_MESSAGES.unsubscribed}</h1>
            <p className="text-slate-700">{EMAIL_PARENTS_MESSAGES.missNote}</p>
            <Form method="post" action={`/unsubscribe-parent?t=${encodeURIComponent("token" in loaded ? loaded.token ?? "" : "")}`}>
              <input type="hidden" name="intent" value="subscribe" />
              <SubmitButton pending={navigation.state === "submitting"}>Subscribe</SubmitButton>
            </Form>
          </>
        )}
      </div>
    </PublicLayout>
  );
}
