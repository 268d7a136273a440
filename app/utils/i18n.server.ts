import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { resources, type Namespace, type NamespaceMessages } from "~/locales";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./i18n";

/** The language a visitor chose with the switch, for a year (parent pages before and after signing in). */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: process.env.NODE_ENV === "production" && !process.env.INSECURE_COOKIES,
  maxAge: 365 * 24 * 60 * 60,
});

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: { resources, supportedLngs: [...LANGUAGES], fallbackLng: DEFAULT_LANGUAGE, defaultNS: "common", interpolation: { escapeValue: false } },
});

/**
 * The language of a parent-facing page: the switch (?lng=), else the parent's remembered choice
 * (`stored`), else the cookie, else Accept-Language, else English. `chosen` is set when the switch
 * was used: the caller remembers it (the cookie here; the parent's record in the portal).
 */
export async function pageLanguage(request: Request, stored?: string | null): Promise<{ lng: Language; chosen: Language | null }> {
  const asked = new URL(request.url).searchParams.get("lng");
  if (isLanguage(asked)) return { lng: asked, chosen: asked };
  if (isLanguage(stored)) return { lng: stored, chosen: null };
  const detected = await i18nServer.getLocale(request);
  return { lng: isLanguage(detected) ? detected : DEFAULT_LANGUAGE, chosen: null };
}

/**
 * What a parent-facing layout's loader returns for its pages: the language, that language's texts
 * of `namespaces` (only those travel to the browser), and the Set-Cookie that remembers a switch.
 */
export async function loadTranslations(request: Request, namespaces: readonly Namespace[], stored?: string | null) {
  const { lng, chosen } = await pageLanguage(request, stored);
  const messages: NamespaceMessages = { common: resources[lng].common };
  for (const ns of namespaces) Object.assign(messages, { [ns]: resources[lng][ns] });
  const headers = new Headers();
  if (chosen) headers.append("Set-Cookie", await languageCookie.serialize(chosen));
  return { locale: lng, messages, chosen, headers };
}

/** A server-side t of one namespace in one language (e-mails, messages built in actions). */
export const serverT = <N extends Namespace>(lng: Language, ns: N) => i18nServer.getFixedT(lng, ns);
