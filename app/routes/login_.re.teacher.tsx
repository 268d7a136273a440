import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { signInWithLink } from "~/modules/auth/link-sign-in.server";
import { redirectWithToast } from "~/utils/session.server";

/** The teacher portal's e-mailed sign-in link: ?token=...&u=... (spec 001, "Teacher login link page"). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await signInWithLink(request, context, "TEACHER");
  if (!outcome.ok) throw await redirectWithToast(request, "/login", { type: "error", message: outcome.error });
  throw redirect(outcome.to, outcome.setCookie ? { headers: { "Set-Cookie": outcome.setCookie } } : undefined);
}
