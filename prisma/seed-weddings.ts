// Demo data of the Weddings area (issue 10): loaded into a demo church while it has no weddings, after its
// staff. St. Mary has 15 weddings around today covering every derived group and approval state; St. Joseph three.
import type { Prisma } from "~/generated/prisma/client";
import type { WeddingDocumentKind } from "~/generated/prisma/enums";
import { parishToday } from "~/modules/parish/today.server";
import { searchNameOf } from "~/modules/education/names";
import { coupleColumns } from "~/modules/weddings/rules";
import { db } from "~/utils/db.server";
import { createWeddingDocument, weddingDay } from "./factories-weddings";

type Seed = Omit<Prisma.WeddingUncheckedCreateInput, "churchId" | "weddingDate" | "groomSearchName" | "brideSearchName" | "groomFirstName" | "groomLastName" | "brideFirstName" | "brideLastName"> & {
  /** Days from today, and the time (7 pm unless told). */
  on: [days: number, hour?: number, minute?: number];
  groom: [string, string];
  bride: [string, string];
  /** Which of the church's priests (index), or none. */
  by: number | null;
  /** Approvals recorded (the day before the seed). */
  approved?: ("pastor" | "dispensation" | "groom" | "bride")[];
  files?: WeddingDocumentKind[];
};

const ALL_DOCS = { formA: true, groomBaptismCert: true, brideBaptismCert: true, witnessForms: true } as const;

const ST_MARY: Seed[] = [
  { on: [0, 16], groom: ["Daniel", "Okafor"], bride: ["Grace", "Murphy"], by: 0, ...ALL_DOCS, approved: ["pastor"], witness1: "Peter Okafor", witness2: "Anne Murphy", diocese: "Springfield in Illinois", feeAgreedCents: 50000, feePaidCents: 50000, notes: "Rehearsal Friday at 6 pm. Bilingual readings (English and Igbo)." },
  { on: [5], groom: ["Lucas", "Bennett"], bride: ["Sofia", "Alvarez"], by: 0, ...ALL_DOCS, approved: ["pastor"], files: ["FORM_A", "WITNESS_FORMS"], witness1: "Mark Bennett", witness2: "Elena Alvarez", feeAgreedCents: 50000, feePaidCents: 25000 },
  { on: [12, 14], groom: ["Ethan", "Walsh"], bride: ["Chloe", "Park"], by: 1, groomBaptismStatus: "BAPTIZED_PROTESTANT", brideBaptismStatus: "BAPTIZED_CATHOLIC", formA: true, brideBaptismCert: true, feeAgreedCents: 35000, notes: "Groom is Lutheran; his pastor will take part in the ceremony." },
  { on: [12, 19, 30], groom: ["Nikolai", "Petrov"], bride: ["Emma", "Clarke"], by: 0, groomBaptismStatus: "BAPTIZED_ORTHODOX", brideBaptismStatus: "BAPTIZED_CATHOLIC", ...ALL_DOCS, approved: ["dispensation"], files: ["DISPENSATION"], feeAgreedCents: 35000, feePaidCents: 35000 },
  { on: [19], groom: ["Gabriel", "Santos"], bride: ["Lily", "Foster"], by: 1, brideWithinParish: false, brideParish: "St. Anne, Springfield", groomBaptismStatus: "BAPTIZED_CATHOLIC", brideBaptismStatus: "BAPTIZED_CATHOLIC", formA: true, feeAgreedCents: 50000 },
  { on: [26, 15], groom: ["Owen", "Gallagher"], bride: ["Isabella", "Rossi"], by: 2, groomWithinParish: false, groomParish: "Holy Family, Chicago", ...ALL_DOCS, approved: ["groom", "pastor"], files: ["GROOM_DOMICILE_PERMISSION"], diocese: "Chicago", feeAgreedCents: 40000, feePaidCents: 10000 },
  { on: [33], groom: ["Adrian", "Kowalski"], bride: ["Zoe", "Mitchell"], by: 0, brideBaptismStatus: "NOT_BAPTIZED", groomBaptismStatus: "BAPTIZED_CATHOLIC", formA: true, groomBaptismCert: true, notes: "Bride is preparing for OCIA; couple asked about a Liturgy of the Word ceremony." },
  { on: [40, 13], groom: ["Julian", "Reyes"], bride: ["Natalie", "Brooks"], by: 1, groomPriorMarriage: "CHURCH_WEDDING", groomBaptismStatus: "BAPTIZED_CATHOLIC", brideBaptismStatus: "BAPTIZED_CATHOLIC", formA: true, notes: "Groom's annulment case is with the tribunal (case no. 2026-114)." },
  { on: [47], groom: ["Caleb", "Turner"], bride: ["Maria", "Lopez"], by: 0, bridePriorMarriage: "CIVIL_WEDDING", ...ALL_DOCS, lackOfForm: true, approved: ["pastor"], files: ["LACK_OF_FORM"], feeAgreedCents: 50000, feePaidCents: 50000 },
  { on: [54], groom: ["Dominic", "Hughes"], bride: ["Clara", "Schmidt"], by: 1, groomWithinParish: false, brideWithinParish: false, groomParish: "St. Patrick, Peoria", brideParish: "St. Boniface, Quincy", diocese: "Peoria", feeAgreedCents: 60000 },
  { on: [61, 11], groom: ["Isaac", "Moore"], bride: ["Julia", "Nguyen"], by: null, notes: "Couple asked for a morning wedding; priest to be confirmed." },
  { on: [-7], groom: ["Benedict", "Flynn"], bride: ["Teresa", "Kim"], by: 0, ...ALL_DOCS, approved: ["pastor"], witness1: "Paul Flynn", witness2: "Rose Kim", feeAgreedCents: 50000, feePaidCents: 50000 },
  { on: [-30, 14], groom: ["Mark", "Jensen"], bride: ["Lucia", "Romano"], by: 1, groomBaptismStatus: "BAPTIZED_PROTESTANT", ...ALL_DOCS, approved: ["pastor", "dispensation"], feeAgreedCents: 35000, feePaidCents: 20000, notes: "Balance of $150 promised after the honeymoon." },
  { on: [-90], groom: ["Elijah", "Price"], bride: ["Ava", "Sullivan"], by: 0, bridePriorMarriage: "CHURCH_WEDDING", bridePriorMarriage2: "CIVIL_WEDDING", ...ALL_DOCS, lackOfForm: true, approved: ["pastor", "dispensation"], feeAgreedCents: 50000, feePaidCents: 50000 },
  { on: [-200, 15, 30], groom: ["Xavier", "Dunn"], bride: ["Cecilia", "Ward"], by: 2, brideBaptismStatus: "NOT_BAPTIZED", ...ALL_DOCS, approved: ["pastor"], feeAgreedCents: 30000, feePaidCents: 30000 },
];

