import { renderEmail } from "../render.server";

/** To a parent: sign a registration of their child (spec: emailParentsForSignature). */
export const signatureRequestEmail = (input: { to: string; parentName: string; studentName: string; className: string; yearName: string; churchName: string; link: string; days: number }) =>
  renderEmail({
    template: "signature-request",
    to: input.to,
    subject: `Please sign ${input.studentName}'s registration`,
    churchName: input.churchName,
    paragraphs: [
      `Dear ${input.parentName},`,
      `${input.studentName} is registered in ${input.className} for ${input.yearName}. Please read the registration and sign it with your name.`,
      `The link works for ${input.days} days.`,
    ],
    action: { label: "Read and sign", url: input.link },
  });
