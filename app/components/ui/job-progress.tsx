// Work under way in the worker (an import, certificates, an e-mail to parents): the page follows it
// live with JavaScript (its data reloaded every second) and, without, reloads itself.
import { Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useScripted } from "~/components/forms/use-scripted";
import { groupDigits } from "~/utils/en-us";

/** Reloads the page's data every second while `active` (and only then). */
export function useLiveRevalidation(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

/** What is being done, a bar (of `done` out of `total` {unit}, when counted) and, without JavaScript, a page that refreshes itself. */
export function JobProgress({ what, counted, done, total, unit }: { what: string; counted: boolean; done: number; total: number; unit: string }) {
  const scripted = useScripted();
  useLiveRevalidation(scripted);
  return (
    <div className="card flex flex-col gap-2" aria-live="polite">
      <noscript>
        <meta httpEquiv="refresh" content="2" />
      </noscript>
      <p className="font-medium text-slate-900">{what}</p>
      {counted ? (
        <>
          <progress className="w-full" value={done} max={Math.max(1, total)} aria-label={`${unit[0]!.toUpperCase()}${unit.slice(1)} done`} />
          <p className="text-sm text-slate-700">
            {groupDigits(done)} of {groupDigits(total)} {unit} done
          </p>
        </>
      ) : (
        <progress className="w-full" aria-label={what} />
      )}
      {scripted ? null : (
        <p className="text-sm">
          This page refreshes itself. <Link to=".">Refresh now</Link>
        </p>
      )}
    </div>
  );
}
