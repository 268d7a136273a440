// Building an Intl formatter costs far more than using one: each is built once per time zone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function formatterOf(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    cache.set(timeZone, format);
  }
  return format;
}

/** Dates as the spec wants them: en-US (e.g. 11/21/2026). */
export const formatDate = (date: Date | string, timeZone = "UTC") =>
  formatterOf(dateFormats, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(date));

export const formatDateTime = (date: Date | string, timeZone = "UTC") =>
  formatterOf(dateTimeFormats, timeZone, { dateStyle: "short", timeStyle: "short" }).format(new Date(date));

/** Age in whole years on `today`. */
export function ageInYears(dateOfBirth: Date, today = new Date()): number {
  let age = today.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < dateOfBirth.getUTCMonth() || (today.getUTCMonth() === dateOfBirth.getUTCMonth() && today.getUTCDate() < dateOfBirth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
