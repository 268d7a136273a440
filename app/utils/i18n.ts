import { formatter } from "./dates";

/** The languages of the parent-facing pages and e-mails (issue 13): English and Spanish. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's own name, for the switch ("English", "Español"). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** US English and US Spanish: dates as 11/26/2026 and 26/11/2026, money as $1,250.00 in both. */
const INTL_LOCALE: Record<Language, string> = { en: "en-US", es: "es-US" };

export const formatMoneyIn = (lng: Language, cents: number) =>
  formatter(`${INTL_LOCALE[lng]}:money`, () => new Intl.NumberFormat(INTL_LOCALE[lng], { style: "currency", currency: "USD" })).format(cents / 100);

/** A calendar date (stored at UTC midnight) in the language's short form. */
export const formatDateIn = (lng: Language, date: Date | string) =>
  formatter(`${INTL_LOCALE[lng]}:date:UTC`, () => new Intl.DateTimeFormat(INTL_LOCALE[lng], { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" })).format(new Date(date));

/** A calendar date written out ("Sunday, November 29, 2026" / "domingo, 29 de noviembre de 2026"). */
export const formatLongDateIn = (lng: Language, date: Date | string) =>
  formatter(`${INTL_LOCALE[lng]}:long:UTC`, () => new Intl.DateTimeFormat(INTL_LOCALE[lng], { dateStyle: "full", timeZone: "UTC" })).format(new Date(date));

/** A moment in the parish's time zone. */
export const formatDateTimeIn = (lng: Language, date: Date | string, timeZone = "UTC") =>
  formatter(`${INTL_LOCALE[lng]}:datetime-medium:${timeZone}`, () => new Intl.DateTimeFormat(INTL_LOCALE[lng], { dateStyle: "medium", timeStyle: "short", timeZone })).format(new Date(date));
