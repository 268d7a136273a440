// The 'Baptism certificate' PDF: the register entry with every godparent, in an embedded Unicode font
// (DejaVu Serif, resources/fonts), so names such as Nguyễn or Łukasz print as written.
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { fullName } from "~/modules/education/names";
import { AppError } from "~/utils/errors.server";
import { getBaptism, type Baptism } from "./get-baptism.server";
import { BAPTISM_MESSAGES } from "./options";
import { parishToday } from "~/modules/parish/today.server";
import { clockTime, longDate } from "~/modules/parish/wall-clock";

const FONTS = path.resolve("resources/fonts");
let fonts: Promise<[Buffer, Buffer]> | null = null;
const fontBytes = () => (fonts ??= Promise.all([readFile(path.join(FONTS, "DejaVuSerif.ttf")), readFile(path.join(FONTS, "DejaVuSerif-Bold.ttf"))]));

const INK = rgb(0.12, 0.16, 0.25);
const MUTED = rgb(0.35, 0.38, 0.45);
const [WIDTH, HEIGHT, MARGIN] = [612, 792, 64];

const named = (p: { firstname: string | null; middlename?: string | null; lastname: string | null }) => fullName({ firstname: p.firstname ?? "", middlename: p.middlename, lastname: p.lastname ?? "" });
const party = (b: Baptism, who: "mother" | "father" | "witness") => named({ firstname: b[`${who}Firstname`], middlename: b[`${who}Middlename`], lastname: b[`${who}Lastname`] });

/** Words into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

type Style = "parish" | "title" | "body" | "name" | "heading" | "note";
type Line = { text: string; style: Style; center?: boolean; gap?: number } | "rule" | { space: number };

const STYLES: Record<Style, { bold: boolean; size: number; muted?: boolean }> = {
  parish: { bold: true, size: 14, muted: true },
  title: { bold: true, size: 26 },
  name: { bold: true, size: 20 },
  heading: { bold: true, size: 12 },
  body: { bold: false, size: 12 },
  note: { bold: false, size: 10, muted: true },
};

/** What the certificate says, line by line: the register entry with every godparent and the notations. */
export function certificateLines(b: Baptism, churchName: string, issued: Date): Line[] {
  const center = (text: string, style: Style, gap?: number): Line => ({ text, style, center: true, gap });
  const parents = [party(b, "father"), party(b, "mother")].filter(Boolean);
  const witness = party(b, "witness");
  const entry = (value: string | null) => value ?? "—";
  const notations = (
    [
      ["Confirmation", b.confirmationNotation],
      ["Marriage", b.marriageNotation],
      ["Ordination", b.ordinationNotation],
    ] as [string, string | null][]
  ).filter((n): n is [string, string] => Boolean(n[1]));
  return [
    center(churchName, "parish"),
    center("Certificate of Baptism", "title", 18),
    center("This is to certify that", "body"),
    center(b.name, "name", 10),
    ...(parents.length ? [center(`child of ${parents.join(" and ")},`, "body")] : []),
    center(`born on ${longDate(b.dateOfBirth)},`, "body"),
    center(`was baptized on ${longDate(b.date.date)} at ${clockTime(b.date.date)}`, "body"),
    center(`at ${churchName}, by ${b.date.officiant}.`, "body", 14),
    "rule",
    { text: b.godparents.length === 1 ? "Godparent" : "Godparents", style: "heading" },
    ...(b.godparents.length ? b.godparents.map((g, k): Line => ({ text: `${k + 1}. ${named(g)}`, style: "body", gap: 2 })) : [{ text: "None recorded", style: "note" } as Line]),
    ...(witness ? [{ space: 6 }, { text: "Christian Witness", style: "heading" }, { text: witness, style: "body" }] satisfies Line[] : []),
    "rule",
    { text: "Baptismal Register", style: "heading" },
    { text: `Book ${entry(b.registerBook)}    Page ${entry(b.registerPage)}    Entry ${entry(b.registerEntry)}`, style: "body" },
    ...(notations.length ? [{ space: 6 }, { text: "Notations", style: "heading" } as Line, ...notations.map(([what, text]): Line => ({ text: `${what}: ${text}`, style: "body", gap: 2 }))] : []),
    "rule",
    { text: `Issued on ${longDate(issued)}, as it appears in the baptismal register of this parish.`, style: "note", gap: 40 },
    { text: "______________________________", style: "body" },
    { text: "Pastor                                                     (Parish seal)", style: "note" },
  ];
}

/** Draws the lines down the page (a new page when one is full), centred where asked. */
function draw(doc: PDFDocument, lines: Line[], fonts: { regular: PDFFont; bold: PDFFont }) {
  let page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  for (const line of lines) {
    if (line === "rule") {
      y -= 6;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 0.75, color: MUTED });
      y -= 10;
      continue;
    }
    if ("space" in line) {
      y -= line.space;
      continue;
    }
    const style = STYLES[line.style];
    const font = style.bold ? fonts.bold : fonts.regular;
    for (const text of wrap(line.text, font, style.size, WIDTH - 2 * MARGIN)) {
      if (y < MARGIN + style.size) {
        page = doc.addPage([WIDTH, HEIGHT]);
        y = HEIGHT - MARGIN;
      }
      y -= style.size * 1.35;
      const x = line.center ? (WIDTH - font.widthOfTextAtSize(text, style.size)) / 2 : MARGIN;
      page.drawText(text, { x, y, size: style.size, font, color: style.muted ? MUTED : INK });
    }
    y -= line.gap ?? 6;
  }
}

/** The certificate of a celebrated baptism of the church (not found otherwise; refused before its day). */
export async function baptismCertificate(input: { churchId: string; churchName: string; baptismId: string }) {
  const b = await getBaptism(input.churchId, input.baptismId);
  if (!b.celebrated) throw new AppError("CONFLICT", BAPTISM_MESSAGES.notCelebrated);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontBytes();
  const fonts = { regular: await doc.embedFont(regularBytes, { subset: true }), bold: await doc.embedFont(boldBytes, { subset: true }) };
  doc.setTitle(`Baptism certificate: ${b.name}`);
  doc.setCreator(input.churchName);
  draw(doc, certificateLines(b, input.churchName, parishToday()), fonts);
  return { bytes: await doc.save(), filename: `Baptism certificate - ${b.name}.pdf` };
}
