import { appUrl } from "~/utils/env.server";
import { formatMoneyIn, type Language } from "~/utils/i18n";
import { serverT } from "~/utils/i18n.server";
import { renderEmail } from "../render.server";

/**
 * To the first parent of an online registration, in the language the family registered in: the
 * children and their classes, the tuition total, the portal's sign-in link when the parent has a
 * portal account, and where to get a new link once this one has expired. Footer translated.
 */
export async function registrationConfirmationEmail(input: {
  lng: Language;
  to: string;
  parentName: string;
  churchName: string;
  yearName: string;
  children: { name: string; className: string }[];
  totalCents: number;
  signInUrl: string | null;
}) {
  const t = await serverT(input.lng, "registration");
  const church = input.churchName;
  return renderEmail({
    template: "registration-confirmation",
    to: input.to,
    subject: t("email.subject", { church }),
    churchName: church,
    paragraphs: [
      t("email.greeting", { name: input.parentName }),
      t("email.intro", { church, year: input.yearName }),
      ...input.children.map((c) => t("email.child", { name: c.name, class: c.className })),
      t("email.total", { amount: formatMoneyIn(input.lng, input.totalCents) }),
      // The portal's sign-in, when the parent has a portal account (not, for instance, when the e-mail is a staff sign-in).
      ...(input.signInUrl ? [t("email.signIn"), t("email.newLink", { url: `${appUrl()}/login/re/parent` })] : []),
    ],
    action: input.signInUrl ? { label: t("email.action"), url: input.signInUrl } : undefined,
    footer: t("email.footer", { church }),
  });
}
