import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/utils/session.server";

export function loader() {
  throw redirect("/login");
}

export async function action({ request }: ActionFunctionArgs) {
  throw redirect("/login", { headers: { "Set-Cookie": await endSession(request) } });
}
