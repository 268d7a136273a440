import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BAPTISM_MESSAGES } from "~/modules/baptisms/options";
import { BaptismCards, type BaptismCardData } from "./baptism-card";

type Page = { baptisms: BaptismCardData[]; total: number; page: number; pageCount: number; pageSize: number };

/**
 * Past baptisms page by page (spec): Load More adds the next page below (with JavaScript) or opens it
 * (a link, without); after the last page, 'No more baptisms!'.
 */
export function PastBaptisms({ past, from }: { past: Page; from: string }) {
  const fetcher = useFetcher<{ past: Page }>();
  const [loaded, setLoaded] = useState({ baptisms: past.baptisms, page: past.page });
  useEffect(() => setLoaded({ baptisms: past.baptisms, page: past.page }), [past]);
  useEffect(() => {
    const next = fetcher.data?.past;
    if (!next) return;
    setLoaded((shown) => {
      if (next.page <= shown.page) return shown;
      const ids = new Set(shown.baptisms.map((b) => b.id));
      return { baptisms: [...shown.baptisms, ...next.baptisms.filter((b) => !ids.has(b.id))], page: next.page };
    });
  }, [fetcher.data]);

  const first = (past.page - 1) * past.pageSize + 1;
  const more = loaded.page < past.pageCount;
  const nextHref = `?page=${loaded.page + 1}#past`;
  return (
    <section aria-labelledby="past" className="flex flex-col gap-3">
      <h2 id="past" className="text-xl font-semibold text-slate-900">
        Past Baptisms
      </h2>
      {past.total === 0 ? (
        <p className="text-sm text-slate-600">No past baptisms yet.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {first}–{first + loaded.baptisms.length - 1} of {past.total}
          </p>
          <BaptismCards baptisms={loaded.baptisms} from={from} />
          {more ? (
            <div>
              <Link
                to={nextHref}
                className="btn-secondary"
                aria-disabled={fetcher.state !== "idle" || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  if (fetcher.state === "idle") fetcher.load(`/baptisms?index&page=${loaded.page + 1}`);
                }}
              >
                {fetcher.state !== "idle" ? "Loading..." : "Load More"}
              </Link>
            </div>
          ) : (
            <p className="text-sm font-medium text-slate-700">{BAPTISM_MESSAGES.noMore}</p>
          )}
          {past.page > 1 ? (
            <p className="text-sm">
              <Link to="/baptisms#past">Back to the latest past baptisms</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
