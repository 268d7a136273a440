// The sacramental-records form (spec 001 sections 2, 5, 7 'Sacrament update'): shared by the browser and the server.
import { z } from "zod";
import type { BaptismalStatus, MarriageHistory, SacramentalStatus, SacramentalTrack, StudentType } from "~/generated/prisma/enums";
import { optionalText } from "~/utils/form-fields";
import { DOCUMENT_FIELD, EASTER_VIGIL_TARGETS, MESSAGES, PROFESSION_OF_FAITH_STATUSES } from "~/modules/education/options";

const STUDENT_TYPE_VALUES = ["CHURCH", "SCHOOL", "RCIA"] as const satisfies readonly StudentType[];
const SACRAMENTAL_STATUS_VALUES = ["SACRAMENTAL_PROGRAM", "EXCLUDED"] as const satisfies readonly SacramentalStatus[];
const TRACK_VALUES = ["NORMAL", "EASTER_VIGIL"] as const satisfies readonly SacramentalTrack[];
const BAPTISMAL_VALUES = ["CATHOLIC", "PROTESTANT", "ORTHODOX", "NO"] as const satisfies readonly BaptismalStatus[];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The latest date a sacrament may carry: one year from today (a later year is a typing slip). */
export const latestSacramentDate = (today = new Date()) => new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()));

export const sacramentDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v), { error: `${label} is not a valid date.`, abort: true })
    .refine((v) => {
      const date = new Date(v);
      return date.getUTCFullYear() >= 1900 && date <= latestSacramentDate();
    }, `${label} must be between 01/01/1900 and one year from today.`)
    .optional();

const choice = <const T extends readonly [string, ...string[]]>(values: T, label: string) => z.enum(values, { error: `Choose a ${label} from the list` });

export const SacramentsSchema = z
  .object({
    type: choice(STUDENT_TYPE_VALUES, "Student Type"),
    sacramentalStatus: choice(SACRAMENTAL_STATUS_VALUES, "Sacramental Status"),
    sacramentalTrack: choice(TRACK_VALUES, "Sacramental Track"),
    easterVigilTarget: z
      .number({ error: "Choose an Easter Vigil from the list" })
      .int()
      .refine((y) => (EASTER_VIGIL_TARGETS as readonly number[]).includes(y), "Choose an Easter Vigil from the list")
      .optional(),
    baptized: choice(BAPTISMAL_VALUES, "Baptismal Status").optional(),
    baptizedDate: sacramentDate("Baptism Date"),
    churchOfBaptism: optionalText("Church of Baptism", 120),
    churchOfBaptismLocation: optionalText("Church of Baptism Location", 120),
    firstCommunion: choice(["yes", "no"], "First Communion answer").optional(),
    firstCommunionDate: sacramentDate("First Communion Date"),
    churchOfFirstCommunion: optionalText("Church of First Communion", 120),
    churchOfFirstCommunionLocation: optionalText("Church of First Communion Location", 120),
    confirmation: choice(["yes", "no"], "Confirmation answer").optional(),
    confirmationDate: sacramentDate("Confirmation Date"),
    confirmationChurch: optionalText("Confirmation Church", 120),
    confirmationSaint: optionalText("Confirmation Saint", 80),
    professionOfFaith: z.boolean().optional(),
    professionOfFaithDate: sacramentDate("Profession of Faith Date"),
  })
  .superRefine((value, ctx) => {
    if (value.sacramentalTrack === "EASTER_VIGIL" && value.easterVigilTarget === undefined) {
      ctx.addIssue({ code: "custom", path: ["easterVigilTarget"], message: MESSAGES.easterVigilRequired });
    }
  });

export type SacramentsInput = z.infer<typeof SacramentsSchema>;

// When a field applies: the form shows it (with JavaScript) and the server keeps it only then.
export const isBaptized = (status: string | null | undefined) => status === "CATHOLIC" || status === "PROTESTANT" || status === "ORTHODOX";
/** Baptized Protestant and Baptized Orthodox candidates are received with a Profession of Faith. */
export const professionApplies = (status: string | null | undefined) => (PROFESSION_OF_FAITH_STATUSES as (string | null | undefined)[]).includes(status);
/** The Profession of Faith columns as saved: its date only when it is checked. */
export const professionRecord = (v: { professionOfFaith?: boolean; professionOfFaithDate?: string }) => ({
  professionOfFaith: v.professionOfFaith === true,
  professionOfFaithDate: v.professionOfFaith === true && v.professionOfFaithDate ? new Date(`${v.professionOfFaithDate}T00:00:00Z`) : null,
});
export const easterVigilApplies = (track: string | null | undefined) => track === "EASTER_VIGIL";
export const marriageDocsApply = (history: MarriageHistory | null | undefined) => history != null && history !== "NEVER_MARRIED";

export const MARRIAGE_DOCS_REFUSED = "Marriage documents can be added only when the student's marriage history is First Marriage or Previously Married.";

/** The upload areas of the form, in the spec's order, with when each applies. */
export const SACRAMENT_UPLOADS = [
  { kind: "BAPTISMAL_CERTIFICATE", field: DOCUMENT_FIELD.BAPTISMAL_CERTIFICATE, note: "Only if baptized." },
  { kind: "FIRST_COMMUNION_CERTIFICATE", field: DOCUMENT_FIELD.FIRST_COMMUNION_CERTIFICATE, note: "Only if First Communion is Yes." },
  { kind: "CONFIRMATION_CERTIFICATE", field: DOCUMENT_FIELD.CONFIRMATION_CERTIFICATE, note: "Only if Confirmation is Yes." },
  { kind: "SACRAMENTAL_FORM", field: DOCUMENT_FIELD.SACRAMENTAL_FORM, note: null },
  { kind: "CONSENT_FORM", field: DOCUMENT_FIELD.CONSENT_FORM, note: null },
  { kind: "MARRIAGE_DOCS", field: DOCUMENT_FIELD.MARRIAGE_DOCS, note: null },
] as const;

export type SacramentUploadKind = (typeof SACRAMENT_UPLOADS)[number]["kind"];

/** Whether an upload area applies, given the form's answers and the student's marriage history. */
export function uploadApplies(
  kind: SacramentUploadKind,
  answers: { baptized?: string | null; firstCommunion?: string | null; confirmation?: string | null },
  marriageHistory: MarriageHistory | null | undefined,
) {
  if (kind === "BAPTISMAL_CERTIFICATE") return isBaptized(answers.baptized);
  if (kind === "FIRST_COMMUNION_CERTIFICATE") return answers.firstCommunion === "yes";
  if (kind === "CONFIRMATION_CERTIFICATE") return answers.confirmation === "yes";
  if (kind === "MARRIAGE_DOCS") return marriageDocsApply(marriageHistory);
  return true;
}
