import { renderEmail } from "../render.server";

export const passwordResetEmail = (input: { to: string; firstname: string; churchName: string; link: string; minutes: number }) =>
  renderEmail({
    template: "password-reset",
    to: input.to,
    subject: "Reset your password",
    churchName: input.churchName,
    paragraphs: [
      `Dear ${input.firstname},`,
      `We received a request to reset the password of ${input.to}. The link below works once, for ${input.minutes} minutes.`,
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url: input.link },
  });
