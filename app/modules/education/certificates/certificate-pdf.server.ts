// The confirmation certificate: landscape Letter, a page per confirmand, in an embedded Unicode font
// (DejaVu Serif, resources/fonts, subset) so names such as Zoë Núñez-Ôbrien or Nguyễn print as
// written. Plain paper gets a border; the text sits where pre-printed certificate stock leaves room.
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";
import { longDate } from "~/modules/parish/wall-clock";

const FONTS = path.resolve("resources/fonts");
let fonts: Promise<[Buffer, Buffer]> | null = null;
const fontBytes = () => (fonts ??= Promise.all([readFile(path.join(FONTS, "DejaVuSerif.ttf")), readFile(path.join(FONTS, "DejaVuSerif-Bold.ttf"))]));

const [WIDTH, HEIGHT] = [792, 612];
const INK = rgb(0.12, 0.16, 0.25);
const GOLD = rgb(0.62, 0.5, 0.2);

export type Confirmand = { name: string; confirmationDate: Date | null };
export type CertificateSettings = { churchName: string; pastorName: string; city: string; state: string };

/**
 * One PDF with a page per confirmand: the name, that they received the Sacrament of Confirmation on
 * their date (a line to write it on when none is recorded), at the church, city and state, and the
 * pastor's signature line. `onPage` is told after each page (the job's progress).
 */
export async function confirmationCertificatesPdf(confirmands: Confirmand[], settings: CertificateSettings, onPage?: (done: number) => Promise<void> | void) {
  const [regular, bold] = await fontBytes();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Confirmation certificates, ${settings.churchName}`);
  pdf.setCreator("Parish Administration");
  const [font, boldFont] = await Promise.all([pdf.embedFont(regular, { subset: true }), pdf.embedFont(bold, { subset: true })]);
  const centered = (page: ReturnType<typeof pdf.addPage>, text: string, y: number, size: number, useBold = false, color = INK) => {
    const f = useBold ? boldFont : font;
    let s = size;
    while (s > 10 && f.widthOfTextAtSize(text, s) > WIDTH - 140) s -= 1;
    page.drawText(text, { x: (WIDTH - f.widthOfTextAtSize(text, s)) / 2, y, size: s, font: f, color });
  };
  let done = 0;
  for (const c of confirmands) {
    const page = pdf.addPage([WIDTH, HEIGHT]);
    page.drawRectangle({ x: 30, y: 30, width: WIDTH - 60, height: HEIGHT - 60, borderColor: GOLD, borderWidth: 3 });
    page.drawRectangle({ x: 40, y: 40, width: WIDTH - 80, height: HEIGHT - 80, borderColor: GOLD, borderWidth: 1 });
    centered(page, "Certificate of Confirmation", 500, 34, true, GOLD);
    centered(page, "This is to certify that", 440, 16);
    centered(page, c.name, 395, 30, true);
    centered(page, "received the Holy Spirit in the Sacrament of Confirmation", 350, 16);
    centered(page, c.confirmationDate ? `on ${longDate(c.confirmationDate)}` : "on ______________________________", 320, 16);
    centered(page, `at ${settings.churchName}`, 285, 18, true);
    centered(page, `${settings.city}, ${settings.state}`, 260, 14);
    page.drawLine({ start: { x: WIDTH / 2 - 150, y: 150 }, end: { x: WIDTH / 2 + 150, y: 150 }, thickness: 1, color: INK });
    centered(page, settings.pastorName, 130, 14);
    centered(page, "Pastor", 112, 11);
    done += 1;
    await onPage?.(done);
  }
  return pdf.save();
}
