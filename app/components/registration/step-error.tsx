import { isRouteErrorResponse, Link, useParams, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * A registration page's error, inside the registration's frame and language: an unknown page of
 * the registration (404) with a way back to its start, anything else as 'Something went wrong'.
 */
export function StepErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("registration");
  const { t: tc } = useTranslation("common");
  const params = useParams();
  const start = `/${params.churchAndYearId ?? ""}/re`;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="flex flex-col gap-3 py-6">
        <p className="text-4xl font-bold text-slate-600">404</p>
        <h1 className="text-2xl font-bold text-slate-900">{t("notFound.title")}</h1>
        <p className="text-slate-700">{t("notFound.text")}</p>
        <Link to={start} className="btn self-start">
          {t("notFound.back")}
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 429) {
    return (
      <section className="flex flex-col gap-3 py-6">
        <h1 className="text-2xl font-bold text-slate-900">{tc("errors.tooMany")}</h1>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-3 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{tc("errors.title")}</h1>
      <p className="text-slate-700">{tc("errors.tryAgain")}</p>
      <Link to={start} className="btn self-start">
        {t("notFound.back")}
      </Link>
    </section>
  );
}
