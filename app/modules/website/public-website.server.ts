import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { getHomepage } from "./get-homepage.server";
import { upcomingWhere } from "./list-events.server";
import { PUBLIC_EVENTS_LIMIT, publicImagePath } from "./options";
import { SOCIAL_NETWORKS } from "./social-links";
import { getSocialLinks } from "./social-links.server";

/** The church a public address names; an unknown or malformed id is "not found". */
export async function publicChurch(churchId: string) {
  if (!isRecordId(churchId)) throw notFound();
  const church = await db.church.findUnique({ where: { id: churchId }, select: { id: true, name: true } });
  if (!church) throw notFound();
  return church;
}

/** The next public events of the church, soonest first, with the public address of each image. */
export async function publicEvents(churchId: string) {
  const rows = await db.websiteEvent.findMany({
    where: { ...upcomingWhere(churchId), isPublic: true },
    select: { id: true, title: true, startsAt: true, endsAt: true, place: true, description: true, imageFileId: true },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: PUBLIC_EVENTS_LIMIT,
  });
  return rows.map(({ imageFileId, ...e }) => ({ ...e, image: imageFileId ? publicImagePath(churchId, imageFileId) : null }));
}

/** Everything the public homepage shows: the church, its announcement, Mass times and contact, upcoming public events, sponsors. */
export async function getPublicWebsite(churchId: string) {
  const church = await publicChurch(churchId);
  const [homepage, social, events, sponsors] = await Promise.all([
    getHomepage(church.id),
    getSocialLinks(church.id),
    publicEvents(church.id),
    db.websiteSponsor.findMany({ where: { churchId: church.id }, select: { id: true, name: true, link: true, logoFileId: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
  ]);
  return {
    church,
    homepage,
    social: SOCIAL_NETWORKS.flatMap((n) => (social[n.key] ? [{ label: n.label, url: social[n.key]! }] : [])),
    events,
    sponsors: sponsors.map(({ logoFileId, ...s }) => ({ ...s, logo: logoFileId ? publicImagePath(church.id, logoFileId) : null })),
  };
}
