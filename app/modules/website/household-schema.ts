// Editing a household (spec: PATCH /forms/members/household/{id}): where the family lives, how to reach it and how it gives.
import { z } from "zod";
import { email } from "~/modules/education/schema-fields";
import { optionalText, phoneNumber } from "~/utils/form-fields";
import { MEMBER_FORM_MESSAGES } from "./member-form";

export const HouseholdSchema = z.object({
  address: optionalText("Address", 160),
  city: optionalText("City", 80),
  state: optionalText("State", 40),
  zip: optionalText("Zip", 20),
  phone: phoneNumber("Phone"),
  email,
  donationMethod: z.enum(["PAPER_ENVELOPES", "GIVE_ONLINE"], { error: MEMBER_FORM_MESSAGES.chooseMethod }).optional(),
});
export type HouseholdInput = z.output<typeof HouseholdSchema>;

/** Editing one member (spec: PATCH /forms/members/member/{id}); a child is never the head. */
export const MemberSchema = z.object({
  ageGroup: z.enum(["ADULT", "CHILD"], { error: MEMBER_FORM_MESSAGES.chooseAgeGroup }),
  firstname: z.string({ error: "Firstname is required" }).trim().min(1, "Firstname is required").max(80, "Firstname must be at most 80 characters"),
  lastname: z.string({ error: "Lastname is required" }).trim().min(1, "Lastname is required").max(80, "Lastname must be at most 80 characters"),
  headOfHousehold: z.boolean().optional(),
  phone: phoneNumber("Phone"),
  email,
  dateOfBirth: z.string().trim().optional(),
  baptized: z.boolean().optional(),
  firstCommunion: z.boolean().optional(),
  confirmation: z.boolean().optional(),
});
export type MemberInput = z.output<typeof MemberSchema>;
