import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getOptionalContext } from "~/utils/church-context.server";
import { landingPath } from "~/utils/landing";

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await getOptionalContext(request);
  if (!context) throw redirect("/login");
  throw redirect(landingPath({ moduleOnLogin: context.user.moduleOnLogin, roles: context.roles }));
}
