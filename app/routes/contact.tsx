import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/layout/app-shell";
import { loadShell } from "~/modules/shell/load-shell.server";

export const meta = () => [{ title: "Contact Us | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { shell } = await loadShell(request, "church-staff");
  return { shell };
}

export default function Contact() {
  const { shell } = useLoaderData<typeof loader>();
  return (
    <AppShell shell={shell}>
      <section className="card mx-auto max-w-xl">
        <h1 className="text-2xl font-bold text-slate-900">Contact Us</h1>
        <p className="mt-2 text-slate-700">Our support team answers on weekdays, usually the same day.</p>
        <p className="mt-4">
          <a href="mailto:support@parish-admin.app" className="btn">
            E-mail support@parish-admin.app
          </a>
        </p>
        <p className="mt-4 text-sm text-slate-600">Please include your account ID ({shell.church.accountId}) so that we can find your parish quickly.</p>
      </section>
    </AppShell>
  );
}
