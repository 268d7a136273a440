import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { consentCookie } from "~/utils/cookie-consent";
import { usesHttps } from "~/utils/env.server";
import { safeRedirectPath } from "~/utils/landing";

export function loader() {
  throw redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const to = safeRedirectPath(form.get("redirectTo")) ?? "/";
  const headers = { "Set-Cookie": consentCookie(usesHttps()) };
  // The banner's fetcher (JavaScript on) stays on the page; a plain form post goes back where it was.
  if (form.get("js") === "1") return data({ accepted: true }, { headers });
  throw redirect(to, { headers });
}
