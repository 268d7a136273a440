// The person fields of parents, teachers, volunteers and sponsors, shared by the browser and the server.
import { z } from "zod";
import { phoneNumber } from "~/utils/form-fields";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "~/utils/text";
import { searchNameOf } from "~/modules/education/names";
import { MESSAGES, PARENT_ROLES } from "~/modules/education/options";
import { email, notes, pickedId, text } from "~/modules/education/schema-fields";

// The spec has one message for a missing first or last name.
const namePart = (label: string) =>
  z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(80, `${label} must be at most 80 characters`)
    .refine((v) => !hasControlChars(v), `${label} ${CONTROL_CHARS_MESSAGE}`);

const cellPhone = phoneNumber("Cell Phone");

export const PersonSchema = z.object({
  firstname: namePart("Firstname"),
  middlename: text("Middlename"),
  lastname: namePart("Lastname"),
  email,
  cellPhone,
});
export type PersonInput = z.infer<typeof PersonSchema>;

type Role = (typeof PARENT_ROLES)[number]["value"];
export const ParentSchema = PersonSchema.extend({
  role: z.enum(PARENT_ROLES.map((o) => o.value) as [Role, ...Role[]], { error: "Choose a role from the list" }),
});
export type ParentInput = z.infer<typeof ParentSchema>;

/** Teachers and volunteers: the person and notes. */
export const StaffSchema = PersonSchema.extend({ notes });
export type StaffInput = z.infer<typeof StaffSchema>;

export const SponsorSchema = PersonSchema.extend({
  address: text("Address", 120),
  city: text("City"),
  state: text("State", 40),
  zip: z
    .string()
    .trim()
    .refine((v) => v === "" || /^[0-9A-Za-z -]{3,10}$/.test(v), "Zip is not valid")
    .transform((v) => v || undefined)
    .optional(),
  parish: text("Parish", 120),
  studentId: pickedId("Choose a candidate from the list"),
  notes,
});
export type SponsorInput = z.infer<typeof SponsorSchema>;

/** What a create or update writes for the person fields (cleared when not filled), with the search key. */
export const personData = (values: PersonInput) => ({
  searchName: searchNameOf(values),
  firstname: values.firstname,
  middlename: values.middlename ?? null,
  lastname: values.lastname,
  email: values.email ?? null,
  cellPhone: values.cellPhone ?? null,
});
