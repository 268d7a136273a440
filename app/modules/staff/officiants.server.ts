// The one rule for officiants (spec section 4): the church's active staff with the role Priest or Deacon.
import type { Prisma } from "~/generated/prisma/client";
import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { OFFICIANT_ROLES, STAFF_MESSAGES, STAFF_ROLE_LABEL } from "./options";

const officiantWhere = (churchId: string, keepId?: string | null): Prisma.StaffWhereInput => ({
  churchId,
  OR: [{ status: "ACTIVE", role: { in: OFFICIANT_ROLES } }, ...(keepId ? [{ id: keepId }] : [])],
});

/**
 * The officiants to choose from: active priests and deacons by last name, plus `keepId` (the one a
 * date already has, even if no longer active) so that editing a date never loses its officiant.
 */
export async function listOfficiantOptions(churchId: string, keepId?: string | null) {
  const rows = await db.staff.findMany({
    where: officiantWhere(churchId, keepId),
    select: { id: true, firstname: true, middlename: true, lastname: true, role: true },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
  });
  return rows.map((s) => ({ id: s.id, name: `${fullName(s)} (${STAFF_ROLE_LABEL[s.role]})` }));
}

/**
 * Checks a posted officiant id: one of the options above, else a field error on `field` (another
 * church's staff, an inactive one or one who is not a priest or deacon is refused the same way).
 */
export async function requireOfficiant(churchId: string, staffId: string, keepId?: string | null, field = "officiant") {
  const found = isRecordId(staffId) ? await db.staff.findFirst({ where: { id: staffId, ...officiantWhere(churchId, keepId) }, select: { id: true } }) : null;
  if (!found) throw new AppError("INVALID", STAFF_MESSAGES.notAnOfficiant, { [field]: [STAFF_MESSAGES.notAnOfficiant] });
  return found.id;
}
