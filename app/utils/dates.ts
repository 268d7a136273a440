/** Dates as the spec wants them: en-US (e.g. 11/21/2026). */
export const formatDate = (date: Date | string, timeZone = "UTC") =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(new Date(date));

export const formatDateTime = (date: Date | string, timeZone = "UTC") =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short", timeZone }).format(new Date(date));

/** Age in whole years on `today`. */
export function ageInYears(dateOfBirth: Date, today = new Date()): number {
  let age = today.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < dateOfBirth.getUTCMonth() || (today.getUTCMonth() === dateOfBirth.getUTCMonth() && today.getUTCDate() < dateOfBirth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
