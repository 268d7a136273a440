export type EmailMessage = { template: string; to: string; subject: string; text: string; html: string };

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

/** Shared frame of every e-mail: the church's name as the header, the body, a plain footer. */
export function renderEmail(input: {
  template: string;
  to: string;
  subject: string;
  churchName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** The small print under the rule; default: English "Sent by ... on behalf of {church}" (parent e-mails pass their language's). */
  footer?: string;
}): EmailMessage {
  const text = [
    ...input.paragraphs,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    "",
    `— ${input.churchName}`,
  ].join("\n\n");
  const button = input.action
    ? `<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h2 style="color:#1e3a8a">${escapeHtml(input.churchName)}</h2>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${button}
<hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:12px;color:#6b7280">${escapeHtml(input.footer ?? `Sent by the parish administration platform on behalf of ${input.churchName}.`)}</p>
</body></html>`;
  return { template: input.template, to: input.to, subject: input.subject, text, html };
}
