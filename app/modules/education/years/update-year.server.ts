import { db } from "~/utils/db.server";
import { isUniqueViolation, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { yearNameTaken, yearNameTakenError } from "./create-year.server";
import { lockSchoolYears, switchCurrentYear } from "./make-year-current.server";
import type { YearInput } from "./year-schema";

/** Renames one of the church's years and, when asked, makes it the current one (one transaction). */
export async function updateYear(churchId: string, yearId: string, values: YearInput) {
  if (!isRecordId(yearId)) throw notFound();
  try {
    return await db.$transaction(async (tx) => {
      await lockSchoolYears(tx, churchId);
      if (await yearNameTaken(tx, churchId, values.yearName, yearId)) throw yearNameTakenError();
      const { count } = await tx.schoolYear.updateMany({ where: { churchId, id: yearId }, data: { yearName: values.yearName } });
      if (count === 0) throw notFound();
      if (values.makeCurrent) await switchCurrentYear(tx, churchId, yearId);
      return { id: yearId, yearName: values.yearName };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw yearNameTakenError();
    throw error;
  }
}
