// What a family types in the public registration, step by step, as it is kept in
// RegistrationDraft.data: every value as typed (strings), so a page always shows back exactly what
// was typed; each step's schema checks it when the family goes on, and the review checks it all.
// No server imports and no zod: the step pages use these (the checks are in draft-schema.ts).

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

export type AskedPermissions = { photography: boolean; safety: boolean };

/** The steps a family goes through: permissions only when the year asks for one. */
export const stepsFor = (asked: AskedPermissions): Step[] => STEPS.filter((s) => s !== "permissions" || asked.photography || asked.safety);

/** Reads the posted fields of a form into `into` (only known keys; missing ones become ""). */
export function readFields<T extends Record<string, string>>(form: FormData, prefix: string, empty: T): T {
  return Object.fromEntries(Object.keys(empty).map((k) => [k, text(form.get(`${prefix}${k}`) ?? "")])) as T;
}
