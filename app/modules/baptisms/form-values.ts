// What the baptism form starts with: a stored baptism as form values (client-safe).
import { BAPTISM_CLASSES, BAPTISM_DOCUMENTS } from "./options";
import { dateInput } from "~/modules/parish/wall-clock";

type Names = { firstname: string | null; middlename: string | null; lastname: string | null };
type Stored = Names & {
  firstname: string;
  lastname: string;
  dateOfBirth: Date | string;
  notes: string | null;
  date: { id: string };
  godparents: Names[];
} & Record<`${"mother" | "father" | "witness"}${"Firstname" | "Middlename" | "Lastname"}`, string | null> &
  Record<(typeof BAPTISM_DOCUMENTS)[number]["flag"] | (typeof BAPTISM_CLASSES)[number]["flag"], boolean> &
  Record<"registerBook" | "registerPage" | "registerEntry" | "confirmationNotation" | "marriageNotation" | "ordinationNotation", string | null>;

const names = (n: Names) => ({ firstname: n.firstname ?? "", middlename: n.middlename ?? "", lastname: n.lastname ?? "" });
const party = (b: Stored, who: "mother" | "father" | "witness") => names({ firstname: b[`${who}Firstname`], middlename: b[`${who}Middlename`], lastname: b[`${who}Lastname`] });

/** Two godparent rows at least (the spec's godparents 1 and 2). */
export const godparentRows = (godparents: Names[]) => [...godparents.map(names), ...Array.from({ length: Math.max(0, 2 - godparents.length) }, () => names({ firstname: null, middlename: null, lastname: null }))];

export function formValuesOf(b: Stored) {
  const flags = [...BAPTISM_DOCUMENTS, ...BAPTISM_CLASSES].map((d) => [d.flag, b[d.flag]]);
  return {
    dateTime: b.date.id,
    firstname: b.firstname,
    middlename: b.middlename ?? "",
    lastname: b.lastname,
    dateOfBirth: dateInput(b.dateOfBirth),
    mother: party(b, "mother"),
    father: party(b, "father"),
    witness: party(b, "witness"),
    godparents: godparentRows(b.godparents),
    ...Object.fromEntries(flags),
    notes: b.notes ?? "",
    registerBook: b.registerBook ?? "",
    registerPage: b.registerPage ?? "",
    registerEntry: b.registerEntry ?? "",
    confirmationNotation: b.confirmationNotation ?? "",
    marriageNotation: b.marriageNotation ?? "",
    ordinationNotation: b.ordinationNotation ?? "",
  };
}
