import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { FieldErrors } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { requirePostedId } from "~/modules/education/edit-page.server";
import { deleteFuneral } from "~/modules/funerals/delete-funeral.server";
import { funeralTimeLabel } from "~/modules/funerals/funeral-time";
import { getFuneral } from "~/modules/funerals/get-funeral.server";
import { FUNERAL_MESSAGES, FUNERALS, REMAINS_LABEL, SERVICE_TYPE_LABEL } from "~/modules/funerals/options";
import { longDate } from "~/modules/parish/wall-clock";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.funeral.name ?? "Funeral"} | Parish Administration` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { funeral: await getFuneral(church.id, params.funeralId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    intents: {
      delete: async (formData) => {
        await deleteFuneral(church.id, requirePostedId(formData, "funeralId", params.funeralId, FUNERAL_MESSAGES.funeralIdRequired));
        return redirectWithToast(request, FUNERALS, { type: "success", message: FUNERAL_MESSAGES.deleted });
      },
    },
  });
}

function Facts({ title, facts }: { title: string; facts: [string, React.ReactNode][] }) {
  const id = `facts-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm text-slate-900">{value || <span className="text-slate-500">Not recorded</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A funeral's page: the deceased, the service, the family's contact and notes, with Edit and Delete. */
export default function FuneralDetail() {
  const { funeral: f } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const time = funeralTimeLabel(f.funeralTime);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={FUNERALS}>Funerals</Link> <span aria-hidden="true">›</span> <span aria-current="page">{f.name}</span>
      </nav>
      <FieldErrors errors={actionData?.result.error?.[""] ?? undefined} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{f.name}</h1>
          <p className="text-sm text-slate-600">
            {SERVICE_TYPE_LABEL[f.serviceType]} · {longDate(f.dateOfFuneral)}
            {time ? ` at ${time}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`${FUNERALS}/${f.id}/edit`} className="btn-secondary btn-small">
            Edit Funeral
          </Link>
          <ConfirmDelete title="Delete Funeral" label="Delete Funeral" text={FUNERAL_MESSAGES.deleteConfirm(f.name)} fields={{ funeralId: f.id }} cancelHref={location.pathname + location.search} />
        </div>
      </div>
      <Facts
        title="The Deceased"
        facts={[
          ["Name", f.name],
          ["Date of Birth", f.dateOfBirth ? longDate(f.dateOfBirth) : null],
          ["Date of Death", f.dateOfDeath ? longDate(f.dateOfDeath) : null],
        ]}
      />
      <Facts
        title="Funeral"
        facts={[
          ["Date of Funeral", longDate(f.dateOfFuneral)],
          ["Time", time ?? "To be set"],
          ["Service Type", SERVICE_TYPE_LABEL[f.serviceType]],
          ["Remains", REMAINS_LABEL[f.remains]],
          ["Officiant", f.officiant],
          ["Funeral Home", f.funeralHome],
          ["Cemetery", f.cemetery],
        ]}
      />
      <Facts
        title="Family Contact"
        facts={[
          ["Name", f.contactName],
          ["Relationship", f.contactRelationship],
          ["Phone", f.contactPhone ? <a href={`tel:${f.contactPhone.replace(/[^\d+]/g, "")}`}>{f.contactPhone}</a> : null],
          ["Email", f.contactEmail ? <a href={`mailto:${f.contactEmail}`}>{f.contactEmail}</a> : null],
        ]}
      />
      <section aria-labelledby="funeral-notes" className="card flex flex-col gap-2">
        <h2 id="funeral-notes" className="text-lg font-semibold text-slate-900">
          Notes
        </h2>
        {f.notes ? <p className="whitespace-pre-line text-sm text-slate-800">{f.notes}</p> : <p className="text-sm text-slate-500">No notes.</p>}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
