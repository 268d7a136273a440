import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { DocumentCard } from "~/components/education/document-card";
import { PageError } from "~/components/education/people-form";
import { SponsorForm } from "~/components/education/sponsor-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { deleteSponsor } from "~/modules/education/people/delete-sponsor.server";
import { deleteSponsorDocument } from "~/modules/education/people/delete-sponsor-document.server";
import { fromOf, postedRecordId } from "~/modules/education/edit-page.server";
import { getSponsor } from "~/modules/education/people/get-sponsor.server";
import { listStudentOptions } from "~/modules/education/students/list-student-options.server";
import { fullName } from "~/modules/education/names";
import { MESSAGES } from "~/modules/education/options";
import { SponsorSchema } from "~/modules/education/people/person-schema";
import { saveSponsor } from "~/modules/education/people/save-sponsor.server";
import { SPONSOR_DOCUMENTS_RULE } from "~/modules/education/uploads.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { parseUploadCollecting, UploadError } from "~/utils/upload.server";

export const meta: MetaFunction = () => [{ title: "Edit Sponsor | Parish Administration" }];

const LIST = "/religious-education/sponsors";

type Answer = { result: SubmissionResult<string[]> | null; documentsError: string | null; pageError: string | null };
const refuse = (answer: Partial<Answer>) => data<Answer>({ result: null, documentsError: null, pageError: null, ...answer }, { status: 400 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const [sponsor, students] = await Promise.all([getSponsor(church.id, params.sponsorId ?? "").catch(orNotFound), listStudentOptions(church.id)]);
  return { sponsor, students, from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const url = new URL(request.url);
  const back = fromOf(request) ?? LIST;
  // The delete dialogs post plain forms; only Save sends files.
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const formData = await request.formData();
    const sponsorId = postedRecordId(formData, "sponsorId", params.sponsorId);
    if (!sponsorId) return refuse({ pageError: MESSAGES.sponsorIdRequired });
    if (formData.get("intent") === "delete") {
      const { name } = await deleteSponsor(church.id, sponsorId).catch(orNotFound);
      return redirectWithToast(request, back, { type: "success", message: `Sponsor ${name} deleted successfully.` });
    }
    const documentId = formData.get("documentId");
    if (formData.get("intent") !== "delete-document" || typeof documentId !== "string") return refuse({ pageError: MESSAGES.invalidRequest });
    const deleted = await deleteSponsorDocument(church.id, sponsorId, documentId).catch(orNotFound);
    return redirectWithToast(request, url.pathname + url.search, { type: "success", message: MESSAGES.documentDeleted(deleted.filename, deleted.sponsorName) });
  }

  let upload;
  try {
    upload = await parseUploadCollecting(request, { documents: SPONSOR_DOCUMENTS_RULE });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return refuse({ documentsError: error.message });
  }
  try {
    const submission = parseWithZod(upload.formData, { schema: SponsorSchema });
    const sponsorId = postedRecordId(upload.formData, "sponsorId", params.sponsorId);
    if (!sponsorId) return refuse({ result: submission.reply(), pageError: MESSAGES.sponsorIdRequired });
    const documentsError = upload.fileErrors.documents ?? null;
    if (submission.status !== "success" || documentsError) return refuse({ result: submission.reply(), documentsError });
    await saveSponsor({ churchId: church.id, sponsorId, values: submission.value, documents: upload.fileLists.documents, userId: user.id }).catch(orNotFound);
    return redirectWithToast(request, back, { type: "success", message: "Sponsor saved successfully" });
  } finally {
    await upload.cleanup();
  }
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
      <PageError message={actionData?.pageError} />
      <SponsorForm
        lastResult={actionData?.result}
        sponsorId={sponsor.id}
        students={students}
        documentsError={actionData?.documentsError}
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
