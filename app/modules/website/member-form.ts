// The public new-member form (spec 000: Public member form; section 4's head-of-household rule;
// section 5: primary Firstname and Lastname required, e-mails as e-mails, other members' fields not
// required), shared by the visitor's browser and the server, which enforces every rule again.
import { z } from "zod";
import { email } from "~/modules/education/schema-fields";
import { calendarDate } from "~/modules/parish/wall-clock";
import { optionalText, phoneNumber, requiredText } from "~/utils/form-fields";

/** At most this many other members in one submission (the form stops offering more). */
export const MAX_OTHER_MEMBERS = 20;

export const DONATION_METHODS = [
  { value: "PAPER_ENVELOPES", label: "Paper Envelopes" },
  { value: "GIVE_ONLINE", label: "Give Online" },
] as const;
export const DONATION_LABEL = Object.fromEntries(DONATION_METHODS.map((o) => [o.value, o.label])) as Record<"PAPER_ENVELOPES" | "GIVE_ONLINE", string>;
export const AGE_GROUPS = [
  { value: "ADULT", label: "Adult" },
  { value: "CHILD", label: "Child" },
] as const;

export const MEMBER_FORM_MESSAGES = {
  submitted: "Form submitted successfully.",
  failed: "An error occurred. Please try again.",
  invalidLink: "Invalid Link!",
  invalidLinkText: "The url you entered might be invalid or expired.",
  chooseAgeGroup: "Choose Adult or Child.",
  memberFirstname: "Enter this member's first name, or remove the member.",
  oneHead: "Only one person can be the head of household.",
  childHead: "A child cannot be the head of household.",
  noHead: "Choose the head of household: you, or one of the adult members.",
  tooManyMembers: `A form can list at most ${MAX_OTHER_MEMBERS} other family members.`,
  invalidDate: "Enter a real date.",
  futureDate: "Date of birth cannot be in the future.",
  chooseMethod: "Choose a method from the list.",
} as const;

const DAY = 24 * 3600_000;
const dateOfBirth = z
  .string()
  .trim()
  .refine((v) => v === "" || (calendarDate(v) !== null && calendarDate(v)!.getUTCFullYear() >= 1900), { error: MEMBER_FORM_MESSAGES.invalidDate, abort: true })
  .refine((v) => v === "" || calendarDate(v)!.getTime() <= Date.now() + DAY, MEMBER_FORM_MESSAGES.futureDate)
  .transform((v) => v || undefined)
  .optional();
const flag = z.boolean().optional();

export const PrimaryMemberSchema = z.object({
  firstname: requiredText("Firstname"),
  lastname: requiredText("Lastname"),
  headOfHousehold: flag,
  address: optionalText("Address", 160),
  city: optionalText("City", 80),
  state: optionalText("State", 40),
  zip: optionalText("Zip", 20),
  phone: phoneNumber("Phone"),
  email,
  dateOfBirth,
  donationMethod: z.enum(["PAPER_ENVELOPES", "GIVE_ONLINE"], { error: MEMBER_FORM_MESSAGES.chooseMethod }).optional(),
});

export const OtherMemberSchema = z.object({
  ageGroup: z.enum(["ADULT", "CHILD"], { error: MEMBER_FORM_MESSAGES.chooseAgeGroup }),
  firstname: optionalText("Firstname"),
  lastname: optionalText("Lastname"),
  headOfHousehold: flag,
  phone: phoneNumber("Phone"),
  email,
  dateOfBirth,
  baptized: flag,
  firstCommunion: flag,
  confirmation: flag,
});

export const MemberFormSchema = z
  .object({
    primaryMember: PrimaryMemberSchema,
    otherMembers: z.array(OtherMemberSchema).max(MAX_OTHER_MEMBERS, MEMBER_FORM_MESSAGES.tooManyMembers).optional(),
  })
  .superRefine((v, ctx) => {
    const others = v.otherMembers ?? [];
    let heads = v.primaryMember.headOfHousehold ? 1 : 0;
    others.forEach((m, i) => {
      const filled = m.lastname || m.phone || m.email || m.dateOfBirth || m.headOfHousehold || m.baptized || m.firstCommunion || m.confirmation;
      if (!m.firstname && filled) ctx.addIssue({ code: "custom", path: ["otherMembers", i, "firstname"], message: MEMBER_FORM_MESSAGES.memberFirstname });
      if (!m.headOfHousehold) return;
      if (m.ageGroup === "CHILD") ctx.addIssue({ code: "custom", path: ["otherMembers", i, "headOfHousehold"], message: MEMBER_FORM_MESSAGES.childHead });
      else if (++heads > 1) ctx.addIssue({ code: "custom", path: ["otherMembers", i, "headOfHousehold"], message: MEMBER_FORM_MESSAGES.oneHead });
    });
    if (heads === 0) ctx.addIssue({ code: "custom", path: ["primaryMember", "headOfHousehold"], message: MEMBER_FORM_MESSAGES.noHead });
  });
export type MemberFormInput = z.output<typeof MemberFormSchema>;
type OtherMember = { ageGroup?: string; headOfHousehold?: boolean | string | null };

/**
 * Spec section 4, for the form in the browser: the primary member's Head of Household box shows
 * unless another adult is the head; an adult member's shows only when the primary is not the head
 * and no other adult is, or that member is the head. Children have none.
 */
export function headBoxes(primaryIsHead: boolean, others: OtherMember[]) {
  const isHead = (m: OtherMember) => m.ageGroup === "ADULT" && (m.headOfHousehold === true || m.headOfHousehold === "on");
  const headIndex = others.findIndex(isHead);
  return {
    primary: headIndex === -1,
    members: others.map((m, i) => m.ageGroup === "ADULT" && !primaryIsHead && (headIndex === -1 || headIndex === i)),
  };
}
