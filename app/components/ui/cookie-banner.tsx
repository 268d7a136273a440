import { useFetcher, useLocation } from "@remix-run/react";
import { useScripted } from "~/components/forms/use-scripted";

export const COOKIE_TEXT = "This site uses cookies to improve your experience. By continuing to browse, you agree to our use of cookies.";

type CookieTexts = { message: string; accept: string; region: string };
const ENGLISH: CookieTexts = { message: COOKIE_TEXT, accept: "Accept", region: "Cookie consent" };

/** Shown until Accept; a plain form without JavaScript, a fetcher (no reload) with it. Parent-facing pages pass their language's texts. */
export function CookieBanner({ texts = ENGLISH }: { texts?: CookieTexts }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useScripted();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <>
      {/* Room at the end of the page, so that the fixed bar never hides the last of its content. */}
      <div aria-hidden="true" className="h-32 sm:h-16 print:hidden" />
      <div role="region" aria-label={texts.region} className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 py-3 shadow-lg print:hidden">
        <fetcher.Form method="post" action="/cookie-consent" className="mx-auto flex max-w-5xl flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-700">{texts.message}</p>
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className="btn shrink-0">
            {texts.accept}
          </button>
        </fetcher.Form>
      </div>
    </>
  );
}
