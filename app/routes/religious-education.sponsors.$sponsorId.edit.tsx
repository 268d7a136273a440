import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { DocumentCard } from "~/components/education/document-card";
import { SponsorForm } from "~/components/education/sponsor-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { deleteSponsor } from "~/modules/education/people/delete-sponsor.server";
import { deleteSponsorDocument } from "~/modules/education/people/delete-sponsor-document.server";
import { fromOf, requirePostedId } from "~/modules/education/edit-page.server";
import { getSponsor } from "~/modules/education/people/get-sponsor.server";
import { listStudentOptions } from "~/modules/education/students/list-student-options.server";
import { fullName } from "~/modules/education/names";
import { MESSAGES } from "~/modules/education/options";
import { SponsorSchema } from "~/modules/education/people/person-schema";
import { saveSponsor } from "~/modules/education/people/save-sponsor.server";
import { SPONSOR_DOCUMENTS_RULE } from "~/modules/education/uploads.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AppError, orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Sponsor | Parish Administration" }];

const LIST = "/religious-education/sponsors";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const [sponsor, students] = await Promise.all([getSponsor(church.id, params.sponsorId ?? "").catch(orNotFound), listStudentOptions(church.id)]);
  return { sponsor, students, from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const back = fromOf(request) ?? LIST;
  const sponsorIdOf = (formData: FormData) => requirePostedId(formData, "sponsorId", params.sponsorId, MESSAGES.sponsorIdRequired);
  return formAction(request, {
    schema: SponsorSchema,
    uploads: { documents: SPONSOR_DOCUMENTS_RULE },
    intents: {
      delete: async (formData) => {
        const { name } = await deleteSponsor(church.id, sponsorIdOf(formData));
        return redirectWithToast(request, back, { type: "success", message: `Sponsor ${name} deleted successfully.` });
      },
      "delete-document": async (formData) => {
        const sponsorId = sponsorIdOf(formData);
        const documentId = formData.get("documentId");
        if (typeof documentId !== "string" || !documentId) throw new AppError("INVALID", MESSAGES.invalidRequest);
        const deleted = await deleteSponsorDocument(church.id, sponsorId, documentId);
        const url = new URL(request.url);
        return redirectWithToast(request, url.pathname + url.search, { type: "success", message: MESSAGES.documentDeleted(deleted.filename, deleted.sponsorName) });
      },
    },
    save: async ({ value, formData, fileLists }) => {
      await saveSponsor({ churchId: church.id, sponsorId: sponsorIdOf(formData), values: value, documents: fileLists.documents, userId: user.id });
      return redirectWithToast(request, back, { type: "success", message: "Sponsor saved successfully" });
    },
  });
}

export default function EditSponsor() {
  const { sponsor, students, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Edit Sponsor: {fullName(sponsor)}</h1>
        <ConfirmDelete title="Delete Sponsor" label="Delete Sponsor" fields={{ sponsorId: sponsor.id }} cancelHref={here} />
      </div>
      <SponsorForm
        lastResult={actionData?.result}
        sponsorId={sponsor.id}
        students={students}
        defaultValue={{
          firstname: sponsor.firstname,
          middlename: sponsor.middlename ?? "",
          lastname: sponsor.lastname,
          email: sponsor.email ?? "",
          cellPhone: sponsor.cellPhone ?? "",
          address: sponsor.address ?? "",
          city: sponsor.city ?? "",
          state: sponsor.state ?? "",
          zip: sponsor.zip ?? "",
          parish: sponsor.parish ?? "",
          studentId: sponsor.studentId ?? "",
          notes: sponsor.notes ?? "",
        }}
        cancelTo={from ?? LIST}
      />
      <section aria-labelledby="documents-title" className="card flex flex-col gap-3">
        <h2 id="documents-title" className="text-lg font-semibold text-slate-900">
          Documents
        </h2>
        {sponsor.documents.length > 0 ? (
          sponsor.documents.map((document) => (
            <DocumentCard key={document.id} label="Sponsor Document" document={document} deleteFields={{ sponsorId: sponsor.id, documentId: document.id }} cancelHref={here} />
          ))
        ) : (
          <p className="text-sm text-slate-500">No documents yet. Add them with the form above.</p>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
