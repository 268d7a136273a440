// Labels, limits and messages of the Baptisms area (spec 000 sections 2, 5, 8, 9), shared by client and server.
import type { BaptismDocumentKind } from "~/generated/prisma/enums";

export const BAPTISMS = "/baptisms";
export const BAPTISM_DATES = "/baptisms/dates";

/** Past baptisms per page of the list (the spec leaves the size open). */
export const PAST_PAGE_SIZE = 12;
/** Baptism dates per page of the past dates table. */
export const DATES_PAGE_SIZE = 25;
/** Upcoming baptisms on the dashboard. */
export const DASHBOARD_UPCOMING = 6;
/** Godparents a baptism may record: the form shows two rows, more can be added (docs/decisions.md). */
export const MAX_GODPARENTS = 4;
export const BAPTISM_DOC_MAX_MB = 30;

// Word for word, including the spec's spelling of 'addded'.
export const BAPTISM_MESSAGES = {
  selectDateTime: "Select a Date/Time",
  firstnameRequired: "Firstname is required",
  lastnameRequired: "Lastname is required",
  dateOfBirthRequired: "Date of birth is required",
  added: "Baptism added successfully.",
  updated: "Baptism updated successfully.",
  deleted: "Baptism deleted successfully",
  allFieldsRequired: "All fields are required.",
  dateAdded: "Baptism Date addded successfully",
  dateUpdated: "Baptism Date updated successfully",
  noMore: "No more baptisms!",
  // Ours, where the spec has none.
  baptismIdRequired: "Baptism ID is required!",
  dateIdRequired: "Baptism Date ID is required!",
  dateTaken: "There is already a baptism date at this date and time.",
  invalidDate: "Enter a real date.",
  invalidTime: "Enter a time such as 10:30 AM.",
  dateOutOfRange: "The date must be between 1900 and five years from today.",
  dateOfBirthInvalid: "Date of birth is not a valid date.",
  dateOfBirthFuture: "Date of birth cannot be in the future.",
  deleteConfirm: (name: string) => `The baptism of ${name} will be deleted permanently. This action cannot be undone.`,
  documentDeleted: (document: string, name: string) => `${document} of ${name} deleted successfully.`,
  notCelebrated: "The certificate can be printed once the baptism has been celebrated.",
} as const;

/** The four documents of a baptism: the spec's flag, its file field, and what the form calls it. */
export const BAPTISM_DOCUMENTS = [
  { kind: "BIRTH_CERTIFICATE", flag: "birthCertificate", field: "birthCertificateFile", label: "Birth Certificate" },
  { kind: "ALL_PARENT_DOCS", flag: "allParentDocs", field: "allParentDocsFile", label: "All Parent Documents" },
  { kind: "GODMOTHER_DOCS", flag: "godmotherDocs", field: "godmotherDocsFile", label: "Godmother Documents" },
  { kind: "GODFATHER_DOCS", flag: "godfatherDocs", field: "godfatherDocsFile", label: "Godfather Documents" },
] as const satisfies readonly { kind: BaptismDocumentKind; flag: string; field: string; label: string }[];

export const BAPTISM_DOCUMENT_LABEL = Object.fromEntries(BAPTISM_DOCUMENTS.map((d) => [d.kind, d.label])) as Record<BaptismDocumentKind, string>;

/** The baptism class checkboxes (spec: baptismClassParents, baptismClassGodmother, baptismClassGodfather). */
export const BAPTISM_CLASSES = [
  { flag: "baptismClassParents", label: "Parents" },
  { flag: "baptismClassGodmother", label: "Godmother" },
  { flag: "baptismClassGodfather", label: "Godfather" },
] as const;
