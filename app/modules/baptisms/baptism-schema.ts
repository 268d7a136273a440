// The baptism form (spec sections 2, 3 and 5), shared by the browser and the server.
import { z } from "zod";
import { notes, text } from "~/modules/education/schema-fields";
import { CONTROL_CHARS_MESSAGE, hasControlChars, isRecordId } from "~/utils/text";
import { BAPTISM_MESSAGES, MAX_GODPARENTS } from "./options";
import { calendarDate } from "~/modules/parish/wall-clock";

const required = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(80, `${label} must be at most 80 characters`)
    .refine((v) => !hasControlChars(v), `${label} ${CONTROL_CHARS_MESSAGE}`);

/** A party's name (mother, father, a godparent, the witness): every part optional, kept only when filled. */
const party = z.object({ firstname: text("First name"), middlename: text("Middle name"), lastname: text("Last name") }).optional();
export type PartyInput = z.infer<typeof party>;

// One day of slack: the browser's today may be ahead of the server's.
const notFuture = (date: Date) => date.getTime() <= Date.now() + 24 * 3600_000;

const flag = z.boolean().optional();

export const BaptismSchema = z.object({
  dateTime: z
    .string({ error: BAPTISM_MESSAGES.selectDateTime })
    .trim()
    .min(1, BAPTISM_MESSAGES.selectDateTime)
    .refine(isRecordId, BAPTISM_MESSAGES.selectDateTime),
  firstname: required(BAPTISM_MESSAGES.firstnameRequired, "Firstname"),
  middlename: text("Middlename"),
  lastname: required(BAPTISM_MESSAGES.lastnameRequired, "Lastname"),
  dateOfBirth: z
    .string({ error: BAPTISM_MESSAGES.dateOfBirthRequired })
    .trim()
    .min(1, BAPTISM_MESSAGES.dateOfBirthRequired)
    .refine((v) => calendarDate(v) !== null && v >= "1900-01-01", { error: BAPTISM_MESSAGES.dateOfBirthInvalid, abort: true })
    .refine((v) => notFuture(calendarDate(v)!), BAPTISM_MESSAGES.dateOfBirthFuture),
  mother: party,
  father: party,
  witness: party,
  godparents: z.array(party).max(MAX_GODPARENTS, `At most ${MAX_GODPARENTS} godparents`).optional(),
  birthCertificate: flag,
  allParentDocs: flag,
  godmotherDocs: flag,
  godfatherDocs: flag,
  baptismClassParents: flag,
  baptismClassGodmother: flag,
  baptismClassGodfather: flag,
  notes,
  registerBook: text("Register book", 20),
  registerPage: text("Register page", 20),
  registerEntry: text("Register entry", 20),
  confirmationNotation: text("Confirmation notation", 300),
  marriageNotation: text("Marriage notation", 300),
  ordinationNotation: text("Ordination notation", 300),
});
export type BaptismInput = z.infer<typeof BaptismSchema>;

const named = (p: PartyInput): p is NonNullable<PartyInput> => Boolean(p && (p.firstname || p.middlename || p.lastname));

/** The godparents that have a name, in the order entered. */
export const namedGodparents = (values: Pick<BaptismInput, "godparents">) => (values.godparents ?? []).filter(named);

const columns = (prefix: "mother" | "father" | "witness", p: PartyInput) => ({
  [`${prefix}Firstname`]: p?.firstname ?? null,
  [`${prefix}Middlename`]: p?.middlename ?? null,
  [`${prefix}Lastname`]: p?.lastname ?? null,
});

/** The baptism's own columns for a save (the register's only once celebrated: `register`). */
export function baptismRecord(values: BaptismInput, register: boolean) {
  return {
    firstname: values.firstname,
    middlename: values.middlename ?? null,
    lastname: values.lastname,
    dateOfBirth: calendarDate(values.dateOfBirth)!,
    ...columns("mother", values.mother),
    ...columns("father", values.father),
    ...columns("witness", values.witness),
    birthCertificate: values.birthCertificate === true,
    allParentDocs: values.allParentDocs === true,
    godmotherDocs: values.godmotherDocs === true,
    godfatherDocs: values.godfatherDocs === true,
    baptismClassParents: values.baptismClassParents === true,
    baptismClassGodmother: values.baptismClassGodmother === true,
    baptismClassGodfather: values.baptismClassGodfather === true,
    notes: values.notes ?? null,
    ...(register
      ? {
          registerBook: values.registerBook ?? null,
          registerPage: values.registerPage ?? null,
          registerEntry: values.registerEntry ?? null,
          confirmationNotation: values.confirmationNotation ?? null,
          marriageNotation: values.marriageNotation ?? null,
          ordinationNotation: values.ordinationNotation ?? null,
        }
      : {}),
  };
}
