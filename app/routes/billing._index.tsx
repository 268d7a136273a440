import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.billing });
  throw redirect("/billing/subscriptions");
}
