// Builders of weddings for tests and demo data (prisma/factories.ts has the rest).
import { randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import type { WeddingDocumentKind } from "~/generated/prisma/enums";
import { coupleColumns } from "~/modules/weddings/rules";
import { db } from "~/utils/db.server";
import { baptismDay, storePdf } from "./factories";

/** A stored wall-clock wedding `days` from the parish's today, at 7 pm unless told. */
export const weddingDay = (days: number, hour = 19, minute = 0) => baptismDay(days, hour, minute);

type WeddingExtras = Omit<Partial<Prisma.WeddingUncheckedCreateInput>, "churchId" | "groomSearchName" | "brideSearchName">;

export async function createWedding(input: WeddingExtras & { churchId: string }) {
  const groom = { firstname: input.groomFirstName ?? "John", lastname: input.groomLastName ?? `Groom${randomBytes(3).toString("hex")}` };
  const bride = { firstname: input.brideFirstName ?? "Mary", lastname: input.brideLastName ?? `Bride${randomBytes(3).toString("hex")}` };
  return db.wedding.create({
    data: {
      weddingDate: weddingDay(30),
      ...input,
      ...coupleColumns(groom, bride),
    },
  });
}

export async function createWeddingDocument(input: { churchId: string; weddingId: string; kind: WeddingDocumentKind; filename?: string }) {
  const file = await storePdf(input.churchId, { kind: "wedding-document", ownerType: "Wedding", ownerId: input.weddingId }, input.filename ?? `${input.kind.toLowerCase()}.pdf`);
  return db.weddingDocument.create({ data: { churchId: input.churchId, weddingId: input.weddingId, kind: input.kind, fileId: file.id }, include: { file: true } });
}
