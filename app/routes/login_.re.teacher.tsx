import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { Field, SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { signInWithLink } from "~/modules/auth/link-sign-in.server";
import { LOGIN_LINK_DAYS } from "~/modules/auth/messages";
import { LoginLinkRequestSchema } from "~/modules/auth/schema";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { requestTeacherLoginLink } from "~/modules/education/people/request-teacher-login-link.server";
import { getOptionalContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { landingPath } from "~/utils/landing";
import { countEmailLinkRequest } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Teacher sign-in | Parish Administration" }];

/**
 * The teacher portal's e-mailed sign-in link: ?token=...&u=... (spec 001, "Teacher login link
 * page"): signs in and goes to u (or /re/teacher), a failed link goes to /login with its message.
 * Without a token: the page where a teacher asks for a new link (someone signed in goes to their start page).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.has("token")) {
    const outcome = await signInWithLink(request, context, "TEACHER");
    if (!outcome.ok) throw await redirectWithToast(request, "/login", { type: "error", message: outcome.error });
    throw redirect(outcome.to, outcome.setCookie ? { headers: { "Set-Cookie": outcome.setCookie } } : undefined);
  }
  const signedIn = await getOptionalContext(request);
  if (signedIn) throw redirect(landingPath({ moduleOnLogin: signedIn.user.moduleOnLogin, roles: signedIn.roles }));
  return null;
}

/** 'E-mail me a link': the same answer whether or not the address is a teacher's; limited per client address like a password reset. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, {
    schema: LoginLinkRequestSchema,
    save: async ({ value, reply }) => {
      await countEmailLinkRequest(`teacher-link:address:${context?.clientIp ?? "unknown"}`);
      for (const sent of await requestTeacherLoginLink(value.email)) await dispatchEmails(sent.churchId, [sent.emailId]);
      return { result: reply({ resetForm: true }), sent: value.email };
    },
  });
}

export default function TeacherSignIn() {
  const actionData = useActionData<typeof action>();
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(LoginLinkRequestSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginLinkRequestSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <PublicLayout>
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Teacher sign-in</h1>
        {sent ? (
          <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
            If {sent} is the address of a teacher with a sign-in, we have sent a link to it. The link works once and expires in {LOGIN_LINK_DAYS} days.
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            Enter the e-mail address your parish office has for you and we will e-mail you a link that signs you in to the teacher portal.
          </p>
        )}
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
          {form.errors ? <p role="alert" className="field-error">{form.errors.join(" ")}</p> : null}
          <Field label="Email" meta={fields.email} type="email" autoComplete="email" />
          <SubmitButton pending={navigation.state === "submitting"} className="w-full">
            E-mail me a link
          </SubmitButton>
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link to="/login">Sign in with a password</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
