import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { stepTitle } from "~/components/registration/fields";
import { StepErrorBoundary } from "~/components/registration/step-error";
import { findRegistrationLink } from "~/modules/education/online-registration/registration-link.server";

export const meta: MetaFunction = ({ matches }) => stepTitle(matches, "notFound");

/** Any other page under a registration link: 404 inside the registration's frame; an invalid or closed link says so instead (the layout). */
export async function loader({ params }: LoaderFunctionArgs) {
  const link = await findRegistrationLink(params.churchAndYearId);
  if (link.state === "open") throw new Response("Not Found", { status: 404 });
  return null;
}

export default function UnknownRegistrationPage() {
  return null;
}

export const ErrorBoundary = StepErrorBoundary;
