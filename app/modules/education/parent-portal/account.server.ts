import { db } from "~/utils/db.server";
import type { Language } from "~/utils/i18n";
import { searchNameOf } from "../names";
import type { PortalParent } from "./guard.server";
import type { ContactValues } from "./schema";

/** Remembers the language the parent chose with the switch (pages and e-mails follow it, on any device). */
export async function saveParentLocale(parent: Pick<PortalParent, "id" | "churchId" | "locale">, locale: Language) {
  if (parent.locale === locale) return;
  await db.parent.updateMany({ where: { id: parent.id, churchId: parent.churchId }, data: { locale } });
}

/** Account: the parent's own contact details (the e-mail is the sign-in and stays as the office has it). */
export async function updateParentContact(parent: Pick<PortalParent, "id" | "churchId" | "middlename">, values: ContactValues) {
  await db.parent.updateMany({
    where: { id: parent.id, churchId: parent.churchId },
    data: { ...values, searchName: searchNameOf({ firstname: values.firstname, middlename: parent.middlename, lastname: values.lastname }) },
  });
}

/**
 * Account's e-mail preference: the same Parent.unsubscribedAt the unsubscribe link sets (blasts skip
 * an unsubscribed parent). Unsubscribing keeps the first date.
 */
export async function setParentSubscribed(parent: Pick<PortalParent, "id" | "churchId">, subscribed: boolean) {
  if (subscribed) await db.parent.updateMany({ where: { id: parent.id, churchId: parent.churchId }, data: { unsubscribedAt: null } });
  else await db.parent.updateMany({ where: { id: parent.id, churchId: parent.churchId, unsubscribedAt: null }, data: { unsubscribedAt: new Date() } });
}
