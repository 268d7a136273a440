import type { BaptismalStatus, MarriageHistory, StudentDocumentKind, StudentType } from "~/generated/prisma/enums";
import { isBaptized } from "./sacraments-schema";

/** Whether a document is expected of a student: required (missing when absent), optional, or not applicable. */
export type DocumentNeed = "required" | "optional" | "none";

export type DocumentNeedFacts = {
  type: StudentType;
  baptized: BaptismalStatus | null;
  firstCommunion: boolean | null;
  confirmation: boolean | null;
  marriageHistory: MarriageHistory | null;
};

/**
 * The Missing Docs rules (the certificate of each sacrament recorded; student-counts.server.ts
 * counts the same three in SQL), plus the birth certificate and, for OCIA, marriage documents
 * once a marriage is recorded. Shown on the student page and in the reports.
 */
export function documentNeed(student: DocumentNeedFacts, kind: StudentDocumentKind): DocumentNeed {
  switch (kind) {
    case "BIRTH_CERTIFICATE":
      return "required";
    case "BAPTISMAL_CERTIFICATE":
      return isBaptized(student.baptized) ? "required" : "none";
    case "FIRST_COMMUNION_CERTIFICATE":
      return student.firstCommunion ? "required" : "none";
    case "CONFIRMATION_CERTIFICATE":
      return student.confirmation ? "required" : "none";
    case "MARRIAGE_DOCS":
      return student.type === "RCIA" && student.marriageHistory && student.marriageHistory !== "NEVER_MARRIED" ? "required" : "none";
    default:
      return "optional";
  }
}
