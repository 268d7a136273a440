// The checks of the public registration's steps (server side: the pages do not load zod).
import { z } from "zod";
import { MAX_CHILDREN, MAX_PARENTS, BAPTISMAL_STATUSES, GENDERS, PARENT_ROLES, YES_NO, type AskedPermissions, type DraftChild, type DraftData, type DraftFamily, type Step } from "./draft-data";

// ---------------------------------------------------------------------------------------------
// Validation. Messages are codes, not text ("required", "tooLong:100"): the page translates them
// into its own language (errorText), so a Spanish page never shows an English message.

export type FieldErrors = Record<string, string>;

const required = (max: number) => z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: `tooLong:${max}` });
const optional = (max: number) => z.string({ error: "required" }).trim().max(max, { error: `tooLong:${max}` });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (value: string) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const ParentSchema = z.object({
  role: z.enum(PARENT_ROLES, { error: "choose" }),
  firstname: required(50),
  middlename: optional(50),
  lastname: required(50),
  email: optional(254).pipe(z.union([z.literal(""), z.email({ error: "email" })])),
  cellPhone: optional(30).pipe(z.string().regex(/^[0-9+()\-.\s]*$/, { error: "phone" })),
});

export const FamilySchema = z
  .object({
    parents: z.array(ParentSchema).min(1).max(MAX_PARENTS, { error: "tooMany" }),
    address: required(200),
    address2: optional(200),
    city: required(100),
    state: required(50),
    zip: required(20),
  })
  .superRefine((family, ctx) => {
    if (family.parents[0] && !family.parents[0].email) ctx.addIssue({ code: "custom", path: ["parents", 0, "email"], message: "required" });
  });

/** A date typed on a form: a real calendar date, not in the future, after 1900. */
const pastDate = (requiredDate: boolean) =>
  z
    .string({ error: "required" })
    .trim()
    .max(10, { error: "date" })
    .superRefine((value, ctx) => {
      if (!value) {
        if (requiredDate) ctx.addIssue({ code: "custom", message: "required" });
        return;
      }
      if (!realDate(value) || value < "1900-01-01") ctx.addIssue({ code: "custom", message: "date" });
      else if (value > new Date().toISOString().slice(0, 10)) ctx.addIssue({ code: "custom", message: "future" });
    });

export const ChildSchema = z
  .object({
    firstname: required(50),
    middlename: optional(50),
    lastname: required(50),
    dateOfBirth: pastDate(true),
    gender: z.enum(GENDERS, { error: "choose" }),
    baptized: z.enum(BAPTISMAL_STATUSES, { error: "choose" }),
    baptizedDate: pastDate(false),
    churchOfBaptism: optional(100),
    firstCommunion: z.enum(YES_NO, { error: "choose" }),
    confirmation: z.enum(YES_NO, { error: "choose" }),
    notes: optional(1000),
  })
  .superRefine((child, ctx) => {
    if (child.baptized !== "NO" && !child.churchOfBaptism) ctx.addIssue({ code: "custom", path: ["churchOfBaptism"], message: "required" });
  });

export const ChildrenSchema = z.array(ChildSchema).min(1, { error: "noChildren" }).max(MAX_CHILDREN, { error: "tooManyChildren" });

export const SignatureSchema = z.object({
  signedName: required(100),
  agree: z.literal("on", { error: "agree" }),
});

/** A zod error as { "children[1].firstname": "required" } (the first problem of each field). */
export function fieldErrors(error: z.ZodError, prefix = ""): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.reduce<string>((name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)), prefix);
    const message = /^[a-zA-Z]+(:\d+)?$/.test(issue.message) ? issue.message : "invalid";
    if (!(path in out)) out[path] = message;
  }
  return out;
}

export const familyErrors = (family: DraftFamily) => {
  const parsed = FamilySchema.safeParse(family);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

export const childrenErrors = (children: DraftChild[]) => {
  const parsed = ChildrenSchema.safeParse(children);
  return parsed.success ? {} : fieldErrors(parsed.error, "children");
};

/** The class step: one class per child, from the offered ids. */
export function classErrors(children: DraftChild[], classIds: Set<string>): FieldErrors {
  const out: FieldErrors = {};
  children.forEach((child, i) => {
    if (!child.classId) out[`children[${i}].classId`] = "choose";
    else if (!classIds.has(child.classId)) out[`children[${i}].classId`] = "choose";
  });
  return out;
}

export function permissionErrors(children: DraftChild[], asked: AskedPermissions): FieldErrors {
  const out: FieldErrors = {};
  children.forEach((child, i) => {
    if (asked.photography && !YES_NO.includes(child.photography as "yes")) out[`children[${i}].photography`] = "choose";
    if (asked.safety && !YES_NO.includes(child.safety as "yes")) out[`children[${i}].safety`] = "choose";
  });
  return out;
}

/** The first step with something missing or wrong (the review is reachable only when none is). */
export function firstIncompleteStep(data: DraftData, classIds: Set<string>, asked: AskedPermissions): Step {
  if (Object.keys(familyErrors(data.family)).length) return "family";
  if (Object.keys(childrenErrors(data.children)).length) return "children";
  if (Object.keys(classErrors(data.children, classIds)).length) return "classes";
  if (Object.keys(permissionErrors(data.children, asked)).length) return "permissions";
  return "review";
}

