// The staff member form, shared by the browser and the server.
import { z } from "zod";
import type { StaffPersonType, StaffRole, StaffStatus } from "~/generated/prisma/enums";
import { searchNameOf } from "~/modules/education/names";
import { email, text } from "~/modules/education/schema-fields";
import { phoneNumber, requiredText } from "~/utils/form-fields";
import { PERSON_TYPES, STAFF_ROLES, STAFF_STATUSES } from "./options";

const choice = <K extends string>(options: readonly { value: K }[], label: string) =>
  z.enum(options.map((o) => o.value) as [K, ...K[]], { error: `Choose a ${label} from the list` });

export const StaffMemberSchema = z.object({
  firstname: requiredText("First Name"),
  middlename: text("Middle Name"),
  lastname: requiredText("Last Name"),
  personType: choice<StaffPersonType>(PERSON_TYPES, "person type"),
  role: choice<StaffRole>(STAFF_ROLES, "role"),
  status: choice<StaffStatus>(STAFF_STATUSES, "status"),
  email,
  phone: phoneNumber("Phone"),
});
export type StaffMemberInput = z.infer<typeof StaffMemberSchema>;

/** The columns a create or update writes (what is not filled is cleared), with the search key. */
export const staffMemberData = (values: StaffMemberInput) => ({
  firstname: values.firstname,
  middlename: values.middlename ?? null,
  lastname: values.lastname,
  searchName: searchNameOf(values),
  personType: values.personType,
  role: values.role,
  status: values.status,
  email: values.email ?? null,
  phone: values.phone ?? null,
});
