// A student's page, Edit Student and Edit Sacramental Records, shown by the program's screens and
// by the teacher portal alike: every link is built from the portal's base.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import { fullName } from "~/modules/education/names";
import type {
  editSacramentsAction,
  editSacramentsLoader,
  editStudentAction,
  editStudentLoader,
  studentPageAction,
  studentPageLoader,
} from "~/modules/education/students/student-pages.server";
import { SacramentsForm } from "./sacraments-form";
import { StudentDocuments } from "./student-documents";
import { StudentForm } from "./student-form";
import { StudentDetails, StudentParents, StudentSponsors } from "./student-profile";
import { StudentRegistrations } from "./student-registrations";
import { StudentSacraments } from "./student-sacraments";

// The route functions themselves, as useLoaderData and useActionData want them.
type PageData = ReturnType<typeof studentPageLoader>;
type PageAction = ReturnType<typeof studentPageAction>;
type EditData = ReturnType<typeof editStudentLoader>;
type EditAction = ReturnType<typeof editStudentAction>;
type SacramentsData = ReturnType<typeof editSacramentsLoader>;
type SacramentsAction = ReturnType<typeof editSacramentsAction>;

/** The student's page with the spec's Edit menu ('Edit Full Record', 'Edit Sacraments') and the absences link. */
export function StudentPage() {
  const { student, age, portal, base } = useLoaderData<PageData>();
  const actionData = useActionData<PageAction>();
  const page = `${base}/students/${student.id}`;
  const from = `from=${encodeURIComponent(page)}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm">{portal === "staff" ? <Link to={`${base}/students`}>Students</Link> : <Link to={`${base}/classes`}>Classes</Link>}</p>
          <h1 className="text-2xl font-bold text-slate-900">{fullName(student)}</h1>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Link to={`${page}/absences`} className="btn-secondary">
            Absences ({student.registrations.reduce((n, r) => n + r.absenceCount, 0)})
          </Link>
          <details className="relative" data-popup="menu">
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
      </div>
      <FieldErrors errors={actionData?.result.error?.[""] ?? undefined} />
      <StudentDetails student={student} age={age} />
      <StudentParents student={student} portal={portal} />
      <StudentRegistrations student={student} portal={portal} />
      <StudentSacraments student={student} editHref={`${page}/edit-sacraments?${from}`} />
      <StudentSponsors student={student} portal={portal} />
      <StudentDocuments student={student} page={page} />
    </div>
  );
}

export function EditStudentPage() {
  const { id, name, base, defaults, professionOfFaith, birthCertificate, parents, from, changeCertificate } = useLoaderData<EditData>();
  const actionData = useActionData<EditAction>();
  const page = `${base}/students/${id}`;
  const fromQuery = from ? `from=${encodeURIComponent(from)}` : "";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Edit Student</h1>
        <p className="text-sm text-slate-600">{name}</p>
      </div>
      <StudentForm
        defaults={defaults}
        professionOfFaith={professionOfFaith}
        parents={parents}
        birthCertificate={birthCertificate}
        changeCertificate={changeCertificate}
        hrefs={{ cancel: from ?? page, change: `${page}/edit?change=birthCertificate${fromQuery ? `&${fromQuery}` : ""}`, keep: `${page}/edit${fromQuery ? `?${fromQuery}` : ""}` }}
        from={from}
        lastResult={actionData?.result}
      />
    </div>
  );
}

export function EditSacramentsPage() {
  const { student, base, from, changing } = useLoaderData<SacramentsData>();
  const actionData = useActionData<SacramentsAction>();
  return <SacramentsForm student={student} lastResult={actionData?.result} changing={changing} cancelTo={from ?? `${base}/students/${student.id}`} />;
}
