import { renderEmail } from "../render.server";

/** The teacher portal's sign-in link (staff's 'Send login link', or the teacher's own 'E-mail me a link'). */
export const teacherLoginLinkEmail = (input: { to: string; firstname: string; churchName: string; link: string; days: number }) =>
  renderEmail({
    template: "teacher-login-link",
    to: input.to,
    subject: `Your sign-in link for the ${input.churchName} teacher portal`,
    churchName: input.churchName,
    paragraphs: [
      `Dear ${input.firstname},`,
      `Use the link below to sign in to the teacher portal of ${input.churchName}: your classes, your students and their attendance.`,
      `The link works once, within ${input.days} days. When it has been used or has expired, ask for a new one on the sign-in page of the portal.`,
      "If you did not expect this e-mail, you can ignore it.",
    ],
    action: { label: "Sign in to the teacher portal", url: input.link },
  });
