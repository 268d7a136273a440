// Demo data of the platform (issue 11): the gift catalogue (12 products with pictures) and the
// Video Training Library (a dozen trainings across every module), loaded while each is empty.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { db } from "~/utils/db.server";
import { fileStorage } from "~/utils/storage.server";
import { makePng } from "./demo-png";

type Rgb = [number, number, number];
const PRODUCTS: { name: string; wholesale: number; retail: number; colours: [Rgb, Rgb]; description: string }[] = [
  { name: "First Communion Rosary, white pearl", wholesale: 1000, retail: 2499, colours: [[245, 245, 240], [200, 170, 90]], description: "Boxed, with a silver-tone crucifix." },
  { name: "Confirmation Cross Necklace", wholesale: 1450, retail: 3200, colours: [[180, 30, 40], [240, 220, 150]], description: "Sterling silver, 18-inch chain, gift box." },
  { name: "St. Benedict Wall Crucifix, 10\"", wholesale: 2000, retail: 4500, colours: [[90, 60, 40], [220, 190, 120]], description: "Walnut finish with a pewter corpus." },
  { name: "Children's Illustrated Bible", wholesale: 1199, retail: 2495, colours: [[40, 110, 180], [250, 210, 60]], description: "Hardcover, 256 pages." },
  { name: "Baptism Candle with Shell", wholesale: 850, retail: 1800, colours: [[250, 250, 250], [120, 170, 220]], description: "12-inch candle in a keepsake box." },
  { name: "Holy Water Bottle, glass", wholesale: 300, retail: 700, colours: [[200, 230, 250], [60, 120, 170]], description: "4 oz with the image of Our Lady of Grace." },
  { name: "Miraculous Medal, sterling", wholesale: 1275, retail: 2800, colours: [[210, 210, 220], [40, 60, 130]], description: "With a 20-inch chain." },
  { name: "Advent Wreath Kit", wholesale: 2400, retail: 4999, colours: [[30, 90, 50], [150, 60, 150]], description: "Brass ring and four taper candles." },
  { name: "St. Michael Prayer Card (pack of 50)", wholesale: 1500, retail: 3000, colours: [[30, 40, 90], [230, 200, 90]], description: "Laminated, wallet size." },
  { name: "Nativity Set, 11 pieces", wholesale: 4500, retail: 9900, colours: [[120, 80, 40], [240, 230, 200]], description: "Hand-painted resin, 6-inch scale." },
  { name: "Catholic Study Bible (NABRE)", wholesale: 2750, retail: 5499, colours: [[70, 30, 30], [210, 180, 110]], description: "Paperback, with notes and maps." },
  { name: "Guardian Angel Nightlight", wholesale: 625, retail: 1495, colours: [[250, 240, 200], [150, 180, 230]], description: "LED, plugs into any outlet." },
];

const TRAININGS: { title: string; category: string; module: "BAPTISMS" | "FUNERALS" | "RELIGIOUS_EDUCATION" | "WEDDINGS" | "SETTINGS"; video: string }[] = [
  { title: "Adding a baptism and its documents", category: "Getting Started", module: "BAPTISMS", video: "baptisms-add" },
  { title: "Baptism dates and officiants", category: "Scheduling", module: "BAPTISMS", video: "baptism-dates" },
  { title: "The upcoming baptisms notes report", category: "Reports", module: "BAPTISMS", video: "baptism-notes" },
  { title: "Recording a funeral", category: "Getting Started", module: "FUNERALS", video: "funerals-add" },
  { title: "Funeral notes for the sacristan", category: "Reports", module: "FUNERALS", video: "funeral-notes" },
  { title: "Starting a school year", category: "Getting Started", module: "RELIGIOUS_EDUCATION", video: "re-years" },
  { title: "Importing students from a spreadsheet", category: "Data", module: "RELIGIOUS_EDUCATION", video: "re-imports" },
  { title: "Taking attendance as a catechist", category: "Classes", module: "RELIGIOUS_EDUCATION", video: "re-attendance" },
  { title: "Preparing a wedding file", category: "Getting Started", module: "WEDDINGS", video: "weddings-add" },
  { title: "Pastor, tribunal and domicile approvals", category: "Approvals", module: "WEDDINGS", video: "wedding-approvals" },
  { title: "Your profile and start page", category: "Account", module: "SETTINGS", video: "settings-profile" },
  { title: "Adding parish staff", category: "Staff", module: "SETTINGS", video: "settings-staff" },
];

/** The catalogue and the trainings, each while its table is empty. */
export async function seedCatalogue() {
  if ((await db.videoTraining.count()) === 0) {
    await db.videoTraining.createMany({ data: TRAININGS.map((t) => ({ title: t.title, category: t.category, module: t.module, videoUrl: `https://videos.parish-admin.app/training/${t.video}` })) });
  }
  if ((await db.product.count()) > 0) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), "parish-catalogue-"));
  try {
    for (const p of PRODUCTS) {
      const bytes = makePng(240, 240, p.colours[0], p.colours[1]);
      const tmpPath = path.join(dir, "image.png");
      await writeFile(tmpPath, bytes);
      const key = `platform/products/${randomBytes(16).toString("hex")}.png`;
      await fileStorage().put(key, tmpPath, "image/png");
      await db.product.create({
        data: {
          productName: p.name,
          description: p.description,
          churchWholesalePriceCents: p.wholesale,
          suggestedRetailCents: p.retail,
          images: { create: { key, filename: "product.png", contentType: "image/png", size: bytes.length, position: 0 } },
        },
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
