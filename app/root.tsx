import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useClosePopups } from "~/components/ui/close-popups";
import { CookieBanner } from "~/components/ui/cookie-banner";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { Toasts } from "~/components/ui/toasts";
import { hasConsent } from "~/utils/cookie-consent";
import { useNonce } from "~/utils/nonce";
import { takeToasts } from "~/utils/session.server";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toasts, setCookie } = await takeToasts(request);
  const cookieConsent = hasConsent(request.headers.get("Cookie"));
  return data({ toasts, cookieConsent }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  // Parent-facing pages (issue 13) say their language in their layout's data; staff pages are English.
  const locale = useMatches().reduce<string | null>((found, match) => {
    const data = match.data as { locale?: unknown } | undefined;
    return typeof data?.locale === "string" ? data.locale : found;
  }, null);
  return (
    <html lang={locale ?? "en"} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-full">
        {children}
        {/* Parent-facing pages (a locale in their data) draw these in their language (ParentLayout). */}
        {locale ? null : <Toasts toasts={root?.toasts ?? []} />}
        {locale || !root || root.cookieConsent ? null : <CookieBanner />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useClosePopups();
  return <Outlet />;
}

export const ErrorBoundary = RouteErrorBoundary;
