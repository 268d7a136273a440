import { searchNameOf } from "~/modules/education/names";
import { calendarDate } from "~/modules/parish/wall-clock";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { getMember } from "./get-member.server";
import type { MemberInput } from "./household-schema";
import { MEMBER_FORM_MESSAGES } from "./member-form";

/**
 * Changes a member of the church (another church's is "not found"). Made the head, the member takes
 * over from the household's head; a child cannot be the head.
 */
export async function saveMember(churchId: string, memberId: string, v: MemberInput) {
  const member = await getMember(churchId, memberId);
  if (v.headOfHousehold && v.ageGroup === "CHILD") throw new AppError("INVALID", MEMBER_FORM_MESSAGES.childHead, { headOfHousehold: [MEMBER_FORM_MESSAGES.childHead] });
  const dateOfBirth = v.dateOfBirth ? calendarDate(v.dateOfBirth) : null;
  if (v.dateOfBirth && !dateOfBirth) throw new AppError("INVALID", MEMBER_FORM_MESSAGES.invalidDate, { dateOfBirth: [MEMBER_FORM_MESSAGES.invalidDate] });
  await db.$transaction(async (tx) => {
    if (v.headOfHousehold) await tx.member.updateMany({ where: { householdId: member.householdId, churchId, id: { not: member.id } }, data: { headOfHousehold: false } });
    await tx.member.updateMany({
      where: { id: member.id, churchId },
      data: {
        ageGroup: v.ageGroup,
        firstname: v.firstname,
        lastname: v.lastname,
        searchName: searchNameOf(v),
        headOfHousehold: v.headOfHousehold ?? false,
        phone: v.phone ?? null,
        email: v.email ?? null,
        dateOfBirth,
        baptized: v.baptized ?? false,
        firstCommunion: v.firstCommunion ?? false,
        confirmation: v.confirmation ?? false,
      },
    });
  });
  return { householdId: member.householdId };
}
