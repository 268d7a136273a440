// Priests for weddings (spec /api/priests): the church's staff with the role Priest or Deacon, listed,
// added and edited here as in Settings › Staff (docs/decisions.md: one person, one record).
import type { Prisma } from "~/generated/prisma/client";
import { fullName } from "~/modules/education/names";
import { OFFICIANT_ROLES, STAFF_ROLE_LABEL, STAFF_STATUS_LABEL } from "~/modules/staff/options";
import { saveStaffMember } from "~/modules/staff/save-staff-member.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import type { PriestInput } from "./priest-schema";

const priestWhere = (churchId: string): Prisma.StaffWhereInput => ({ churchId, role: { in: OFFICIANT_ROLES } });

/** Every priest and deacon of the church, the newest first (the spec: an added priest comes first), with their upcoming weddings. */
export async function listPriests(churchId: string, today: Date) {
  const rows = await db.staff.findMany({
    where: priestWhere(churchId),
    select: {
      id: true,
      firstname: true,
      middlename: true,
      lastname: true,
      role: true,
      status: true,
      email: true,
      phone: true,
      _count: { select: { weddings: { where: { churchId, weddingDate: { gte: today } } } } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map((p) => ({
    id: p.id,
    name: fullName(p),
    role: STAFF_ROLE_LABEL[p.role],
    status: STAFF_STATUS_LABEL[p.status],
    email: p.email,
    phone: p.phone,
    upcomingWeddings: p._count.weddings,
  }));
}

/** A priest or deacon of the church; anyone else (another church's, a secretary, none) is "not found". */
export async function getPriest(churchId: string, priestId: string) {
  if (!isRecordId(priestId)) throw notFound();
  const priest = await db.staff.findFirst({ where: { id: priestId, ...priestWhere(churchId) } });
  if (!priest) throw notFound();
  return priest;
}

/** Adds a priest (no id) or changes one of the church's priests and deacons. */
export async function savePriest(churchId: string, values: PriestInput, priestId?: string) {
  if (priestId !== undefined) await getPriest(churchId, priestId);
  return saveStaffMember(churchId, values, priestId);
}
