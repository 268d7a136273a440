import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A member of the church (spec: GET /forms/members/member/{id}); another church's is "not found". */
export async function getMember(churchId: string, memberId: string) {
  if (!isRecordId(memberId)) throw notFound();
  const member = await db.member.findFirst({ where: { id: memberId, churchId } });
  if (!member) throw notFound();
  return member;
}
