import { renderEmail } from "../render.server";
import { appUrl } from "~/utils/env.server";

/** To the addresses of the form settings: a family filled in the public new-member form. */
export const newMemberEmail = (input: { to: string; churchName: string; primaryName: string; memberCount: number; householdId: string; joined: boolean }) =>
  renderEmail({
    template: "new-member",
    to: input.to,
    subject: `New member form: ${input.primaryName}`,
    churchName: input.churchName,
    paragraphs: [
      `${input.primaryName} filled in the new-member form${input.memberCount > 1 ? ` for ${input.memberCount} people` : ""}.`,
      input.joined ? "The address matched a household you already have: the new members were added to it." : "A new household was created.",
    ],
    action: { label: "Open the household", url: `${appUrl()}/website/public-forms/households/${input.householdId}` },
  });
