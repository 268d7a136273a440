import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageError } from "~/components/education/people-form";
import { StaffForm, staffValues } from "~/components/education/staff-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { fromOf, postedRecordId } from "~/modules/education/edit-page.server";
import { getTeacher } from "~/modules/education/people/get-teacher.server";
import { fullName } from "~/modules/education/names";
import { MESSAGES } from "~/modules/education/options";
import { StaffSchema } from "~/modules/education/people/person-schema";
import { updateTeacher } from "~/modules/education/people/update-teacher.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Teacher | Parish Administration" }];

const LIST = "/religious-education/teachers";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const teacher = await getTeacher(church.id, params.teacherId ?? "").catch(orNotFound);
  return { teacher, from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: StaffSchema });
  const teacherId = postedRecordId(formData, "teacherId", params.teacherId);
  if (!teacherId) return data({ result: submission.reply(), pageError: MESSAGES.teacherIdRequired }, { status: 400 });
  if (submission.status !== "success") return data({ result: submission.reply(), pageError: null }, { status: 400 });
  await updateTeacher(church.id, teacherId, submission.value).catch(orNotFound);
  return redirectWithToast(request, fromOf(request) ?? LIST, { type: "success", message: "Teacher saved successfully" });
}

export default function EditTeacher() {
  const { teacher, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const classes = [...teacher.classes.map((c) => ({ ...c, as: "Teacher" })), ...teacher.assistedClasses.map((c) => ({ ...c, as: "Assistant" }))];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Edit Teacher: {fullName(teacher)}</h1>
      <PageError message={actionData?.pageError} />
      <StaffForm
        lastResult={actionData?.result}
        id={{ name: "teacherId", value: teacher.id }}
        defaultValue={staffValues(teacher)}
        cancelTo={from ?? LIST}
      />
      <section aria-labelledby="classes-title" className="card flex flex-col gap-3">
        <h2 id="classes-title" className="text-lg font-semibold text-slate-900">
          Classes
        </h2>
        {classes.length > 0 ? (
          <table className="table">
            <thead>
              <tr>
                <th>Class Name</th>
                <th>As</th>
              </tr>
            </thead>
            <tbody>
              {classes.map((c) => (
                <tr key={`${c.id}-${c.as}`}>
                  <td>
                    <Link to={`/religious-education/classes/${c.id}`}>{c.className}</Link>
                  </td>
                  <td>{c.as}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-500">Not teaching or assisting any class.</p>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
