import { renderEmail } from "../render.server";
import { TRIAL_DAYS } from "~/modules/billing/trial";
import { appUrl } from "~/utils/env.server";

export const welcomeEmail = (input: { to: string; firstname: string; churchName: string }) =>
  renderEmail({
    template: "welcome",
    to: input.to,
    subject: `Welcome to your parish administration account, ${input.firstname}`,
    churchName: input.churchName,
    paragraphs: [
      `Dear ${input.firstname},`,
      `Your account for ${input.churchName} has been created and your ${TRIAL_DAYS} day trial is active.`,
      `Sign in with ${input.to} to get started.`,
    ],
    action: { label: "Sign in", url: `${appUrl()}/login` },
  });
