import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { StudentDocuments } from "~/components/education/student-documents";
import { StudentDetails, StudentParents, StudentSponsors } from "~/components/education/student-profile";
import { StudentRegistrations } from "~/components/education/student-registrations";
import { StudentSacraments } from "~/components/education/student-sacraments";
import { FieldErrors } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { deleteStudentDocument, documentDeletedToast } from "~/modules/education/students/delete-student-document.server";
import { getStudent } from "~/modules/education/students/get-student.server";
import { fullName } from "~/modules/education/names";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { orNotFound } from "~/utils/errors.server";
import { ageInYears } from "~/utils/dates";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? fullName(data.student) : "Student"} | Parish Administration` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const student = await getStudent(church.id, params.studentId ?? "").catch(orNotFound);
  return { student, age: student.dateOfBirth ? ageInYears(student.dateOfBirth) : null };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const studentId = params.studentId ?? "";
  return formAction(request, {
    intents: {
      "delete-document": async (formData) => {
        const deletion = await deleteStudentDocument({ churchId: church.id, studentId, documentId: String(formData.get("documentId") ?? "") });
        return redirectWithToast(request, `/religious-education/students/${studentId}`, documentDeletedToast(deletion));
      },
    },
  });
}

export default function StudentPage() {
  const { student, age } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const page = `/religious-education/students/${student.id}`;
  const from = `from=${encodeURIComponent(page)}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm">
            <Link to="/religious-education/students">Students</Link>
          </p>
          <h1 className="text-2xl font-bold text-slate-900">{fullName(student)}</h1>
          <p className="mt-1 text-sm">
            <Link to={`${page}/absences`}>Absences ({student.registrations.reduce((n, r) => n + r._count.absences, 0)})</Link>
          </p>
        </div>
        <details className="relative">
          <summary className="btn cursor-pointer list-none">Edit</summary>
          <div className="absolute right-0 z-10 mt-1 flex w-48 flex-col rounded-md border border-slate-200 bg-white py-1 shadow-lg">
            <Link to={`${page}/edit?${from}`} className="px-3 py-2 text-sm hover:bg-slate-50">
              Edit Full Record
            </Link>
            <Link to={`${page}/edit-sacraments?${from}`} className="px-3 py-2 text-sm hover:bg-slate-50">
              Edit Sacraments
            </Link>
          </div>
        </details>
      </div>
      <FieldErrors errors={actionData?.result.error?.[""] ?? undefined} />
      <StudentDetails student={student} age={age} />
      <StudentParents student={student} />
      <StudentRegistrations student={student} />
      <StudentSacraments student={student} editHref={`${page}/edit-sacraments?${from}`} />
      <StudentSponsors student={student} />
      <StudentDocuments student={student} page={page} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
