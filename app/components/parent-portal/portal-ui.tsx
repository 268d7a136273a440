import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A status message in the page's HTML (works without JavaScript), announced to screen readers. */
export function Notice({ tone = "info", children }: { tone?: "info" | "success" | "error"; children: React.ReactNode }) {
  const colours = { info: "border-blue-300 bg-blue-50 text-blue-900", success: "border-green-300 bg-green-50 text-green-900", error: "border-red-300 bg-red-50 text-red-900" }[tone];
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-md border p-3 text-sm ${colours}`}>
      {children}
    </p>
  );
}

/** The portal's not-found and error screens, inside its layout and in the page's language. */
export function PortalErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("portal");
  const { t: tc } = useTranslation("common");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="card flex flex-col items-start gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? t("notFound.title") : tc("errors.title")}</h1>
      <p className="text-slate-700">{notFound ? t("notFound.text") : tc("errors.tryAgain")}</p>
      <Link to="/re/parent" className="btn">
        {t("notFound.back")}
      </Link>
    </div>
  );
}
