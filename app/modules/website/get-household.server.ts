import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A household of the church with its members, head first (spec: GET /forms/members/household/{id}); another church's is "not found". */
export async function getHousehold(churchId: string, householdId: string) {
  if (!isRecordId(householdId)) throw notFound();
  const household = await db.household.findFirst({
    where: { id: householdId, churchId },
    include: { members: { orderBy: [{ headOfHousehold: "desc" }, { ageGroup: "asc" }, { dateOfBirth: { sort: "asc", nulls: "last" } }, { firstname: "asc" }] } },
  });
  if (!household) throw notFound();
  return household;
}
