// Wedding documents (issue 10): one PDF each, at most 30 MB, checked by content while streaming.
import { pdfRule } from "~/modules/education/uploads.server";
import type { FileRule } from "~/utils/upload.server";
import { WEDDING_DOC_MAX_MB, WEDDING_DOCUMENTS } from "./options";

export const WEDDING_UPLOADS: Record<string, FileRule> = Object.fromEntries(WEDDING_DOCUMENTS.map((d) => [d.field, pdfRule(WEDDING_DOC_MAX_MB)]));
