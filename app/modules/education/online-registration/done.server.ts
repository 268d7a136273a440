import { redirect } from "@remix-run/node";
import { fullName } from "~/modules/education/names";
import { tuitionOwed } from "~/modules/billing/tuition";
import { tuitionCheckoutUrl } from "~/modules/billing/tuition.server";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { draftPath, findDraft, type DraftResult, type LoadedDraft } from "./draft.server";
import { findRegistrationLink } from "./registration-link.server";

/** The done page's link and sent draft, or where the family goes instead (the start, or the review of a draft not sent). */
async function sentDraft(request: Request, publicId: string | undefined, token: string | null) {
  const link = await findRegistrationLink(publicId);
  // A sent registration's page stays reachable after the year closes (a payment's return, a bookmark).
  if (link.state === "invalid") {
    if (request.method !== "GET" && request.method !== "HEAD") throw redirect(`/${encodeURIComponent(publicId ?? "")}/re`);
    return null;
  }
  const draft = await findDraft(link, token);
  if (link.state === "closed" && (draft === "missing" || !draft.submittedAt)) {
    if (request.method !== "GET" && request.method !== "HEAD") throw redirect(`/${link.publicId}/re`);
    return null;
  }
  if (draft === "missing") throw redirect(`/${link.publicId}/re?expired=1`);
  if (!draft.submittedAt || !draft.result) throw redirect(draftPath(link.publicId, "review", draft.token));
  return { link, draft, result: draft.result };
}

async function registrationsOf(link: { churchId: string }, result: DraftResult) {
  const rows = await db.registration.findMany({
    where: { churchId: link.churchId, id: { in: result.registrationIds } },
    select: {
      id: true,
      tuitionCents: true,
      paid: true,
      student: { select: { firstname: true, middlename: true, lastname: true } },
      schoolClass: { select: { className: true } },
      payments: { select: { amountCents: true, refundedCents: true, stripeCheckoutSessionId: true } },
    },
  });
  return result.registrationIds
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is (typeof rows)[number] => Boolean(r))
    .map((r) => ({ ...r, name: fullName(r.student), className: r.schoolClass.className, dueCents: tuitionOwed(r).dueCents }));
}

/**
 * The done page: what was registered (and what was skipped as already registered), the total,
 * where the e-mail went, each registration's tuition due with 'Pay tuition' when the parish takes
 * cards; back from a checkout (session_id), whether it is paid, from the payments in the database.
 */
export async function doneData(request: Request, publicId: string | undefined) {
  const url = new URL(request.url);
  const found = await sentDraft(request, publicId, url.searchParams.get("d"));
  if (!found) return null;
  const { link, draft, result } = found;
  const registrations = await registrationsOf(link, result);
  const church = await db.church.findUnique({ where: { id: link.churchId }, select: { connectChargesEnabled: true, stripeConnectAccountId: true } });
  const payable = Boolean(church?.connectChargesEnabled && church.stripeConnectAccountId);
  const sessionId = url.searchParams.get("session_id");
  const returned = sessionId ? (registrations.some((r) => r.payments.some((p) => p.stripeCheckoutSessionId === sessionId)) ? "paid" : "notPaid") : null;
  return {
    token: draft.token,
    totalCents: result.totalCents,
    emailed: result.emailed,
    skipped: result.skipped,
    payable,
    returned: returned as "paid" | "notPaid" | null,
    registrations: registrations.map((r) => ({ id: r.id, name: r.name, className: r.className, tuitionCents: r.tuitionCents, dueCents: r.dueCents })),
  };
}

/**
 * 'Pay tuition' of one of the draft's registrations: the connected account's checkout, back to
 * the done page (?d= keeps the family's authority; session_id is added). Any other id: 404.
 */
export async function payFromDone(request: Request, publicId: string | undefined, form: FormData): Promise<{ payFailed: true }> {
  const posted = form.get("d");
  const found = await sentDraft(request, publicId, typeof posted === "string" ? posted : null);
  if (!found) throw redirect(`/${encodeURIComponent(publicId ?? "")}/re`);
  const { link, draft, result } = found;
  const registrationId = String(form.get("registrationId") ?? "");
  if (!result.registrationIds.includes(registrationId)) throw new Response("Not Found", { status: 404 });
  try {
    const url = await tuitionCheckoutUrl({ id: registrationId, churchId: link.churchId }, { returnPath: draftPath(link.publicId, "done", (draft as LoadedDraft).token), locale: (draft as LoadedDraft).locale });
    throw redirect(url);
  } catch (error) {
    if (error instanceof AppError) return { payFailed: true };
    throw error;
  }
}
