// The loaders and actions of a student's page, Edit Student and Edit Sacramental Records, written
// once for both portals: the program's screens (/religious-education/students/{id}/...) and the
// teacher portal (/re/teacher/students/{id}/...). Every query goes through the portal's scope, so
// a teacher reaches (and changes) only the students of their own classes: any other id is a 404,
// for the pages and for every action, before the form is read.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { fromOf } from "~/modules/education/edit-page.server";
import { fullName } from "~/modules/education/names";
import { MESSAGES } from "~/modules/education/options";
import { listParentOptions } from "~/modules/education/people/list-parent-options.server";
import { requireEducationScope, type EducationPortal, type EducationScope } from "~/modules/education/scope.server";
import { BIRTH_CERTIFICATE_RULE, SACRAMENT_DOCUMENT_RULES } from "~/modules/education/uploads.server";
import { ageInYears } from "~/utils/dates";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { safeRedirectPath } from "~/utils/landing";
import { redirectWithToast } from "~/utils/session.server";
import { deleteStudentDocument, documentDeletedToast } from "./delete-student-document.server";
import { assertStudent, getStudent } from "./get-student.server";
import { getStudentSacraments } from "./get-student-sacraments.server";
import { professionApplies, SacramentsSchema } from "./sacraments-schema";
import { StudentSchema, studentFormDefaults } from "./student-schema";
import { updateSacraments } from "./update-sacraments.server";
import { updateStudent } from "./update-student.server";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** The portal's guard, and the student of the URL when it is in scope (else the 404 page). */
async function studentInPortal(portal: EducationPortal, { request, params }: Args) {
  const scope = await requireEducationScope(request, portal);
  const studentId = params.studentId ?? "";
  await assertStudent(scope, studentId).catch(orNotFound);
  return { scope, studentId };
}

/** A document card's Delete (the student page and Edit Sacraments): back to `to` with the spec's toast. */
const deleteDocument = (request: Request, scope: EducationScope, studentId: string, to: string) => async (formData: FormData) => {
  const documentId = String(formData.get("documentId") ?? "");
  const deletion = await deleteStudentDocument({ churchId: scope.churchId, teacherId: scope.teacherId, studentId, documentId });
  return redirectWithToast(request, to, documentDeletedToast(deletion));
};

/** The student's page: details, parents, registrations (in the teacher portal: those in the teacher's classes), sacraments, sponsors, documents. */
export const studentPageLoader =
  (portal: EducationPortal) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const scope = await requireEducationScope(request, portal);
    const student = await getStudent(scope, params.studentId ?? "").catch(orNotFound);
    return { student, age: student.dateOfBirth ? ageInYears(student.dateOfBirth) : null, portal, base: scope.base };
  };

export const studentPageAction = (portal: EducationPortal) => async (args: ActionFunctionArgs) => {
  const { scope, studentId } = await studentInPortal(portal, args);
  return formAction(args.request, { intents: { "delete-document": deleteDocument(args.request, scope, studentId, `${scope.base}/students/${studentId}`) } });
};

/** Edit Student: the student, the parents the pickers may offer (in scope), the birth certificate. */
export const editStudentLoader =
  (portal: EducationPortal) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const scope = await requireEducationScope(request, portal);
    const [student, parents] = await Promise.all([getStudent(scope, params.studentId ?? "").catch(orNotFound), listParentOptions(scope)]);
    const certificate = student.documents.find((d) => d.kind === "BIRTH_CERTIFICATE");
    return {
      id: student.id,
      name: fullName(student),
      base: scope.base,
      defaults: studentFormDefaults(student),
      professionOfFaith: professionApplies(student.baptized),
      birthCertificate: certificate ? { id: certificate.id, fileId: certificate.fileId, ...certificate.file } : null,
      parents,
      from: fromOf(request),
      changeCertificate: new URL(request.url).searchParams.get("change") === "birthCertificate",
    };
  };

export const editStudentAction = (portal: EducationPortal) => async (args: ActionFunctionArgs) => {
  const { scope, studentId } = await studentInPortal(portal, args);
  const { request } = args;
  return formAction(request, {
    schema: StudentSchema,
    uploads: { birthCertificate: BIRTH_CERTIFICATE_RULE },
    failed: MESSAGES.studentUpdateFailed,
    save: async ({ value, files, formData }) => {
      await updateStudent({ churchId: scope.churchId, teacherId: scope.teacherId, userId: scope.context.user.id, studentId, values: value, birthCertificate: files.birthCertificate });
      return redirectWithToast(request, safeRedirectPath(formData.get("from")) ?? "/login", { type: "success", message: MESSAGES.studentUpdated });
    },
  });
};

/** Edit Sacramental Records: the record and documents of a student in scope. */
export const editSacramentsLoader =
  (portal: EducationPortal) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const scope = await requireEducationScope(request, portal);
    const student = await getStudentSacraments({ churchId: scope.churchId, teacherId: scope.teacherId, studentId: params.studentId ?? "" }).catch(orNotFound);
    return { student, base: scope.base, from: fromOf(request), changing: new URL(request.url).searchParams.getAll("change") };
  };

export const editSacramentsAction = (portal: EducationPortal) => async (args: ActionFunctionArgs) => {
  const { scope, studentId } = await studentInPortal(portal, args);
  const { request } = args;
  const url = new URL(request.url);
  return formAction(request, {
    schema: SacramentsSchema,
    uploads: SACRAMENT_DOCUMENT_RULES,
    failed: MESSAGES.sacramentUpdateFailed,
    // A document card's Delete: back to this page with the spec's toast.
    intents: { "delete-document": deleteDocument(request, scope, studentId, url.pathname + url.search) },
    save: async ({ value, files, fileLists }) => {
      await updateSacraments({ churchId: scope.churchId, teacherId: scope.teacherId, studentId, userId: scope.context.user.id, values: value, uploads: { files, fileLists } });
      return redirectWithToast(request, fromOf(request) ?? "/login", { type: "success", message: MESSAGES.sacramentsUpdated });
    },
  });
};
