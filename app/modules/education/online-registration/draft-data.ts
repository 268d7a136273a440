// What a family types in the public registration, step by step, as it is kept in
// RegistrationDraft.data: every value as typed (strings), so a page always shows back exactly what
// was typed; each step's schema checks it when the family goes on, and the review checks it all.
// No server imports: the step pages use the types, the actions the schemas.
import { z } from "zod";

export const STEPS = ["family", "children", "classes", "permissions", "review"] as const;
export type Step = (typeof STEPS)[number];

/** The address of a step of a draft ("" for the start page, "done" after sending). */
export const draftPath = (publicId: string, step: Step | "done" | "", token: string) => `/${publicId}/re${step ? `/${step}` : ""}?d=${encodeURIComponent(token)}`;

export const MAX_PARENTS = 3;
export const MAX_CHILDREN = 10;
/** A draft may be continued for this many days after it was started. */
export const DRAFT_DAYS = 7;

export const PARENT_ROLES = ["MOTHER", "FATHER", "LEGAL_GUARDIAN"] as const;
export type ParentRoleValue = (typeof PARENT_ROLES)[number];
export const GENDERS = ["MALE", "FEMALE"] as const;
/** The spec's baptismal statuses (Student.baptized): Baptized Catholic / Protestant / Orthodox, No. */
export const BAPTISMAL_STATUSES = ["CATHOLIC", "PROTESTANT", "ORTHODOX", "NO"] as const;
export type BaptismalValue = (typeof BAPTISMAL_STATUSES)[number];
export const YES_NO = ["yes", "no"] as const;

export type DraftParent = { role: string; firstname: string; middlename: string; lastname: string; email: string; cellPhone: string };
export type DraftFamily = { parents: DraftParent[]; address: string; address2: string; city: string; state: string; zip: string };
export type DraftChild = {
  firstname: string;
  middlename: string;
  lastname: string;
  dateOfBirth: string;
  gender: string;
  baptized: string;
  baptizedDate: string;
  churchOfBaptism: string;
  firstCommunion: string;
  confirmation: string;
  notes: string;
  /** The class step. */
  classId: string;
  /** The permissions step ("yes" / "no"), only those the year asks. */
  photography: string;
  safety: string;
};
export type DraftData = { family: DraftFamily; children: DraftChild[] };

/** What startRegistrationDraft may fill in ahead (the portal's 'Register for next year'): any field, as text. */
export type RegistrationPrefill = { family?: Partial<Omit<DraftFamily, "parents">> & { parents?: Partial<DraftParent>[] }; children?: Partial<DraftChild>[] };

export const emptyParent = (role = ""): DraftParent => ({ role, firstname: "", middlename: "", lastname: "", email: "", cellPhone: "" });
export const emptyChild = (): DraftChild => ({
  firstname: "",
  middlename: "",
  lastname: "",
  dateOfBirth: "",
  gender: "",
  baptized: "",
  baptizedDate: "",
  churchOfBaptism: "",
  firstCommunion: "",
  confirmation: "",
  notes: "",
  classId: "",
  photography: "",
  safety: "",
});

const text = (value: unknown, max = 2000) => (typeof value === "string" ? value.slice(0, max) : value == null ? "" : String(value).slice(0, max));
const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function pick<T extends Record<string, string>>(empty: T, value: unknown): T {
  const from = record(value);
  return Object.fromEntries(Object.keys(empty).map((k) => [k, text(from[k])])) as T;
}

/** The draft's data as stored (or a prefill), made whole: every field a string, the lists bounded. */
export function normalizeDraft(value: unknown): DraftData {
  const data = record(value);
  const family = record(data.family);
  const parents = list(family.parents).slice(0, MAX_PARENTS).map((p) => pick(emptyParent(), p));
  return {
    family: {
      ...pick({ address: "", address2: "", city: "", state: "", zip: "" }, family),
      parents: parents.length ? parents : [emptyParent("MOTHER")],
    },
    children: list(data.children).slice(0, MAX_CHILDREN).map((c) => pick(emptyChild(), c)),
  };
}

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

export type AskedPermissions = { photography: boolean; safety: boolean };

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

/** The steps a family goes through: permissions only when the year asks for one. */
export const stepsFor = (asked: AskedPermissions): Step[] => STEPS.filter((s) => s !== "permissions" || asked.photography || asked.safety);

/** Reads the posted fields of a form into `into` (only known keys; missing ones become ""). */
export function readFields<T extends Record<string, string>>(form: FormData, prefix: string, empty: T): T {
  return Object.fromEntries(Object.keys(empty).map((k) => [k, text(form.get(`${prefix}${k}`) ?? "")])) as T;
}
