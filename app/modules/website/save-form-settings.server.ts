import { db } from "~/utils/db.server";
import type { FormSettingsInput } from "./form-settings-schema";

/** Saves the external form settings (spec: POST /forms/external-form-settings). */
export async function saveFormSettings(churchId: string, values: FormSettingsInput) {
  const data = { redirectUrl: values.redirectUrl ?? null, notifyEmails: values.notifyEmails ?? [] };
  await db.externalFormSettings.upsert({ where: { churchId }, create: { churchId, ...data }, update: data });
}
