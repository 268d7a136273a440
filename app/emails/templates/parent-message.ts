import type { Language } from "~/utils/i18n";
import { serverT } from "~/utils/i18n.server";
import { renderEmail } from "../render.server";

// One i18next instance per language for every parent e-mail (serverT makes a new one per call).
const translators = new Map<Language, ReturnType<typeof serverT<"portal">>>();
/** The portal namespace's t in one language, made once. */
export function portalT(lng: Language) {
  let t = translators.get(lng);
  if (!t) {
    t = serverT(lng, "portal");
    translators.set(lng, t);
  }
  return t;
}

/**
 * A message of the parish to a parent (E-mail to parents): the subject and content as staff wrote
 * them; the unsubscribe line every parent e-mail carries and the footer in the parent's language
 * (English unless the parent chose Spanish). `note` overrides the unsubscribe sentence.
 */
export async function parentMessageEmail(input: { to: string; churchName: string; subject: string; content: string; unsubscribeUrl: string; note?: string; lng?: Language }) {
  const t = await portalT(input.lng ?? "en");
  return renderEmail({
    template: "parent-message",
    to: input.to,
    subject: input.subject,
    churchName: input.churchName,
    paragraphs: [
      ...input.content
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      `${input.note ?? t("email.unsubscribeNote")} ${t("email.unsubscribe")}: ${input.unsubscribeUrl}`,
    ],
    footer: t("email.footer", { church: input.churchName }),
  });
}
