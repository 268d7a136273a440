import type { Language } from "~/utils/i18n";
import { renderEmail } from "../render.server";
import { portalT } from "./parent-message";

/** The parent portal's sign-in link ('E-mail me a link' on /login/re/parent, or staff's 'Invite to portal'), in the parent's language. */
export async function parentLoginLinkEmail(input: { to: string; firstname: string; churchName: string; link: string; minutes: number; signInUrl: string; lng: Language }) {
  const t = await portalT(input.lng);
  const church = input.churchName;
  return renderEmail({
    template: "parent-login-link",
    to: input.to,
    subject: t("email.loginSubject", { church }),
    churchName: church,
    paragraphs: [
      t("email.greeting", { name: input.firstname }),
      t("email.loginIntro", { church }),
      t("email.loginExpiry", { minutes: input.minutes, signInUrl: input.signInUrl }),
      t("email.ignore"),
    ],
    action: { label: t("email.loginAction"), url: input.link },
    footer: t("email.footer", { church }),
  });
}
