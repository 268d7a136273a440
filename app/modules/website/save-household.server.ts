import { db } from "~/utils/db.server";
import { getHousehold } from "./get-household.server";
import type { HouseholdInput } from "./household-schema";

/** Changes a household of the church (another church's is "not found" and stays). */
export async function saveHousehold(churchId: string, householdId: string, v: HouseholdInput) {
  const household = await getHousehold(churchId, householdId);
  await db.household.updateMany({
    where: { id: household.id, churchId },
    data: { address: v.address || null, city: v.city || null, state: v.state || null, zip: v.zip || null, phone: v.phone ?? null, email: v.email?.toLowerCase() ?? null, donationMethod: v.donationMethod ?? null },
  });
  return { id: household.id };
}
