import { useActionData, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/education/pager";
import { FieldErrors } from "~/components/forms/field";
import { APPROVAL_PAGES, type ApprovalPage, type Party } from "~/modules/weddings/options";
import { rowsAsData } from "~/utils/document-rows";
import { RecordApprovalButton } from "./record-approval-button";
import { PriestFilterNote, WeddingTable, type WeddingRowData } from "./wedding-table";

type Data = { approval: ApprovalPage; weddings: (WeddingRowData & { lacking: Party[] })[]; total: number; page: number; pageCount: number };

const RULE: Record<ApprovalPage, string> = {
  pastor: "Every wedding needs the pastor's approval: upcoming weddings without it.",
  tribunal: "A prior church marriage or a non-Catholic party needs a dispensation: upcoming weddings without one.",
  domicile: "A party not within the parish needs the permission of their domicile pastor: upcoming weddings still without it.",
};

/** An Approvals Required page (Pastor, Tribunal, Domicile): the weddings that need it, each with the button that records it today. */
export function ApprovalsPage() {
  const { approval, weddings, total, page, pageCount } = useLoaderData<Data>();
  const actionData = useActionData<{ result: { error?: Record<string, string[] | null> } }>();
  const spec = APPROVAL_PAGES[approval];
  const byId = new Map(weddings.map((w) => [w.id, w]));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{spec.title}</h1>
      <p className="text-sm text-slate-600">{RULE[approval]}</p>
      <PriestFilterNote />
      <FieldErrors errors={actionData?.result.error?.[""] ?? undefined} />
      <WeddingTable
        weddings={rowsAsData("approvals", weddings)}
        empty={spec.empty}
        extra={{
          header: "Record",
          cell: (id) => {
            const w = byId.get(id)!;
            if (approval !== "domicile") return <RecordApprovalButton weddingId={id} approval={approval} label={`Record ${spec.approval.toLowerCase()}`} couple={w.couple} />;
            return (
              <span className="flex flex-wrap gap-2">
                {w.lacking.map((party) => (
                  <RecordApprovalButton key={party} weddingId={id} approval="domicile" party={party} label={`Record ${party}'s permission`} couple={w.couple} />
                ))}
              </span>
            );
          },
        }}
      />
      <Pager page={page} pageCount={pageCount}>
        {total} {total === 1 ? "wedding" : "weddings"}
        {pageCount > 1 ? ` · Page ${page} of ${pageCount}` : null}
      </Pager>
    </div>
  );
}
