import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PublicLayout } from "~/components/layout/public-layout";
import { requireDevOutbox } from "~/modules/email/dev-outbox.server";
import { getOutboxEmail } from "~/modules/email/list-outbox.server";

export async function loader({ params }: LoaderFunctionArgs) {
  requireDevOutbox();
  const email = await getOutboxEmail(params.emailId ?? "");
  if (!email) throw new Response("Not Found", { status: 404 });
  const headers = Object.entries((email.headers as Record<string, string> | null) ?? {});
  return { email: { to: email.to, subject: email.subject, text: email.textBody, church: email.church.name, status: email.status, attempts: email.attempts, lastError: email.lastError, headers, attachmentFileId: email.attachmentFileId } };
}

export default function OutboxEmail() {
  const { email } = useLoaderData<typeof loader>();
  const links = email.text.match(/https?:\/\/\S+/g) ?? [];
  return (
    <PublicLayout narrow={false}>
      <p className="text-sm">
        <Link to="/dev/outbox">← Outbox</Link>
      </p>
      <article className="card mt-3">
        <h1 className="text-xl font-bold text-slate-900">{email.subject}</h1>
        <p className="text-sm text-slate-500">
          To {email.to} · {email.church} · <span data-testid="email-status">{email.status.toLowerCase()}</span>
        </p>
        {email.lastError && email.status !== "SENT" ? (
          <p className="mt-2 text-sm text-red-700" data-testid="email-error">
            {email.status === "FAILED" ? "Not sent" : `Attempt ${email.attempts} failed`}: {email.lastError}
          </p>
        ) : null}
        {email.headers.length ? (
          <dl className="mt-3 grid grid-cols-[14rem_1fr] gap-1 text-xs" data-testid="email-headers">
            {email.headers.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-mono text-slate-500">{name}</dt>
                <dd className="break-all font-mono">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {email.attachmentFileId ? <p className="mt-2 text-sm">Attachment: a stored file ({email.attachmentFileId}), sent with the e-mail.</p> : null}
        <pre className="mt-4 font-sans text-sm whitespace-pre-wrap">{email.text}</pre>
        {links.length ? (
          <ul className="mt-4 text-sm">
            {links.map((l) => (
              <li key={l}>
                <a href={l} data-testid="email-link">
                  {l}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </PublicLayout>
  );
}
