import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { ClassSelect, YearSelect } from "~/components/education/year-select";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listClassOptions } from "~/modules/education/classes/list-class-options.server";
import { ATTACHMENT_MAX_MB, EMAIL_PARENTS, EmailParentsSchema } from "~/modules/education/email/email-to-parents";
import { ATTACHMENT_RULE } from "~/modules/education/email/attachment-rule.server";
import { countRecipients } from "~/modules/education/email/recipients.server";
import { sendToParents } from "~/modules/education/email/send-to-parents.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "E-mail Parents | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const params = new URL(request.url).searchParams;
  const [years, classes] = await Promise.all([listYearOptions(church.id), listClassOptions(church.id)]);
  const year = chooseYear(years, params.get("year"));
  const schoolClass = classes.find((c) => c.id === params.get("class")) ?? null;
  const counts = year ? await countRecipients(church.id, year.id, schoolClass?.id) : null;
  return { years, classes, year, schoolClass, counts };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: EmailParentsSchema,
    uploads: { file: ATTACHMENT_RULE },
    save: async ({ value, files }) => {
      const blast = await sendToParents({ churchId: church.id, userId: user.id, values: value, file: files.file });
      return redirect(`${EMAIL_PARENTS}/${blast.id}`);
    },
  });
}

/** E-mail to parents (spec: emailToParents): who will receive it, then subject, content and an optional attachment. */
export default function EmailParents() {
  const { years, classes, year, schoolClass, counts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [form, fields] = useForm({
    id: "email-parents",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailParentsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!year || !counts) return <p className="text-sm text-slate-600">Add a school year first: e-mails go to the parents of its students.</p>;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">E-mail Parents</h1>
      <Form method="get" className="card flex flex-wrap items-end gap-3" onChange={(e) => submit(e.currentTarget)} aria-label="Recipients">
        <YearSelect years={years} defaultValue={year.id} />
        <ClassSelect classes={classes} defaultValue={schoolClass?.id ?? ""} allLabel="All classes" />
        <button type="submit" className="btn-secondary">
          Show recipients
        </button>
        <p role="status" className="w-full text-sm text-slate-700">
          <strong>{counts.receiving}</strong> {counts.receiving === 1 ? "parent" : "parents"} of {schoolClass ? schoolClass.className : "all classes"}, {year.yearName}, will receive it.
          {counts.unsubscribed ? ` ${counts.unsubscribed} unsubscribed ${counts.unsubscribed === 1 ? "parent is" : "parents are"} left out.` : ""}
          {counts.withoutAddress ? ` ${counts.withoutAddress} without an e-mail address ${counts.withoutAddress === 1 ? "is" : "are"} left out.` : ""}
        </p>
      </Form>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card flex flex-col gap-4">
        <input type="hidden" name="yearId" value={year.id} />
        {schoolClass ? <input type="hidden" name="classId" value={schoolClass.id} /> : null}
        <FieldErrors id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor={fields.subject.id} className="label">
            Subject
          </label>
          <input {...getInputProps(fields.subject, { type: "text" })} key={fields.subject.key} className="input" />
          <FieldErrors id={fields.subject.errorId} errors={fields.subject.errors} />
        </div>
        <div>
          <label htmlFor={fields.content.id} className="label">
            Content
          </label>
          <textarea {...getTextareaProps(fields.content)} key={fields.content.key} rows={10} className="input" />
          <p className="mt-1 text-xs text-slate-500">A blank line starts a new paragraph. Each e-mail ends with the parent's own unsubscribe link.</p>
          <FieldErrors id={fields.content.errorId} errors={fields.content.errors} />
        </div>
        <div>
          <label htmlFor="file" className="label">
            Attachment (optional)
          </label>
          <input id="file" name="file" type="file" accept="application/pdf,image/png,image/jpeg,image/webp" className="text-sm" />
          <p className="mt-1 text-xs text-slate-500">A PDF or an image, up to {ATTACHMENT_MAX_MB}MB.</p>
          <FieldErrors errors={form.allErrors.file} />
        </div>
        <div className="flex justify-end">
          <SubmitButton pending={navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post"} pendingLabel="Sending...">
            Send
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
