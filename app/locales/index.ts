import type { Language } from "~/utils/i18n";
import { common as enCommon } from "./en/common";
import { office as enOffice } from "./en/office";
import { portal as enPortal } from "./en/portal";
import { registration as enRegistration } from "./en/registration";
import { common as esCommon } from "./es/common";
import { office as esOffice } from "./es/office";
import { portal as esPortal } from "./es/portal";
import { registration as esRegistration } from "./es/registration";

/**
 * Every parent-facing text, per language and namespace (i18next resources). Server-only in use:
 * a page's loader sends the client only its language's namespaces (see loadTranslations).
 */
export const resources = {
  en: { common: enCommon, registration: enRegistration, portal: enPortal, office: enOffice },
  es: { common: esCommon, registration: esRegistration, portal: esPortal, office: esOffice },
} as const satisfies Record<Language, unknown>;

export type Namespace = keyof (typeof resources)["en"];
export type NamespaceMessages = { [N in Namespace]?: (typeof resources)["en"][N] | (typeof resources)["es"][N] };
