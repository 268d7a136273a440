import { AppError, isUniqueViolation } from "~/utils/errors.server";
import { db, type Tx } from "~/utils/db.server";
import { lockSchoolYears, switchCurrentYear } from "./make-year-current.server";
import { YEAR_NAME_TAKEN, type YearInput } from "./year-schema";

export const yearNameTakenError = () => new AppError("CONFLICT", YEAR_NAME_TAKEN, { yearName: [YEAR_NAME_TAKEN] });

/** Another year of the church already has this name (ignoring case). */
export async function yearNameTaken(tx: Tx, churchId: string, yearName: string, exceptId?: string) {
  const found = await tx.schoolYear.findFirst({
    where: { churchId, yearName: { equals: yearName, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  return found !== null;
}

/** Adds a school year; the church's first year becomes the current one, as does one asked to be. */
export async function createYear(churchId: string, values: YearInput) {
  try {
    return await db.$transaction(async (tx) => {
      await lockSchoolYears(tx, churchId);
      if (await yearNameTaken(tx, churchId, values.yearName)) throw yearNameTakenError();
      const hasCurrent = (await tx.schoolYear.count({ where: { churchId, isCurrent: true } })) > 0;
      const year = await tx.schoolYear.create({ data: { churchId, yearName: values.yearName }, select: { id: true, yearName: true } });
      if (!hasCurrent || values.makeCurrent) await switchCurrentYear(tx, churchId, year.id);
      return year;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw yearNameTakenError();
    throw error;
  }
}
