import { renderEmail } from "../render.server";
import { appUrl } from "~/utils/env.server";

export const welcomeEmail = (input: { to: string; firstname: string; churchName: string; trialDays: number }) =>
  renderEmail({
    template: "welcome",
    to: input.to,
    subject: `Welcome to your parish administration account, ${input.firstname}`,
    churchName: input.churchName,
    paragraphs: [
      `Dear ${input.firstname},`,
      `Your account for ${input.churchName} has been created and your ${input.trialDays} day trial is active.`,
      `Sign in with ${input.to} to get started.`,
    ],
    action: { label: "Sign in", url: `${appUrl()}/login` },
  });
