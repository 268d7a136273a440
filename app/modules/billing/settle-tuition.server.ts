import type { Tx } from "~/utils/db.server";

/**
 * A registration's Paid flag from its payments (the one source the registrations list and the class
 * page read): paid once the payments, less refunds, reach the tuition. A refund that brings them
 * below un-pays it. A registration without tuition keeps what staff set by hand.
 */
export async function settleTuition(tx: Tx, churchId: string, registrationId: string) {
  const registration = await tx.registration.findFirst({ where: { id: registrationId, churchId }, select: { tuitionCents: true } });
  if (!registration || registration.tuitionCents <= 0) return;
  const sums = await tx.tuitionPayment.aggregate({ where: { churchId, registrationId }, _sum: { amountCents: true, refundedCents: true } });
  const net = (sums._sum.amountCents ?? 0) - (sums._sum.refundedCents ?? 0);
  await tx.registration.updateMany({ where: { id: registrationId, churchId }, data: { paid: net >= registration.tuitionCents } });
}
