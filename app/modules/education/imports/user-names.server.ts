import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";

/** Who did what on an import: the church's users among `ids`, by id, as their full names ("—" for none or unknown). */
export async function userNames(churchId: string, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const users = wanted.length ? await db.user.findMany({ where: { churchId, id: { in: wanted } }, select: { id: true, firstname: true, lastname: true } }) : [];
  const names = new Map(users.map((u) => [u.id, fullName(u)]));
  return (id: string | null) => (id && names.get(id)) || "—";
}
