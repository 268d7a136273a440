import { renderEmail } from "../render.server";
import { appUrl } from "~/utils/env.server";

/** The trial lifecycle's reminders: 7, 3 and 1 days before the trial ends, and on the day it ends. */
export const trialReminderEmail = (input: { to: string; firstname: string; churchName: string; daysLeft: number; endsOn: string }) => {
  const ended = input.daysLeft <= 0;
  const days = input.daysLeft === 1 ? "1 day" : `${input.daysLeft} days`;
  return renderEmail({
    template: ended ? "trial-ended" : "trial-reminder",
    to: input.to,
    subject: ended ? `Your free trial for ${input.churchName} has ended` : `Your free trial for ${input.churchName} ends in ${days}`,
    churchName: input.churchName,
    paragraphs: [
      `Dear ${input.firstname},`,
      ended
        ? `The free trial of ${input.churchName} ended on ${input.endsOn}. The account is now read-only: every page still opens and nothing is deleted, but nothing can be changed until you subscribe.`
        : `The free trial of ${input.churchName} ends on ${input.endsOn}, in ${days}. Subscribe before then to keep working without interruption; after it the account becomes read-only (nothing is deleted).`,
    ],
    action: { label: ended ? "Subscribe now" : "Go to Billing", url: `${appUrl()}/billing/subscriptions` },
  });
};
