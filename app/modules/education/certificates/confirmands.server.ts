import { db } from "~/utils/db.server";

/** The students registered in a class for a year (the church's only), by last then first name, with their confirmation date. */
export async function listConfirmands(churchId: string, classId: string, yearId: string) {
  const rows = await db.registration.findMany({
    where: { churchId, schoolClassId: classId, schoolYearId: yearId, student: { churchId } },
    select: { student: { select: { firstname: true, middlename: true, lastname: true, confirmationDate: true } } },
    orderBy: [{ student: { lastname: "asc" } }, { student: { firstname: "asc" } }, { id: "asc" }],
  });
  return rows.map((r) => r.student);
}
