import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PublicLayout } from "~/components/layout/public-layout";
import { listOutbox } from "~/modules/email/list-outbox.server";
import { requireDevOutbox } from "~/modules/email/dev-outbox.server";
import { formatDateTime } from "~/utils/dates";
import { readPage } from "~/utils/paging";

export const meta: MetaFunction = () => [{ title: "Outbox (development) | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  requireDevOutbox();
  const outbox = await listOutbox(readPage(new URL(request.url).searchParams));
  return { ...outbox, emails: outbox.emails.map((e) => ({ ...e, createdAt: formatDateTime(e.createdAt) })) };
}

export default function Outbox() {
  const { emails, total, page, pages } = useLoaderData<typeof loader>();
  return (
    <PublicLayout narrow={false}>
      <h1 className="text-2xl font-bold text-slate-900">Outbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        E-mails the application has sent ({total}). This page exists only where no e-mail provider is configured, so that you can read them.
      </p>
      {emails.length === 0 ? <p className="card mt-4">No e-mail has been sent yet.</p> : null}
      <ul className="card mt-4 divide-y divide-slate-100 p-0">
        {emails.map((e) => (
          <li key={e.id} className="px-4 py-3">
            <Link to={`/dev/outbox/${e.id}`} className="font-medium">
              {e.subject}
            </Link>
            <p className="text-sm text-slate-500">
              To {e.to} · {e.church.name} · {e.createdAt} · <span data-testid="email-status">{e.status.toLowerCase()}</span>
            </p>
            {e.lastError && e.status !== "SENT" ? (
              <p className="text-sm text-red-700" data-testid="email-error">
                {e.status === "FAILED" ? "Not sent" : `Attempt ${e.attempts} failed`}: {e.lastError}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="mt-4 flex gap-4 text-sm" aria-label="Pages">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Newer</Link> : null}
          {page < pages ? <Link to={`?page=${page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
    </PublicLayout>
  );
}
