import { LinkedRows } from "~/components/ui/linked-rows";
import { REMAINS_LABEL, SERVICE_TYPE_LABEL } from "~/modules/funerals/options";
import { funeralTimeLabel } from "~/modules/funerals/funeral-time";
import { shortDate } from "~/modules/parish/wall-clock";
import type { FuneralRemains, FuneralServiceType } from "~/generated/prisma/enums";
import type { RowsOnce } from "~/utils/document-rows";

type Row = {
  id: string;
  name: string;
  firstname: string;
  middlename: string | null;
  lastname: string;
  dateOfFuneral: Date | string;
  funeralTime: string | null;
  serviceType: FuneralServiceType;
  remains: FuneralRemains;
};

/** The funeral list (spec): firstname, middlename, lastname, dateOfFuneral, funeralTime, serviceType, remains, and View. */
export function FuneralTable({ funerals, empty, caption }: { funerals: RowsOnce<Row>; empty: string; caption: string }) {
  return (
    <div className="card overflow-x-auto p-0">
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th>First Name</th>
            <th>Middle Name</th>
            <th>Last Name</th>
            <th>Date of Funeral</th>
            <th>Time</th>
            <th>Service Type</th>
            <th>Remains</th>
            <th>
              <span className="sr-only">View</span>
            </th>
          </tr>
        </thead>
        <LinkedRows rows={funerals} empty={{ text: empty, columns: 8 }}>
          {(f) => (
            <tr key={f.id}>
              <td>{f.firstname}</td>
              <td>{f.middlename}</td>
              <td>{f.lastname}</td>
              <td>{shortDate(f.dateOfFuneral)}</td>
              <td>{funeralTimeLabel(f.funeralTime) ?? "—"}</td>
              <td>{SERVICE_TYPE_LABEL[f.serviceType]}</td>
              <td>{REMAINS_LABEL[f.remains]}</td>
              <td>
                <a href={`/funerals/${f.id}`} aria-label={`View ${f.name}`}>
                  View
                </a>
              </td>
            </tr>
          )}
        </LinkedRows>
      </table>
    </div>
  );
}
