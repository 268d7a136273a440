import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Notice, PortalErrorBoundary } from "~/components/parent-portal/portal-ui";
import { portalTitle, requirePortalPage } from "~/modules/education/parent-portal/page.server";
import { paymentOutcome } from "~/modules/education/parent-portal/tuition.server";
import { formatMoneyIn, isLanguage } from "~/utils/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Parent portal" }];

/**
 * Back from the card payment (?session_id=..., or the spec's ?payment_intent_client_secret=...):
 * paid or not, from the payments recorded for the parent's own registrations, never from the URL.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { parent, church, t } = await requirePortalPage(request);
  const params = new URL(request.url).searchParams;
  const outcome = await paymentOutcome(parent, { sessionId: params.get("session_id"), clientSecret: params.get("payment_intent_client_secret") });
  return { outcome, title: portalTitle(t("payment.meta"), church.name) };
}

export default function PaymentReturn() {
  const { outcome } = useLoaderData<typeof loader>();
  const location = useLocation();
  const { t, i18n } = useTranslation("portal");
  const lng = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <div className="card mx-auto flex max-w-xl flex-col gap-4" data-testid="payment-outcome" data-state={outcome.state}>
      <h1 className="text-2xl font-bold text-slate-900">{t("payment.title")}</h1>
      {outcome.state === "paid" ? (
        <Notice tone="success">{t("payment.paid", { amount: formatMoneyIn(lng, outcome.amountCents), child: outcome.child })}</Notice>
      ) : outcome.state === "pending" ? (
        <>
          <Notice>{t("payment.pending")}</Notice>
          <p>
            <Link to={location.pathname + location.search} reloadDocument className="btn-secondary">
              {t("payment.checkAgain")}
            </Link>
          </p>
        </>
      ) : outcome.state === "cancelled" ? (
        <Notice>{t("payment.cancelled")}</Notice>
      ) : (
        <Notice tone="error">{t("payment.unknown")}</Notice>
      )}
      <p>
        <Link to="/re/parent" className="btn">
          {t("payment.home")}
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = PortalErrorBoundary;
