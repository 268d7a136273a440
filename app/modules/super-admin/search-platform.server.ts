import { db } from "~/utils/db.server";
import { churchSearch } from "./list-churches.server";
import { userSearch } from "./list-users.server";

/** The platform's churches and users that match the search box's text, as their lists find them (a platform admin's search). */
export async function searchPlatform(q: string, take: number) {
  const text = q.trim();
  const [churches, users] = await Promise.all([
    db.church.findMany({ where: churchSearch(text), select: { id: true, name: true, accountId: true }, orderBy: [{ name: "asc" }, { id: "asc" }], take }),
    db.user.findMany({ where: userSearch(text), select: { id: true, email: true, firstname: true, lastname: true, church: { select: { name: true } } }, orderBy: [{ email: "asc" }], take }),
  ]);
  return { churches, users };
}
