// Demo data of the Baptisms area and parish staff (issue 10): loaded into a demo church while it has
// no staff. Dates are placed on Sundays around today, so the demo always has upcoming and past baptisms.
import { randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import type { BaptismDocumentKind } from "~/generated/prisma/enums";
import { searchNameOf } from "~/modules/education/names";
import { parishToday } from "~/modules/parish/today.server";
import { db } from "~/utils/db.server";
import { createBaptismDocument } from "./factories";

const newId = () => `c${randomBytes(12).toString("hex")}`;
const DAY = 24 * 3600_000;

type StaffSeed = Pick<Prisma.StaffCreateManyInput, "firstname" | "lastname" | "personType" | "role" | "status" | "email" | "phone">;
type Party = [first: string, last: string] | null;
type BaptismSeed = {
  /** Which date: its index in the church's dates. */
  on: number;
  child: [first: string, middle: string | null, last: string];
  born: string;
  mother: Party;
  father: Party;
  godparents: [string, string][];
  witness?: Party;
  /** Documents received and classes attended: "all", "some" or "none". */
  ready: "all" | "some" | "none";
  notes?: string;
  /** Register entry (past baptisms): book, page, entry, and a later notation. */
  register?: [string, string, string, string?];
  /** Documents with a PDF on file. */
  files?: BaptismDocumentKind[];
};

const ST_MARY_STAFF: StaffSeed[] = [
  { firstname: "Michael", lastname: "O'Connor", personType: "CLERGY", role: "PRIEST", status: "ACTIVE", email: "fr.michael@stmary.example.com", phone: "(217) 555-0101" },
  { firstname: "Tomás", lastname: "Rivera", personType: "CLERGY", role: "PRIEST", status: "ACTIVE", email: "fr.tomas@stmary.example.com", phone: "(217) 555-0102" },
  { firstname: "Robert", lastname: "Hayes", personType: "CLERGY", role: "DEACON", status: "ACTIVE", email: "deacon.robert@stmary.example.com", phone: "(217) 555-0103" },
  { firstname: "Catherine", lastname: "Doyle", personType: "RELIGIOUS", role: "DIRECTOR", status: "ACTIVE", email: "sr.catherine@stmary.example.com", phone: "(217) 555-0104" },
  { firstname: "Linda", lastname: "Martinez", personType: "LAY", role: "SECRETARY", status: "ACTIVE", email: "office@stmary.example.com", phone: "(217) 555-0100" },
  { firstname: "Walter", lastname: "Kruger", personType: "CLERGY", role: "PRIEST", status: "INACTIVE", email: null, phone: null },
];
// [weeks from this Sunday, hour, minute, officiant index]
const ST_MARY_DATES: [number, number, number, number][] = [
  [-10, 13, 0, 0],
  [-6, 13, 0, 1],
  [-3, 12, 30, 2],
  [-1, 13, 0, 0],
  [1, 13, 0, 1],
  [2, 12, 30, 2],
  [4, 13, 0, 0],
  [7, 13, 0, 1],
];
const ALL: BaptismDocumentKind[] = ["BIRTH_CERTIFICATE", "ALL_PARENT_DOCS", "GODMOTHER_DOCS", "GODFATHER_DOCS"];
const ST_MARY_BAPTISMS: BaptismSeed[] = [
  { on: 0, child: ["Sofia", "Marie", "Garcia"], born: "2025-11-02", mother: ["Carmen", "Garcia"], father: ["Miguel", "Garcia"], godparents: [["Lucia", "Moreno"], ["Javier", "Flores"]], ready: "all", register: ["14", "102", "1203"] },
  { on: 0, child: ["Liam", "James", "Sullivan"], born: "2025-10-15", mother: ["Rachel", "Sullivan"], father: ["Peter", "Sullivan"], godparents: [["Erin", "Kelly"], ["Brendan", "Kelly"]], ready: "all", register: ["14", "102", "1204"] },
  { on: 0, child: ["Minh", null, "Nguyễn"], born: "2025-12-20", mother: ["Linh", "Nguyễn"], father: ["Quang", "Trần"], godparents: [["Mai", "Phạm"]], witness: ["Thomas", "Brennan"], ready: "all", register: ["14", "103", "1205"] },
  { on: 1, child: ["Isabella", "Rose", "Rossi"], born: "2026-01-08", mother: ["Laura", "Rossi"], father: ["Marco", "Rossi"], godparents: [["Giulia", "Bianchi"], ["Enzo", "Bianchi"]], ready: "all", register: ["14", "104", "1209"], files: ["BIRTH_CERTIFICATE"] },
  { on: 1, child: ["Noah", null, "Becker"], born: "2025-09-30", mother: ["Angela", "Becker"], father: ["Stephen", "Becker"], godparents: [["Julia", "Schmidt"], ["Frank", "Schmidt"]], ready: "all", register: ["14", "104", "1210"] },
  { on: 2, child: ["Chloe", "Ann", "Kowalski"], born: "2026-02-11", mother: ["Monica", "Kowalski"], father: ["Andrew", "Kowalski"], godparents: [["Joanna", "Lewandowski"], ["Robert", "Lewandowski"]], ready: "all", register: ["14", "105", "1214"] },
  { on: 2, child: ["Mateo", null, "Hernandez"], born: "2026-01-25", mother: ["Ana", "Hernandez"], father: null, godparents: [["Isabel", "Flores"], ["Luis", "Santos"]], ready: "all", register: ["14", "105", "1215"] },
  { on: 2, child: ["Grace", "Elizabeth", "Walsh"], born: "1994-06-03", mother: ["Margaret", "Walsh"], father: ["Kevin", "Walsh"], godparents: [["Bridget", "O'Neill"]], ready: "all", notes: "Adult baptism at the parish Mass.", register: ["14", "105", "1216", "Confirmed the same day by Fr. Michael O'Connor"] },
  { on: 3, child: ["Owen", "Paul", "Murray"], born: "2026-03-01", mother: ["Katherine", "Murray"], father: ["Francis", "Murray"], godparents: [["Theresa", "Fitzgerald"], ["Sean", "O'Neill"]], ready: "all", register: ["14", "106", "1220"], files: ["BIRTH_CERTIFICATE", "ALL_PARENT_DOCS"] },
  { on: 3, child: ["Ava", null, "Park"], born: "2026-02-14", mother: ["Helen", "Park"], father: ["Gregory", "Park"], godparents: [["Amy", "Phillips"], ["Jason", "Phillips"]], ready: "all" },
  { on: 3, child: ["Elijah", "Joseph", "Ibrahim"], born: "2026-01-19", mother: ["Grace", "Ibrahim"], father: ["Samuel", "Ibrahim"], godparents: [["Diana", "Mendoza"]], ready: "all" },
  { on: 3, child: ["Cecilia", null, "Dubois"], born: "2026-03-09", mother: ["Rebecca", "Dubois"], father: ["Paul", "Dubois"], godparents: [["Veronica", "Romano"], ["Anthony", "Romano"]], ready: "all" },
  { on: 4, child: ["Lucas", "Andrés", "Castillo"], born: "2026-04-02", mother: ["Elena", "Castillo"], father: ["Diego", "Castillo"], godparents: [["Teresa", "Moreno"], ["Vincent", "Moreno"]], ready: "all", notes: "Family will bring their own baptismal candle.", files: ALL },
  { on: 4, child: ["Emma", "Grace", "Johnson"], born: "2026-05-10", mother: ["Jennifer", "Johnson"], father: ["Mark", "Johnson"], godparents: [["Sarah", "Bennett"], ["Edward", "Bennett"]], ready: "some", notes: "Godfather lives out of state: sponsor certificate from his parish still to come." },
  { on: 4, child: ["Daniel", null, "Tran"], born: "2026-04-22", mother: ["Mai", "Tran"], father: ["Quang", "Tran"], godparents: [["Linh", "Nguyễn"]], witness: ["Minh", "Nguyễn"], ready: "none", notes: "Parents asked for the baptism in Vietnamese; Fr. Tomás will check." },
  { on: 5, child: ["Lily", "Anne", "Carter"], born: "2026-06-01", mother: ["Rachel", "Carter"], father: ["Kevin", "Carter"], godparents: [["Amy", "Phillips"], ["Brendan", "Kelly"]], ready: "all" },
  { on: 5, child: ["Gabriel", null, "Santos"], born: "2026-05-18", mother: ["Michelle", "Santos"], father: ["Luis", "Santos"], godparents: [["Isabel", "Flores"], ["Javier", "Flores"]], ready: "some", notes: "Twins with Natalie Santos: baptize together." },
  { on: 5, child: ["Natalie", null, "Santos"], born: "2026-05-18", mother: ["Michelle", "Santos"], father: ["Luis", "Santos"], godparents: [["Carmen", "Garcia"], ["Miguel", "Garcia"]], ready: "some", notes: "Twins with Gabriel Santos: baptize together." },
  { on: 5, child: ["Xavier", "Thomas", "Reyes"], born: "2026-04-30", mother: ["Gloria", "Reyes"], father: ["Hector", "Reyes"], godparents: [["Monica", "Reyes-Santos"], ["Daniel", "Cruz"]], ready: "none" },
  { on: 6, child: ["Clara", null, "Lewandowski"], born: "2026-06-12", mother: ["Joanna", "Lewandowski"], father: ["Robert", "Lewandowski"], godparents: [["Monica", "Kowalski"], ["Andrew", "Kowalski"]], ready: "all", files: ["BIRTH_CERTIFICATE"] },
  { on: 6, child: ["Benedict", "John", "Schmidt"], born: "2026-07-03", mother: ["Julia", "Schmidt"], father: ["Frank", "Schmidt"], godparents: [["Angela", "Becker"], ["Stephen", "Becker"]], ready: "some", notes: "Baptism class on the 2nd Saturday; parents registered." },
  { on: 6, child: ["Zoe", null, "Bennett"], born: "2026-06-25", mother: ["Sarah", "Bennett"], father: ["Edward", "Bennett"], godparents: [["Katherine", "Murray"]], ready: "none" },
  { on: 7, child: ["Julian", "Peter", "Romano"], born: "2026-07-20", mother: ["Veronica", "Romano"], father: ["Anthony", "Romano"], godparents: [["Laura", "Rossi"], ["Marco", "Rossi"]], ready: "some", notes: "Grandparents travelling from Italy; keep front pews." },
  { on: 7, child: ["Teresa", "Maria", "Flores"], born: "2026-08-02", mother: ["Isabel", "Flores"], father: ["Javier", "Flores"], godparents: [["Elena", "Castillo"], ["Diego", "Castillo"]], ready: "none" },
  { on: 7, child: ["Adrian", null, "Kelly"], born: "2026-07-28", mother: ["Erin", "Kelly"], father: ["Brendan", "Kelly"], godparents: [["Rachel", "Sullivan"], ["Peter", "Sullivan"], ["Bridget", "O'Neill"]], ready: "all" },
];

const ST_JOSEPH_STAFF: StaffSeed[] = [
  { firstname: "Anthony", lastname: "Bianchi", personType: "CLERGY", role: "PRIEST", status: "ACTIVE", email: "fr.anthony@stjoseph.example.com", phone: "(309) 555-0110" },
  { firstname: "Ruth", lastname: "Adeyemi", personType: "LAY", role: "SECRETARY", status: "ACTIVE", email: "office@stjoseph.example.com", phone: "(309) 555-0111" },
];
const ST_JOSEPH_DATES: [number, number, number, number][] = [
  [-2, 11, 0, 0],
  [3, 11, 0, 0],
];
const ST_JOSEPH_BAPTISMS: BaptismSeed[] = [
  { on: 0, child: ["Giulia", "Maria", "Novak"], born: "2026-01-04", mother: ["Irena", "Novak"], father: ["Tomas", "Novak"], godparents: [["Petra", "Novak"]], ready: "all", register: ["7", "41", "388"] },
  { on: 1, child: ["Tobi", null, "Adeyemi"], born: "2026-05-05", mother: ["Funmilayo", "Adeyemi"], father: ["Tunde", "Adeyemi"], godparents: [["Ada", "Okafor"], ["Chinedu", "Okafor"]], ready: "some", notes: "St. Joseph only: first grandchild of the parish council chair." },
  { on: 1, child: ["Matteo", null, "Bianchi"], born: "2026-04-11", mother: ["Lucia", "Bianchi"], father: ["Enzo", "Bianchi"], godparents: [["Irena", "Novak"], ["Tunde", "Adeyemi"]], ready: "all" },
];

const names = (p: Party, prefix: "mother" | "father" | "witness") => ({ [`${prefix}Firstname`]: p?.[0] ?? null, [`${prefix}Lastname`]: p?.[1] ?? null });

function readinessOf(ready: BaptismSeed["ready"]) {
  const all = ready === "all";
  const some = ready === "some";
  return {
    birthCertificate: all || some,
    allParentDocs: all,
    godmotherDocs: all || some,
    godfatherDocs: all,
    baptismClassParents: all || some,
    baptismClassGodmother: all,
    baptismClassGodfather: all,
  };
}

async function seedChurch(churchId: string, staffSeeds: StaffSeed[], dateSeeds: typeof ST_MARY_DATES, baptismSeeds: BaptismSeed[]) {
  const today = parishToday();
  // This week's Sunday (today, if it is one).
  const sunday = today.getTime() + ((7 - today.getUTCDay()) % 7) * DAY;
  const staff = staffSeeds.map((s) => {
    const id = newId();
    return { ...s, id, churchId, searchName: searchNameOf(s) };
  });
  const dates = dateSeeds.map(([weeks, hour, minute, officiant]) => ({ id: newId(), churchId, date: new Date(sunday + weeks * 7 * DAY + (hour * 60 + minute) * 60_000), officiantId: staff[officiant].id }));
  const baptisms: Prisma.BaptismCreateManyInput[] = [];
  const godparents: Prisma.BaptismGodparentCreateManyInput[] = [];
  const files: { baptismId: string; kind: BaptismDocumentKind; name: string }[] = [];
  for (const b of baptismSeeds) {
    const id = newId();
    const [firstname, middlename, lastname] = b.child;
    const celebrated = dates[b.on].date.getTime() < today.getTime();
    const [registerBook, registerPage, registerEntry, confirmationNotation] = celebrated && b.register ? b.register : [];
    baptisms.push({
      id,
      churchId,
      baptismDateId: dates[b.on].id,
      firstname,
      middlename,
      lastname,
      searchName: searchNameOf({ firstname, middlename, lastname }),
      dateOfBirth: new Date(`${b.born}T00:00:00Z`),
      ...names(b.mother, "mother"),
      ...names(b.father, "father"),
      ...names(b.witness ?? null, "witness"),
      ...readinessOf(b.ready),
      notes: b.notes ?? null,
      registerBook: registerBook ?? null,
      registerPage: registerPage ?? null,
      registerEntry: registerEntry ?? null,
      confirmationNotation: confirmationNotation ?? null,
    });
    b.godparents.forEach(([first, last], k) => godparents.push({ churchId, baptismId: id, position: k + 1, firstname: first, lastname: last }));
    for (const kind of b.files ?? []) files.push({ baptismId: id, kind, name: `${firstname}${lastname}` });
  }
  await db.$transaction(async (tx) => {
    await tx.staff.createMany({ data: staff });
    await tx.baptismDate.createMany({ data: dates });
    await tx.baptism.createMany({ data: baptisms });
    await tx.baptismGodparent.createMany({ data: godparents });
  });
  for (const f of files) await createBaptismDocument({ churchId, baptismId: f.baptismId, kind: f.kind, filename: `${f.kind.toLowerCase().replace(/_/g, "-")}-${f.name}.pdf`.toLowerCase() });
}

/** St. Mary (10000001): six staff (two active priests, a deacon), eight Sundays of baptisms, 25 baptisms; St. Joseph: a few of its own. */
export async function seedParishBaptisms(churchId: string, accountId: string) {
  if (accountId === "10000001") await seedChurch(churchId, ST_MARY_STAFF, ST_MARY_DATES, ST_MARY_BAPTISMS);
  else await seedChurch(churchId, ST_JOSEPH_STAFF, ST_JOSEPH_DATES, ST_JOSEPH_BAPTISMS);
}
