// Export Data (spec: GET /xlsx saved as Weddings.xlsx): every wedding of the church, one row each, every field.
import type { Prisma } from "~/generated/prisma/client";
import { dateInput, longDate } from "~/modules/parish/wall-clock";
import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { streamSheet, type SheetColumn } from "~/utils/xlsx.server";
import { PRIEST_NAME } from "./list-weddings.server";
import { BAPTISM_STATUS_LABEL, GROUPS, PRIOR_MARRIAGE_LABEL } from "./options";
import { feeDue, groupsOf, missingItems, weddingTime } from "./rules";

export const WEDDINGS_XLSX = "Weddings.xlsx";

type Row = Prisma.WeddingGetPayload<{ include: { priest: typeof PRIEST_NAME } }>;

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const day = (value: Date | null) => (value ? dateInput(value) : "");
const dollars = (cents: number) => cents / 100;
const MONEY = '"$"#,##0.00';

/** The columns: text cells are written as text (exceljs never writes them as formulas), dates and amounts as numbers. */
export const WEDDING_COLUMNS: SheetColumn<Row>[] = [
  { header: "Wedding Date", width: 14, numFmt: "mm/dd/yyyy", value: (w) => new Date(dateInput(w.weddingDate)) },
  { header: "Time", width: 9, value: (w) => weddingTime(w.weddingDate) },
  { header: "Day", width: 30, value: (w) => longDate(w.weddingDate) },
  { header: "Groom First Name", width: 18, value: (w) => w.groomFirstName },
  { header: "Groom Last Name", width: 18, value: (w) => w.groomLastName },
  { header: "Bride First Name", width: 18, value: (w) => w.brideFirstName },
  { header: "Bride Last Name", width: 18, value: (w) => w.brideLastName },
  { header: "Priest", width: 24, value: (w) => (w.priest ? fullName(w.priest) : "") },
  { header: "Groom Baptism Status", width: 20, value: (w) => (w.groomBaptismStatus ? BAPTISM_STATUS_LABEL[w.groomBaptismStatus] : "") },
  { header: "Bride Baptism Status", width: 20, value: (w) => (w.brideBaptismStatus ? BAPTISM_STATUS_LABEL[w.brideBaptismStatus] : "") },
  { header: "Groom Within Parish", width: 12, value: (w) => yesNo(w.groomWithinParish) },
  { header: "Bride Within Parish", width: 12, value: (w) => yesNo(w.brideWithinParish) },
  { header: "Groom Parish", width: 24, value: (w) => w.groomParish },
  { header: "Bride Parish", width: 24, value: (w) => w.brideParish },
  ...(["groomPriorMarriage", "groomPriorMarriage2", "bridePriorMarriage", "bridePriorMarriage2"] as const).map(
    (column, k): SheetColumn<Row> => ({ header: ["Groom Prior Marriage", "Groom Prior Marriage 2", "Bride Prior Marriage", "Bride Prior Marriage 2"][k], width: 16, value: (w) => (w[column] ? PRIOR_MARRIAGE_LABEL[w[column]] : "") }),
  ),
  { header: "Groups", width: 30, value: (w) => GROUPS.filter((g) => groupsOf(w)[g.key]).map((g) => g.label).join(", ") },
  { header: "Form A", width: 8, value: (w) => yesNo(w.formA) },
  { header: "Lack of Form", width: 8, value: (w) => yesNo(w.lackOfForm) },
  { header: "Groom Baptism Certificate", width: 10, value: (w) => yesNo(w.groomBaptismCert) },
  { header: "Bride Baptism Certificate", width: 10, value: (w) => yesNo(w.brideBaptismCert) },
  { header: "Witness Forms", width: 10, value: (w) => yesNo(w.witnessForms) },
  { header: "Pastor Approval", width: 12, value: (w) => day(w.pastorApprovedOn) },
  { header: "Dispensation", width: 12, value: (w) => day(w.dispensationOn) },
  { header: "Groom Domicile Pastor Permission", width: 12, value: (w) => day(w.groomDomicilePermissionOn) },
  { header: "Bride Domicile Pastor Permission", width: 12, value: (w) => day(w.brideDomicilePermissionOn) },
  { header: "Items Needed", width: 40, value: (w) => Object.values(missingItems(w)).flat().join(", ") },
  { header: "Witness 1", width: 22, value: (w) => w.witness1 },
  { header: "Witness 2", width: 22, value: (w) => w.witness2 },
  { header: "Diocese", width: 22, value: (w) => w.diocese },
  { header: "Fee Agreed", width: 12, numFmt: MONEY, value: (w) => dollars(w.feeAgreedCents) },
  { header: "Fee Paid", width: 12, numFmt: MONEY, value: (w) => dollars(w.feePaidCents) },
  { header: "Fee Due", width: 12, numFmt: MONEY, value: (w) => dollars(feeDue(w)) },
  { header: "Notes", width: 40, value: (w) => w.notes },
];

/** Weddings.xlsx of the church, earliest wedding first, streamed as it is written. */
export async function exportWeddings(churchId: string) {
  const rows = await db.wedding.findMany({ where: { churchId }, include: { priest: PRIEST_NAME }, orderBy: [{ weddingDate: "asc" }, { id: "asc" }] });
  return { filename: WEDDINGS_XLSX, stream: streamSheet({ title: "Weddings", sheetName: "Weddings", columns: WEDDING_COLUMNS, rows }) };
}
