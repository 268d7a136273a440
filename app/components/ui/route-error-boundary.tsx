import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { NotFoundView, ReadOnlyView, SomethingWentWrongView, UnexpectedErrorView } from "./error-views";

/** The spec's error views: not found, 'Unexpected Application Error!' for responses, 'Something went wrong.' otherwise. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView />;
    if (error.status === 402 && error.data?.readOnly) return <ReadOnlyView message={String(error.data.message)} />;
    const message = typeof error.data === "string" ? error.data : error.statusText;
    return <UnexpectedErrorView status={error.status} message={message} />;
  }
  const message = error instanceof Error ? error.message : "Unknown error";
  return <SomethingWentWrongView message={message} />;
}
