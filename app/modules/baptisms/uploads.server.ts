// Baptism documents (spec sections 5 and 9): one PDF each, at most 30 MB, checked by content while streaming.
import { pdfRule } from "~/modules/education/uploads.server";
import type { FileRule } from "~/utils/upload.server";
import { BAPTISM_DOC_MAX_MB, BAPTISM_DOCUMENTS } from "./options";

export const BAPTISM_UPLOADS: Record<string, FileRule> = Object.fromEntries(BAPTISM_DOCUMENTS.map((d) => [d.field, pdfRule(BAPTISM_DOC_MAX_MB)]));
