import { parishToday } from "~/modules/parish/today.server";
import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { APPROVAL_PAGES, WEDDING_MESSAGES, type ApprovalPage } from "./options";
import { coupleOf } from "./rules";
import { NEEDS_APPROVAL } from "./where.server";

const COLUMN = { pastor: "pastorApprovedOn", tribunal: "dispensationOn" } as const;

/**
 * Records an approval of a wedding of the church today (the Approvals Required pages' action): the
 * pastor's, the tribunal's dispensation, or a party's domicile permission. Only while the wedding needs it
 * and lacks it (a second click changes nothing); another church's wedding is "not found".
 */
export async function recordApproval(churchId: string, input: { weddingId: string; page: ApprovalPage; party?: "groom" | "bride" | null }) {
  if (!isRecordId(input.weddingId)) throw notFound();
  const wedding = await db.wedding.findFirst({ where: { id: input.weddingId, churchId }, select: { id: true, groomFirstName: true, groomLastName: true, brideFirstName: true, brideLastName: true } });
  if (!wedding) throw notFound();
  const party = input.page === "domicile" ? input.party : null;
  if (input.page === "domicile" && party !== "groom" && party !== "bride") throw new AppError("INVALID", WEDDING_MESSAGES.nothingToRecord);
  const where = party ? { [`${party}WithinParish`]: false, [`${party}DomicilePermissionOn`]: null } : NEEDS_APPROVAL[input.page];
  const column = party ? (`${party}DomicilePermissionOn` as const) : COLUMN[input.page as "pastor" | "tribunal"];
  const { count } = await db.wedding.updateMany({ where: { id: wedding.id, churchId, AND: [where] }, data: { [column]: parishToday() } });
  if (count === 0) throw new AppError("CONFLICT", WEDDING_MESSAGES.nothingToRecord);
  const label = party ? `${party === "groom" ? "Groom" : "Bride"} domicile permission` : APPROVAL_PAGES[input.page].approval;
  return { message: WEDDING_MESSAGES.approvalRecorded(label, coupleOf(wedding)) };
}

/** What an approval button posts: the wedding, which approval (`approval`: pastor, tribunal or domicile) and, for the domicile, whose. */
export function approvalFromForm(formData: FormData) {
  const page = String(formData.get("approval") ?? "");
  const posted = formData.get("party");
  const party: "groom" | "bride" | null = posted === "groom" || posted === "bride" ? posted : null;
  if (!(page in APPROVAL_PAGES)) throw new AppError("INVALID", WEDDING_MESSAGES.nothingToRecord);
  return { weddingId: String(formData.get("weddingId") ?? ""), page: page as ApprovalPage, party };
}
