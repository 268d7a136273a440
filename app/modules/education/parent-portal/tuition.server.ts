import { tuitionCheckoutUrl } from "~/modules/billing/tuition.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isLanguage } from "~/utils/i18n";
import { isRecordId } from "~/utils/text";
import { ownRegistrationWhere, type PortalParent } from "./guard.server";

export const PAYMENT_RETURN = "/re/parent/payments/return";

/**
 * 'Pay tuition' on the portal's home: a checkout on the parish's connected account for what is due
 * on a registration of one of the parent's children (404 for any other), coming back to the
 * portal's return page. Throws billing's AppErrors (not connected, nothing due) for the page to word.
 */
export async function parentTuitionCheckout(parent: PortalParent, registrationId: string) {
  if (!isRecordId(registrationId)) throw notFound();
  const registration = await db.registration.findFirst({ where: { id: registrationId, ...ownRegistrationWhere(parent) }, select: { id: true, churchId: true } });
  if (!registration) throw notFound();
  return tuitionCheckoutUrl(registration, { returnPath: PAYMENT_RETURN, locale: isLanguage(parent.locale) ? parent.locale : undefined });
}

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
const CLIENT_SECRET = /^(pi_[A-Za-z0-9_]{1,250}?)_secret_[A-Za-z0-9]{1,250}$/;

export type PaymentOutcome =
  | { state: "paid"; amountCents: number; child: string }
  | { state: "pending" }
  | { state: "unknown" }
  | { state: "cancelled" };

/**
 * What the payment return page says, from the server's own records only (never the URL): a
 * TuitionPayment of a registration of the parent's children with this checkout session (session_id)
 * or payment intent (payment_intent_client_secret, as the spec's refresh call passes it) is paid;
 * a well-formed id without one is not confirmed yet (the provider's webhook records payments);
 * a malformed one is unknown; no id at all (the checkout's cancel address) means no payment.
 */
export async function paymentOutcome(parent: PortalParent, query: { sessionId: string | null; clientSecret: string | null }): Promise<PaymentOutcome> {
  const { sessionId, clientSecret } = query;
  if (!sessionId && !clientSecret) return { state: "cancelled" };
  const intent = clientSecret ? CLIENT_SECRET.exec(clientSecret)?.[1] : undefined;
  const byId = sessionId && SESSION_ID.test(sessionId) ? { stripeCheckoutSessionId: sessionId } : intent ? { stripePaymentIntentId: intent } : null;
  if (!byId) return { state: "unknown" };
  const payment = await db.tuitionPayment.findFirst({
    where: { ...byId, churchId: parent.churchId, registration: ownRegistrationWhere(parent) },
    select: { amountCents: true, registration: { select: { student: { select: { firstname: true, lastname: true } } } } },
  });
  if (!payment) return { state: "pending" };
  const student = payment.registration.student;
  return { state: "paid", amountCents: payment.amountCents, child: `${student.firstname} ${student.lastname}` };
}
