import { z } from "zod";
import type { StudentDocumentKind } from "~/generated/prisma/enums";
import { DOCUMENT_IMPORT_KINDS, DOCUMENT_IMPORT_MESSAGES } from "./document-import-options";

/** The documents import's form (the .zip comes as a file): the document type its PDFs are. */
export const DocumentImportSchema = z.object({
  kind: z.enum(DOCUMENT_IMPORT_KINDS.map((k) => k.value) as [StudentDocumentKind, ...StudentDocumentKind[]], { error: DOCUMENT_IMPORT_MESSAGES.kindRequired }),
});
