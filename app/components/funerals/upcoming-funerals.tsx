import { Link } from "@remix-run/react";
import { funeralTimeLabel } from "~/modules/funerals/funeral-time";
import { shortDate } from "~/modules/parish/wall-clock";

/** The dashboard's Upcoming Funerals table: the deceased, date, time and service, with a View link to the funeral. */
export function UpcomingFunerals({ funerals }: { funerals: { id: string; name: string; dateOfFuneral: Date | string; funeralTime: string | null; serviceType: string }[] }) {
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Upcoming funerals, soonest first</caption>
        <thead className="text-xs text-slate-500">
          <tr>
            <th className="px-2 py-1 font-medium">Name</th>
            <th className="px-2 py-1 font-medium">Date</th>
            <th className="px-2 py-1 font-medium">Time</th>
            <th className="px-2 py-1">
              <span className="sr-only">View</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {funerals.map((f) => (
            <tr key={f.id}>
              <td className="px-2 py-2">
                <p className="font-medium text-slate-900">{f.name}</p>
                <p className="text-xs text-slate-600">{f.serviceType}</p>
              </td>
              <td className="px-2 py-2 whitespace-nowrap">{shortDate(f.dateOfFuneral)}</td>
              <td className="px-2 py-2 whitespace-nowrap">{funeralTimeLabel(f.funeralTime) ?? "—"}</td>
              <td className="px-2 py-2 text-right">
                <Link to={`/funerals/${f.id}`} aria-label={`View ${f.name}`}>
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
