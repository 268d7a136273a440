import { Link, useLocation } from "@remix-run/react";
import { createInstance, type i18n } from "i18next";
import { useMemo } from "react";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import type { NamespaceMessages } from "~/locales";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/utils/i18n";

/**
 * Gives the pages under it `useTranslation` in the loader's language, with only the texts the
 * loader sent (i18next is loaded by the parent-facing routes only, not by staff pages).
 */
export function TranslationProvider({ locale, messages, children }: { locale: Language; messages: NamespaceMessages; children: React.ReactNode }) {
  const instance = useMemo(() => {
    const next: i18n = createInstance();
    void next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: messages },
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initImmediate: false,
      react: { useSuspense: false },
    });
    return next;
  }, [locale, messages]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

/**
 * English / Español on every parent-facing page: plain links to the same page with ?lng= (the
 * loader remembers the choice), so they work without JavaScript. Each name is in its own language.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation("common");
  const location = useLocation();
  return (
    <nav aria-label={t("language.label")} className={`flex gap-3 text-sm ${className}`}>
      {LANGUAGES.map((lng) => {
        const params = new URLSearchParams(location.search);
        params.set("lng", lng);
        const current = i18n.language === lng;
        return (
          <Link
            key={lng}
            to={`${location.pathname}?${params}`}
            lang={lng}
            hrefLang={lng}
            aria-current={current ? "true" : undefined}
            className={current ? "font-semibold text-slate-900 no-underline" : "text-blue-700 underline"}
            reloadDocument
          >
            {LANGUAGE_NAMES[lng]}
          </Link>
        );
      })}
    </nav>
  );
}
