import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { PARENT_SIGN_IN, PORTAL } from "~/modules/education/parent-portal/guard.server";
import { endSession } from "~/utils/session.server";

export function loader() {
  throw redirect(PORTAL);
}

/** The portal's Sign out: the session row is deleted (a copied cookie stops working); back to the parent sign-in page. */
export async function action({ request }: ActionFunctionArgs) {
  throw redirect(PARENT_SIGN_IN, { headers: { "Set-Cookie": await endSession(request) } });
}
