// The Edit Student / Add Student form (spec sections 2 and 5), shared by the browser and the server.
import { z } from "zod";
import {
  GENDERS,
  LIVES_WITH,
  MARITAL_STATUSES,
  MARRIAGE_AUTHORITIES,
  MARRIAGE_HISTORIES,
  MESSAGES,
  RELIGIOUS_AFFILIATIONS,
  SPOUSE_MARRIAGE_HISTORIES,
  STUDENT_STATUSES,
  STUDENT_TYPES,
} from "~/modules/education/options";
import { email, notes, pickedId, text } from "~/modules/education/schema-fields";
import { sacramentDate } from "./sacraments-schema";

const oneOf = <K extends string>(options: readonly { value: K }[], label: string) =>
  z.enum(options.map((o) => o.value) as [K, ...K[]], { error: `Choose a ${label} from the list` });

const parentId = pickedId("Choose a parent from the list");

const dateOfBirth = z
  .string()
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v) && v >= "1900-01-01" && date.getTime() <= Date.now();
  }, "Date of Birth must be a valid date, not in the future")
  .optional();

export const StudentSchema = z
  .object({
    firstname: text("Firstname"),
    middlename: text("Middlename"),
    lastname: text("Lastname"),
    altID: text("Alt ID", 40),
    gender: oneOf(GENDERS, "gender").optional(),
    type: oneOf(STUDENT_TYPES, "student type").default("CHURCH"),
    livesWith: oneOf(LIVES_WITH, "lives with").optional(),
    status: oneOf(STUDENT_STATUSES, "status").default("CURRENT"),
    dateOfBirth,
    notes,
    motherId: parentId,
    fatherId: parentId,
    legalGuardianId: parentId,
    // OCIA only
    address: text("Address", 120),
    address2: text("Address 2", 120),
    city: text("City"),
    state: text("State", 40),
    zip: text("Zip", 20),
    email,
    religiousAffiliation: oneOf(RELIGIOUS_AFFILIATIONS, "religious affiliation").optional(),
    maritalStatus: oneOf(MARITAL_STATUSES, "marital status").optional(),
    marriageAuthor: oneOf(MARRIAGE_AUTHORITIES, "marriage authority").optional(),
    marriageHistory: oneOf(MARRIAGE_HISTORIES, "marriage history").optional(),
    prevMarriageAuthor: oneOf(MARRIAGE_AUTHORITIES, "marriage authority").optional(),
    spouseReligiousAffiliation: oneOf(RELIGIOUS_AFFILIATIONS, "religious affiliation").optional(),
    spouseMarriageHistory: oneOf(SPOUSE_MARRIAGE_HISTORIES, "marriage history").optional(),
    spousePrevMarriageAuthor: oneOf(MARRIAGE_AUTHORITIES, "marriage authority").optional(),
    // Kept only when the student's recorded baptismal status asks for one (Edit Student).
    professionOfFaith: z.boolean().optional(),
    professionOfFaithDate: sacramentDate("Profession of Faith Date"),
  })
  // One message for both names (spec section 5), checked even when another field is wrong.
  .refine((v) => Boolean(v?.firstname && v?.lastname), { message: MESSAGES.nameRequired, when: () => true });

export type StudentInput = z.infer<typeof StudentSchema>;
/** The form's values as the browser holds them: text. */
export type StudentFormValues = { [K in Exclude<keyof z.input<typeof StudentSchema>, "professionOfFaith">]?: string } & { professionOfFaith?: boolean };

/** A stored student as the form's starting values (dates as YYYY-MM-DD). */
export function studentFormDefaults(student: { [K in keyof StudentFormValues]?: string | Date | boolean | null }) {
  const values: Record<string, string | boolean> = {};
  for (const key of Object.keys(StudentSchema.shape) as (keyof StudentFormValues)[]) {
    const value = student[key];
    if (value instanceof Date) values[key] = value.toISOString().slice(0, 10);
    else if (value != null) values[key] = value;
  }
  return values as StudentFormValues;
}

/** Which conditional parts of the form apply (spec section 4: OCIA only; Married; Previously Married). */
export function studentSections(v: { type?: string; maritalStatus?: string; marriageHistory?: string; spouseMarriageHistory?: string }) {
  const ocia = v.type === "RCIA";
  const married = ocia && v.maritalStatus === "MARRIED";
  return {
    ocia,
    married,
    previouslyMarried: ocia && v.marriageHistory === "PREVIOUSLY_MARRIED",
    spousePreviouslyMarried: married && v.spouseMarriageHistory === "PREVIOUSLY_MARRIED",
  };
}

export const PARENT_FIELDS = [
  { name: "motherId", role: "MOTHER", label: "Mother" },
  { name: "fatherId", role: "FATHER", label: "Father" },
  { name: "legalGuardianId", role: "LEGAL_GUARDIAN", label: "Legal Guardian" },
] as const;

export const STUDENT_ADDED = "Student added successfully";