const ST_JOSEPH: Seed[] = [
  { on: [9], groom: ["Henry", "Baker"], bride: ["Olivia", "Grant"], by: 0, formA: true, feeAgreedCents: 40000 },
  { on: [23, 14], groom: ["Samuel", "Ortiz"], bride: ["Hannah", "Weber"], by: 0, brideWithinParish: false, brideParish: "St. Mary, Springfield", feeAgreedCents: 40000, feePaidCents: 10000 },
  { on: [-14], groom: ["Thomas", "Reed"], bride: ["Abigail", "Young"], by: 0, formA: true, approved: ["pastor"] },
];

/** St. Mary gets a visiting priest of its own for weddings (a priest added on the Priests page). */
async function seedChurch(churchId: string, seeds: Seed[], visiting: boolean) {
  if (visiting) {
    const names = { firstname: "Joseph", lastname: "Tran" };
    await db.staff.create({ data: { churchId, ...names, searchName: searchNameOf(names), personType: "CLERGY", role: "PRIEST", email: "fr.joseph.tran@example.com" } });
  }
  const priests = await db.staff.findMany({ where: { churchId, role: { in: ["PRIEST", "DEACON"] }, status: "ACTIVE" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
  const yesterday = new Date(parishToday().getTime() - 24 * 3600_000);
  for (const { on, groom, bride, by, approved = [], files = [], ...rest } of seeds) {
    const wedding = await db.wedding.create({
      data: {
        ...rest,
        churchId,
        weddingDate: weddingDay(...on),
        priestId: by === null ? null : (priests[by % Math.max(1, priests.length)]?.id ?? null),
        ...coupleColumns({ firstname: groom[0], lastname: groom[1] }, { firstname: bride[0], lastname: bride[1] }),
        groomBaptismStatus: rest.groomBaptismStatus ?? "BAPTIZED_CATHOLIC",
        brideBaptismStatus: rest.brideBaptismStatus ?? "BAPTIZED_CATHOLIC",
        pastorApprovedOn: approved.includes("pastor") ? yesterday : null,
        dispensationOn: approved.includes("dispensation") ? yesterday : null,
        groomDomicilePermissionOn: approved.includes("groom") ? yesterday : null,
        brideDomicilePermissionOn: approved.includes("bride") ? yesterday : null,
      },
    });
    for (const kind of files) await createWeddingDocument({ churchId, weddingId: wedding.id, kind });
  }
}

export async function seedParishWeddings(churchId: string, accountId: string) {
  if (accountId === "10000001") await seedChurch(churchId, ST_MARY, true);
  else await seedChurch(churchId, ST_JOSEPH, false);
}
