import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { safeRedirectPath } from "~/utils/landing";
import { billingGateway } from "./gateway.server";
import { returnUrl } from "./subscribe.server";

import { PAYMENTS_PAGE } from "./tuition";

export { PAYMENTS_PAGE };

/**
 * payments/connectedAccount/connect: the parish's own Stripe account (created once: idempotent key,
 * conditional update) and an onboarding link that comes back to `location` (a path of this app).
 */
export async function connectAccount(churchId: string, location: string | null): Promise<string> {
  const church = await db.church.findUnique({ where: { id: churchId }, select: { name: true, stripeConnectAccountId: true } });
  if (!church) throw notFound();
  const gateway = billingGateway();
  let accountId = church.stripeConnectAccountId;
  if (!accountId) {
    const created = await gateway.createConnectAccount({ churchId, name: church.name });
    await db.church.updateMany({ where: { id: churchId, stripeConnectAccountId: null }, data: { stripeConnectAccountId: created } });
    accountId = (await db.church.findUnique({ where: { id: churchId }, select: { stripeConnectAccountId: true } }))?.stripeConnectAccountId ?? created;
  }
  const back = safeRedirectPath(location) ?? PAYMENTS_PAGE;
  return gateway.connectLink({ accountId, refreshUrl: returnUrl(gateway, `${PAYMENTS_PAGE}?refresh=1`), returnUrl: returnUrl(gateway, back) });
}

/** payments/connectedAccount/status: connected or not, and whether it may take charges (read from Stripe, then kept). */
export async function connectStatus(churchId: string) {
  const church = await db.church.findUnique({ where: { id: churchId }, select: { stripeConnectAccountId: true, connectChargesEnabled: true } });
  if (!church) throw notFound();
  if (!church.stripeConnectAccountId) return { connected: false, chargesEnabled: false, error: null };
  try {
    const { chargesEnabled } = await billingGateway().connectStatus(church.stripeConnectAccountId);
    if (chargesEnabled !== church.connectChargesEnabled) {
      await db.church.updateMany({ where: { id: churchId, stripeConnectAccountId: church.stripeConnectAccountId }, data: { connectChargesEnabled: chargesEnabled } });
    }
    return { connected: true, chargesEnabled, error: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { connected: true, chargesEnabled: church.connectChargesEnabled, error: error.message };
  }
}
