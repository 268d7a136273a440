import { db } from "~/utils/db.server";
import { readUnsubscribeToken } from "./unsubscribe-token.server";

/** The parent and church of an unsubscribe link (spec: verifyUnsubscriptionToken answers the church's name), or null. */
export async function parentOfToken(token: string | null) {
  const named = readUnsubscribeToken(token);
  if (!named) return null;
  const parent = await db.parent.findFirst({ where: { id: named.parentId, churchId: named.churchId }, select: { id: true, churchId: true, unsubscribedAt: true, locale: true, church: { select: { name: true } } } });
  return parent;
}

/**
 * Unsubscribes (or subscribes again) the parent a link names. Unsubscribing keeps the first date,
 * so opening the link again, or a mail program's one-click POST after it, changes nothing more.
 */
export async function setSubscribed(token: string | null, subscribed: boolean) {
  const parent = await parentOfToken(token);
  if (!parent) return null;
  if (subscribed) await db.parent.updateMany({ where: { id: parent.id, churchId: parent.churchId }, data: { unsubscribedAt: null } });
  else await db.parent.updateMany({ where: { id: parent.id, churchId: parent.churchId, unsubscribedAt: null }, data: { unsubscribedAt: new Date() } });
  return { churchName: parent.church.name, locale: parent.locale };
}
