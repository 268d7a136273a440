import { serverT } from "~/utils/i18n.server";
import type { Language } from "~/utils/i18n";
import { renderEmail } from "../render.server";

// Each serverT call builds an i18next instance: one per language is enough.
const translators = new Map<Language, ReturnType<typeof serverT<"office">>>();
function officeT(lng: Language) {
  let t = translators.get(lng);
  if (!t) {
    t = serverT(lng, "office");
    translators.set(lng, t);
  }
  return t;
}

export type ReviewOutcome = { kind: "accepted" } | { kind: "moved"; previousClass: string } | { kind: "refused"; reason: string | null };

/**
 * To a parent, in the parent's language: the office accepted, moved (to another class, and
 * accepted) or refused their child's online registration. A refusal's reason is the office's
 * words, sent as written; accepted registrations point to the parent portal.
 */
export async function onlineRegistrationReviewEmail(input: {
  lng: Language;
  to: string;
  parentName: string;
  studentName: string;
  className: string;
  yearName: string;
  churchName: string;
  portalUrl: string;
  outcome: ReviewOutcome;
}) {
  const t = await officeT(input.lng);
  const vars = { student: input.studentName, className: input.className, year: input.yearName };
  const { outcome } = input;
  const subject =
    outcome.kind === "accepted"
      ? t("review.accepted.subject", vars)
      : outcome.kind === "moved"
        ? t("review.moved.subject", vars)
        : t("review.refused.subject", vars);
  const body =
    outcome.kind === "accepted"
      ? t("review.accepted.body", vars)
      : outcome.kind === "moved"
        ? t("review.moved.body", { ...vars, previousClass: outcome.previousClass })
        : t("review.refused.body", vars);
  const reason = outcome.kind === "refused" && outcome.reason ? [t("review.refused.reason"), ...outcome.reason.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)] : [];
  return renderEmail({
    template: "online-registration-review",
    to: input.to,
    subject,
    churchName: input.churchName,
    paragraphs: [t("email.greeting", { name: input.parentName }), body, ...reason, t("email.questions")],
    action: outcome.kind === "refused" ? undefined : { label: t("email.portal"), url: input.portalUrl },
    footer: t("email.footer", { church: input.churchName }),
  });
}
