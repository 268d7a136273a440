// Labels, limits and messages of the Weddings area (spec 000 sections 2, 3, 5, 8, 9 and issue 10), shared by client and server.
import type { PriorMarriage, WeddingBaptismStatus, WeddingDocumentKind } from "~/generated/prisma/enums";

export const WEDDINGS = "/weddings";
export const PRIESTS = "/weddings/priests";
export const ADD_WEDDING = "/weddings/add-wedding";
export const weddingPath = (id: string) => `/weddings/wedding/${id}`;

/** Weddings per page of the list, and of the fees report. */
export const WEDDINGS_PAGE_SIZE = 25;
/** Upcoming weddings on the dashboard. */
export const DASHBOARD_UPCOMING_WEDDINGS = 6;
export const WEDDING_DOC_MAX_MB = 30;
/** New weddings start at 7:00 pm (the old system always showed '7pm'). */
export const DEFAULT_WEDDING_TIME = "19:00";

export const WEDDING_MESSAGES = {
  // The spec's, word for word (edit priest needs an id).
  priestIdRequired: "Priest ID is required to delete a priest!",
  // Ours, where the spec has none.
  added: "Wedding added successfully.",
  updated: "Wedding updated successfully.",
  deleted: "Wedding deleted successfully",
  priestSaved: "Priest saved successfully",
  weddingIdRequired: "Wedding ID is required!",
  dateRequired: "Wedding date is required",
  invalidDate: "Enter a real date.",
  invalidTime: "Enter a time such as 7:00 PM.",
  dateOutOfRange: "The date must be between 1900 and five years from today.",
  groomFirstNameRequired: "Groom's first name is required",
  groomLastNameRequired: "Groom's last name is required",
  brideFirstNameRequired: "Bride's first name is required",
  brideLastNameRequired: "Bride's last name is required",
  invalidAmount: "Enter an amount such as 350.00",
  deleteConfirm: (couple: string) => `The wedding of ${couple} will be deleted permanently. This action cannot be undone.`,
  documentDeleted: (document: string, couple: string) => `${document} of ${couple} deleted successfully.`,
  approvalRecorded: (approval: string, couple: string) => `${approval} recorded for ${couple}.`,
  nothingToRecord: "This approval is not needed for this wedding, or it is already recorded.",
} as const;

export const BAPTISM_STATUSES: readonly { value: WeddingBaptismStatus; label: string }[] = [
  { value: "BAPTIZED_CATHOLIC", label: "Baptized Catholic" },
  { value: "BAPTIZED_ORTHODOX", label: "Baptized Orthodox" },
  { value: "BAPTIZED_PROTESTANT", label: "Baptized Protestant" },
  { value: "NOT_BAPTIZED", label: "Not Baptized" },
];
export const PRIOR_MARRIAGES: readonly { value: PriorMarriage; label: string }[] = [
  { value: "CIVIL_WEDDING", label: "Civil wedding" },
  { value: "CHURCH_WEDDING", label: "Church wedding" },
];
export const BAPTISM_STATUS_LABEL = Object.fromEntries(BAPTISM_STATUSES.map((o) => [o.value, o.label])) as Record<WeddingBaptismStatus, string>;
export const PRIOR_MARRIAGE_LABEL = Object.fromEntries(PRIOR_MARRIAGES.map((o) => [o.value, o.label])) as Record<PriorMarriage, string>;

export type Party = "groom" | "bride";
export const PARTIES: readonly { party: Party; label: string }[] = [
  { party: "groom", label: "Groom" },
  { party: "bride", label: "Bride" },
];

/** The documents of a wedding: kind, the file field of the form, its label, and the "received" flag or approval it settles. */
export const WEDDING_DOCUMENTS = [
  { kind: "FORM_A", field: "formAFile", label: "Form A", flag: "formA" },
  { kind: "LACK_OF_FORM", field: "lackOfFormFile", label: "Lack of Form", flag: "lackOfForm" },
  { kind: "DISPENSATION", field: "dispensationFile", label: "Dispensation", approval: "dispensation" },
  { kind: "GROOM_BAPTISM_CERT", field: "groomBaptismCertFile", label: "Groom Baptism Certificate", flag: "groomBaptismCert" },
  { kind: "BRIDE_BAPTISM_CERT", field: "brideBaptismCertFile", label: "Bride Baptism Certificate", flag: "brideBaptismCert" },
  { kind: "WITNESS_FORMS", field: "witnessFormsFile", label: "Witness Forms", flag: "witnessForms" },
  { kind: "GROOM_DOMICILE_PERMISSION", field: "groomDomicilePermissionFile", label: "Groom Domicile Pastor Permission", approval: "groomDomicilePermission" },
  { kind: "BRIDE_DOMICILE_PERMISSION", field: "brideDomicilePermissionFile", label: "Bride Domicile Pastor Permission", approval: "brideDomicilePermission" },
] as const satisfies readonly ({ kind: WeddingDocumentKind; field: string; label: string } & ({ flag: string } | { approval: string }))[];

export const WEDDING_DOCUMENT_LABEL = Object.fromEntries(WEDDING_DOCUMENTS.map((d) => [d.kind, d.label])) as Record<WeddingDocumentKind, string>;

/** The approvals (issue 10): the form's checkbox, the column holding the day it was recorded, and its label. */
export const APPROVALS = [
  { key: "pastorApproved", column: "pastorApprovedOn", label: "Pastor approval" },
  { key: "dispensation", column: "dispensationOn", label: "Dispensation" },
  { key: "groomDomicilePermission", column: "groomDomicilePermissionOn", label: "Groom domicile permission" },
  { key: "brideDomicilePermission", column: "brideDomicilePermissionOn", label: "Bride domicile permission" },
] as const;
export type ApprovalKey = (typeof APPROVALS)[number]["key"];

/** The derived groups (issue 10), shown as badges and offered as filters of the list. */
export const GROUPS = [
  { value: "non-catholic", key: "nonCatholic", label: "Non-Catholic" },
  { value: "domicile-issue", key: "domicileIssue", label: "Domicile issue" },
  { value: "not-baptized", key: "notBaptized", label: "Not baptized" },
  { value: "prior-church-marriage", key: "priorChurchMarriage", label: "Prior church marriage" },
] as const;
export type GroupValue = (typeof GROUPS)[number]["value"];
export type GroupKey = (typeof GROUPS)[number]["key"];

/** The three Approvals Required pages (spec sidebar). */
export const APPROVAL_PAGES = {
  pastor: { path: "/weddings/pastor-permissions", title: "Pastor Approval Required", approval: "Pastor approval", empty: "Every upcoming wedding has the pastor's approval." },
  tribunal: { path: "/weddings/tribunal-permissions", title: "Tribunal Approval Required", approval: "Dispensation", empty: "No upcoming wedding needs a dispensation." },
  domicile: { path: "/weddings/domicile-permissions", title: "Domicile Permission Required", approval: "Domicile permission", empty: "No upcoming wedding needs a domicile permission." },
} as const;
export type ApprovalPage = keyof typeof APPROVAL_PAGES;
