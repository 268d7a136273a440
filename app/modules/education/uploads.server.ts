// Upload rules of the religious-education documents (spec sections 5 and 9), enforced while streaming.
import { MB, type FileRule } from "~/utils/upload.server";
import { BIRTH_CERTIFICATE_MAX_MB, DOCUMENT_FIELD, MAX_DOCUMENT_FILES, MESSAGES, SACRAMENTAL_DOC_MAX_MB } from "./options";

/** One PDF, at most `maxMb`, with the religious-education messages (the general spec has none of its own). */
export const pdfRule = (maxMb: number): FileRule => ({
  maxBytes: maxMb * MB,
  kinds: ["pdf"],
  messages: { type: MESSAGES.unsupportedPdf, size: MESSAGES.fileTooLarge(maxMb), invalid: MESSAGES.invalidFile },
});

const pdfListRule = (maxMb: number, maxFiles: number): FileRule => ({
  ...pdfRule(maxMb),
  multiple: { maxFiles, messages: { total: MESSAGES.filesTooLarge(maxMb), count: MESSAGES.tooManyFiles(maxFiles) } },
});

/** Birth certificate: PDF only, one file, at most 20MB. */
export const BIRTH_CERTIFICATE_RULE = pdfRule(BIRTH_CERTIFICATE_MAX_MB);

/** Sacramental documents: PDF, at most 30MB each; marriage documents may be several files (30MB together). */
export const SACRAMENT_DOCUMENT_RULES: Record<string, FileRule> = {
  [DOCUMENT_FIELD.BAPTISMAL_CERTIFICATE]: pdfRule(SACRAMENTAL_DOC_MAX_MB),
  [DOCUMENT_FIELD.FIRST_COMMUNION_CERTIFICATE]: pdfRule(SACRAMENTAL_DOC_MAX_MB),
  [DOCUMENT_FIELD.CONFIRMATION_CERTIFICATE]: pdfRule(SACRAMENTAL_DOC_MAX_MB),
  [DOCUMENT_FIELD.SACRAMENTAL_FORM]: pdfRule(SACRAMENTAL_DOC_MAX_MB),
  [DOCUMENT_FIELD.CONSENT_FORM]: pdfRule(SACRAMENTAL_DOC_MAX_MB),
  [DOCUMENT_FIELD.MARRIAGE_DOCS]: pdfListRule(SACRAMENTAL_DOC_MAX_MB, MAX_DOCUMENT_FILES),
};

/** Sponsor documents (certificate of eligibility, baptism and confirmation records): several PDFs, 30MB together. */
export const SPONSOR_DOCUMENTS_RULE = pdfListRule(SACRAMENTAL_DOC_MAX_MB, MAX_DOCUMENT_FILES);
