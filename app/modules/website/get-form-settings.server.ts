import { db } from "~/utils/db.server";

/** The church's external form settings (spec: GET /forms/external-form-settings/{id}); none saved yet: no redirect, no one notified. */
export async function getFormSettings(churchId: string) {
  const row = await db.externalFormSettings.findUnique({ where: { churchId }, select: { redirectUrl: true, notifyEmails: true } });
  return row ?? { redirectUrl: null, notifyEmails: [] as string[] };
}
