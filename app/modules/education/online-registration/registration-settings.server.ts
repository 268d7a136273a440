import { listClassOptions } from "~/modules/education/classes/list-class-options.server";
import { getYear } from "~/modules/education/years/get-year.server";
import { parishToday } from "~/modules/parish/today.server";
import { dateInput, shortDate } from "~/modules/parish/wall-clock";
import { db } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { centsToInput } from "~/utils/money";
import { qrCodeSvg } from "~/utils/qr-code.server";
import { registrationPath } from "./registration-link.server";

type Window = { enabled: boolean; opensOn: Date | null; closesOn: Date | null };

/** Whether the public link takes registrations today, and why not (the same rule as findRegistrationLink). */
export function linkState(settings: Window, now = new Date()): { open: boolean; label: string } {
  const today = parishToday(now);
  if (!settings.enabled) return { open: false, label: "Closed: online registration is turned off" };
  if (settings.opensOn && settings.opensOn > today) return { open: false, label: `Not open yet: opens on ${shortDate(settings.opensOn)}` };
  if (settings.closesOn && settings.closesOn < today) return { open: false, label: `Closed: closed after ${shortDate(settings.closesOn)}` };
  return { open: true, label: settings.closesOn ? `Open until ${shortDate(settings.closesOn)}` : "Open" };
}

/** The public link's absolute address (what the QR code holds and what staff share). */
export const registrationUrl = (publicId: string) => `${appUrl()}${registrationPath(publicId)}`;

/** The link of a year of the church, with its state and QR code; null before the settings are first saved. Another church's year is a 404. */
export async function getRegistrationLinkOfYear(churchId: string, yearId: string, now = new Date()) {
  const year = await getYear(churchId, yearId);
  const settings = await db.registrationSettings.findFirst({ where: { churchId, schoolYearId: year.id }, select: { publicId: true, enabled: true, opensOn: true, closesOn: true } });
  if (!settings) return { year, link: null };
  const url = registrationUrl(settings.publicId);
  return { year, link: { url, state: linkState(settings, now), qrSvg: await qrCodeSvg(url) } };
}

/**
 * The settings page of a year: the form's values (the saved settings, or the defaults of a year
 * not set up yet: closed, every document and permission asked), a row per class of the church with
 * its own tuition if any, and the link with its state and QR code.
 */
export async function getRegistrationSettingsPage(churchId: string, yearId: string, now = new Date()) {
  const { year, link } = await getRegistrationLinkOfYear(churchId, yearId, now);
  const [settings, classes, classTuitions] = await Promise.all([
    db.registrationSettings.findFirst({ where: { churchId, schoolYearId: year.id } }),
    listClassOptions(churchId),
    db.registrationClassTuition.findMany({ where: { churchId, schoolYearId: year.id }, select: { schoolClassId: true, tuitionCents: true } }),
  ]);
  const own = new Map(classTuitions.map((c) => [c.schoolClassId, c.tuitionCents]));
  const on = (value: boolean) => (value ? ("on" as const) : undefined);
  const values = {
    enabled: on(settings?.enabled ?? false),
    opensOn: settings?.opensOn ? dateInput(settings.opensOn) : "",
    closesOn: settings?.closesOn ? dateInput(settings.closesOn) : "",
    tuition: centsToInput(settings?.tuitionCents ?? 0),
    siblingDiscount: centsToInput(settings?.siblingDiscountCents ?? 0),
    familyMax: settings?.familyMaxCents == null ? "" : centsToInput(settings.familyMaxCents),
    classTuition: classes.map((c) => ({ schoolClassId: c.id, amount: own.has(c.id) ? centsToInput(own.get(c.id)!) : "" })),
    askBirthCertificate: on(settings?.askBirthCertificate ?? true),
    askBaptismalCertificate: on(settings?.askBaptismalCertificate ?? true),
    askPhotographyPermission: on(settings?.askPhotographyPermission ?? true),
    askSafetyClassPermission: on(settings?.askSafetyClassPermission ?? true),
    welcomeMessage: settings?.welcomeMessage ?? "",
  };
  // The form is drawn anew after each save (its key), so it shows what was stored ("200" -> "200.00").
  const savedAt = settings?.updatedAt.toISOString() ?? "";
  return { year, classes: classes.map((c) => ({ id: c.id, className: c.className })), values, savedAt, link };
}
