// The text of each page of a PDF, read back with pdf.js (as a PDF reader would), for tests of the PDFs we make.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfPagesText(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return pages;
}
