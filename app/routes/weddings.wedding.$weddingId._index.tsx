import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Breadcrumbs } from "~/components/baptisms/breadcrumbs";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { FieldErrors } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { RecordApprovalButton } from "~/components/weddings/record-approval-button";
import { GroupBadges } from "~/components/weddings/wedding-table";
import { shortDate } from "~/modules/parish/wall-clock";
import { requirePostedId } from "~/modules/education/edit-page.server";
import { deleteWedding } from "~/modules/weddings/delete-wedding.server";
import { getWedding } from "~/modules/weddings/get-wedding.server";
import { BAPTISM_STATUS_LABEL, PARTIES, PRIOR_MARRIAGE_LABEL, WEDDING_DOCUMENTS, WEDDING_MESSAGES, weddingPath, WEDDINGS } from "~/modules/weddings/options";
import { approvalFromForm, recordApproval } from "~/modules/weddings/record-approval.server";
import { weddingWhen } from "~/modules/weddings/rules";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { formatCents } from "~/utils/money";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Wedding | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { wedding: await getWedding(church.id, params.weddingId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    intents: {
      delete: async (formData) => {
        await deleteWedding(church.id, requirePostedId(formData, "weddingId", params.weddingId, WEDDING_MESSAGES.weddingIdRequired));
        return redirectWithToast(request, WEDDINGS, { type: "success", message: WEDDING_MESSAGES.deleted });
      },
      record: async (formData) => {
        const approval = approvalFromForm(formData);
        requirePostedId(formData, "weddingId", params.weddingId, WEDDING_MESSAGES.weddingIdRequired);
        const { message } = await recordApproval(church.id, approval);
        return redirectWithToast(request, weddingPath(approval.weddingId), { type: "success", message });
      },
    },
  });
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="text-slate-900">{value ?? <span className="text-slate-500">—</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const yes = (value: boolean) => (value ? "Yes" : "No");

export default function WeddingDetail() {
  const { wedding: w } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const approvals: { label: string; needed: boolean; on: Date | string | null; approval: "pastor" | "tribunal" | "domicile"; party?: "groom" | "bride" }[] = [
    { label: "Pastor approval", needed: true, on: w.pastorApprovedOn, approval: "pastor" },
    { label: "Dispensation (tribunal)", needed: w.needs.dispensation, on: w.dispensationOn, approval: "tribunal" },
    { label: "Groom domicile permission", needed: w.needs.groomDomicilePermission, on: w.groomDomicilePermissionOn, approval: "domicile", party: "groom" },
    { label: "Bride domicile permission", needed: w.needs.brideDomicilePermission, on: w.brideDomicilePermissionOn, approval: "domicile", party: "bride" },
  ];
  const missing = [...w.missing.documents, ...w.missing.approvals];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <Breadcrumbs trail={[{ label: "Weddings", to: WEDDINGS }, { label: w.couple }]} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900">{w.couple}</h1>
          <p className="text-slate-700">{weddingWhen(w.weddingDate)}</p>
          <p className="text-sm text-slate-600">Priest: {w.priest?.name ?? "Not assigned yet"}</p>
          <GroupBadges groups={w.groups} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`${weddingPath(w.id)}/edit`} className="btn-secondary btn-small">
            Edit Wedding
          </Link>
          <ConfirmDelete title="Delete Wedding" label="Delete Wedding" text={WEDDING_MESSAGES.deleteConfirm(w.couple)} fields={{ weddingId: w.id }} cancelHref={location.pathname} />
        </div>
      </div>
      {actionData?.result.error?.[""] ? <FieldErrors errors={actionData.result.error[""] ?? undefined} /> : null}
      <section aria-label="Items needed" className={`card text-sm ${missing.length ? "border-amber-300 bg-amber-50" : "border-green-300 bg-green-50"}`}>
        {missing.length ? (
          <>
            <p className="font-semibold text-amber-900">Still needed: {missing.length}</p>
            <p className="text-amber-900">{missing.join(", ")}</p>
          </>
        ) : (
          <p className="font-semibold text-green-800">Every document and approval is in.</p>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {PARTIES.map(({ party, label }) => (
          <Card key={party} title={label}>
            <Facts
              rows={[
                ["Name", `${w[`${party}FirstName`]} ${w[`${party}LastName`]}`],
                ["Baptism status", w[`${party}BaptismStatus`] ? BAPTISM_STATUS_LABEL[w[`${party}BaptismStatus`]!] : "Not recorded"],
                ["Within the parish", yes(w[`${party}WithinParish`])],
                ["Parish", w[`${party}Parish`]],
                ["Prior marriage", w[`${party}PriorMarriage`] ? PRIOR_MARRIAGE_LABEL[w[`${party}PriorMarriage`]!] : "None"],
                ["Prior marriage 2", w[`${party}PriorMarriage2`] ? PRIOR_MARRIAGE_LABEL[w[`${party}PriorMarriage2`]!] : "None"],
                ["Baptism certificate", yes(w[`${party}BaptismCert`])],
              ]}
            />
          </Card>
        ))}
      </div>
      <Card title="Approvals">
        <ul className="flex flex-col divide-y divide-slate-100">
          {approvals.map((a) => (
            <li key={a.label} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-800">{a.label}</span>
              {a.on ? (
                <span className="text-green-800">Recorded {shortDate(a.on)}</span>
              ) : a.needed ? (
                <span className="flex items-center gap-2">
                  <span className="text-amber-800">Required</span>
                  <RecordApprovalButton weddingId={w.id} approval={a.approval} party={a.party} label="Record approval" couple={a.label} />
                </span>
              ) : (
                <span className="text-slate-500">Not needed</span>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Documents">
          <ul className="flex flex-col gap-2 text-sm">
            {WEDDING_DOCUMENTS.map((d) => {
              const file = w.documents.find((doc) => doc.kind === d.kind);
              const received = "flag" in d ? w[d.flag] : w[`${d.approval}On`] !== null;
              return (
                <li key={d.kind} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {d.label}: <span className={received ? "text-green-800" : "text-slate-500"}>{received ? "Received" : "Not yet"}</span>
                  </span>
                  {file ? (
                    <a href={`/files/${file.fileId}`} download={file.filename}>
                      {file.filename}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Card>
        <Card title="Witnesses and Diocese">
          <Facts rows={[["Witness 1", w.witness1], ["Witness 2", w.witness2], ["Diocese", w.diocese], ["Witness forms", yes(w.witnessForms)]]} />
        </Card>
        <Card title="Fees">
          <Facts rows={[["Agreed", formatCents(w.feeAgreedCents)], ["Paid", formatCents(w.feePaidCents)], ["Due", formatCents(w.feeDueCents)]]} />
        </Card>
        <Card title="Notes">{w.notes ? <p className="text-sm whitespace-pre-line text-slate-800">{w.notes}</p> : <p className="text-sm text-slate-500">No notes.</p>}</Card>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
