import { db, type Prisma } from "~/utils/db.server";

/** The parents (mother, father, legal guardian) of the students registered in a year of the church, or in one class of it. */
export async function listRecipients(churchId: string, yearId: string, classId?: string | null) {
  const registered: Prisma.StudentWhereInput = { churchId, registrations: { some: { churchId, schoolYearId: yearId, ...(classId ? { schoolClassId: classId } : {}) } } };
  return db.parent.findMany({
    where: { churchId, OR: [{ childrenAsMother: { some: registered } }, { childrenAsFather: { some: registered } }, { childrenAsGuardian: { some: registered } }] },
    select: { id: true, firstname: true, lastname: true, email: true, unsubscribedAt: true },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
  });
}

/** What the compose screen says before sending: who will receive it, and who is counted apart. */
export async function countRecipients(churchId: string, yearId: string, classId?: string | null) {
  const parents = await listRecipients(churchId, yearId, classId);
  const withoutAddress = parents.filter((p) => !p.email).length;
  const unsubscribed = parents.filter((p) => p.email && p.unsubscribedAt).length;
  return { total: parents.length, receiving: parents.length - withoutAddress - unsubscribed, unsubscribed, withoutAddress };
}
