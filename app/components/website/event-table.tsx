import { LinkedRows } from "~/components/ui/linked-rows";
import { eventWhen } from "~/modules/website/event-time";
import { WEBSITE_EVENTS } from "~/modules/website/options";
import type { RowsOnce } from "~/utils/document-rows";

type Row = { id: string; title: string; startsAt: Date | string; endsAt: Date | string | null; place: string | null; isPublic: boolean };

/** The events list: when, the title, the place, whether the public sees it, and Edit. */
export function EventTable({ events, empty, caption }: { events: RowsOnce<Row>; empty: string; caption: string }) {
  return (
    <div className="card overflow-x-auto p-0">
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th>Title</th>
            <th>When</th>
            <th className="hidden sm:table-cell">Place</th>
            <th>Shown</th>
            <th>
              <span className="sr-only">Edit</span>
            </th>
          </tr>
        </thead>
        <LinkedRows rows={events} empty={{ text: empty, columns: 5 }}>
          {(e) => (
            <tr key={e.id}>
              <td className="font-medium text-slate-900">{e.title}</td>
              <td>{eventWhen(e.startsAt, e.endsAt)}</td>
              <td className="hidden sm:table-cell">{e.place}</td>
              <td>{e.isPublic ? "Public" : <span className="text-slate-500">Staff only</span>}</td>
              <td>
                <a href={`${WEBSITE_EVENTS}/${e.id}/edit`} aria-label={`Edit ${e.title}`}>
                  Edit
                </a>
              </td>
            </tr>
          )}
        </LinkedRows>
      </table>
    </div>
  );
}
