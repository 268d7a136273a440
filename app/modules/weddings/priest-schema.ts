// The priest form of the Weddings area: a staff member whose role is Priest or Deacon (docs/decisions.md).
import { z } from "zod";
import type { StaffRole } from "~/generated/prisma/enums";
import { STAFF_ROLES } from "~/modules/staff/options";
import { StaffMemberSchema } from "~/modules/staff/staff-schema";

export const PRIEST_ROLES = STAFF_ROLES.filter((r) => r.value === "PRIEST" || r.value === "DEACON");

export const PriestSchema = StaffMemberSchema.extend({
  role: z.enum(PRIEST_ROLES.map((r) => r.value) as [StaffRole, ...StaffRole[]], { error: "Choose Priest or Deacon" }),
});
export type PriestInput = z.infer<typeof PriestSchema>;
