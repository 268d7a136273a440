import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { registrationToSign, signRegistration } from "~/modules/education/signatures/sign-registration.server";
import { SIGNATURE_MESSAGES, SignSchema } from "~/modules/education/signatures/signature";
import { dateAndTime } from "~/modules/parish/wall-clock";
import { formAction } from "~/utils/form-action.server";
import { formatCents } from "~/utils/money";
import { countRequest, PUBLIC_FORM_RULE } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Sign the registration | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const registration = await registrationToSign(token);
  return data({ token: registration ? token : null, registration }, { status: registration ? 200 : 400, headers: { "Referrer-Policy": "no-referrer" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, {
    schema: SignSchema,
    save: async ({ value }) => {
      await countRequest(`sign:address:${context?.clientIp ?? "unknown"}`, PUBLIC_FORM_RULE);
      await signRegistration({ token: value.t, fullName: value.fullName, ip: context?.clientIp ?? null });
      return redirectWithToast(request, `/sign-registration?t=${encodeURIComponent(value.t)}`, { type: "success", message: SIGNATURE_MESSAGES.signed });
    },
  });
}

/** The public page of an e-mailed signature link: the registration, then a typed full name and 'I agree'. */
export default function SignRegistration() {
  const { token, registration: r } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = actionData?.result.error ?? {};
  return (
    <PublicLayout narrow={false}>
      <div className="card flex flex-col gap-4">
        {!r || !token ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Invalid Link</h1>
            <p role="alert" className="text-sm text-red-700">
              {SIGNATURE_MESSAGES.invalid}
            </p>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold text-slate-500">{r.churchName}</p>
            <h1 className="text-2xl font-bold text-slate-900">Registration of {r.studentName}</h1>
            <dl className="grid grid-cols-[12rem_1fr] gap-y-1 text-sm">
              <dt className="text-slate-500">Class</dt>
              <dd>{r.className}</dd>
              <dt className="text-slate-500">School year</dt>
              <dd>{r.yearName}</dd>
              <dt className="text-slate-500">Tuition</dt>
              <dd>{formatCents(r.tuitionCents)}</dd>
              <dt className="text-slate-500">Photography permission</dt>
              <dd>{r.photographyPermission ? "Yes" : "No"}</dd>
              <dt className="text-slate-500">Safety class permission</dt>
              <dd>{r.safetyClassPermission ? "Yes" : "No"}</dd>
            </dl>
            {r.signed ? (
              <p role="status" className="rounded border border-green-200 bg-green-50 p-3 text-sm text-green-900">
                Signed by {r.signed.name} on {dateAndTime(r.signed.at)} UTC.
              </p>
            ) : r.usable ? (
              <Form method="post" className="flex flex-col gap-3">
                <input type="hidden" name="t" value={token} />
                <FieldErrors errors={errors[""] ?? undefined} />
                <div>
                  <label htmlFor="full-name" className="label">
                    Your full name
                  </label>
                  <input id="full-name" name="fullName" required maxLength={120} autoComplete="name" className="input" aria-describedby="full-name-error" />
                  <FieldErrors id="full-name-error" errors={errors.fullName ?? undefined} />
                </div>
                <div>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" name="agree" required aria-describedby="agree-error" />I agree: I have read this registration and sign it as {r.studentName}'s parent or guardian.
                  </label>
                  <FieldErrors id="agree-error" errors={errors.agree ?? undefined} />
                </div>
                <div>
                  <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Signing...">
                    Sign
                  </SubmitButton>
                </div>
              </Form>
            ) : (
              <p role="alert" className="text-sm text-red-700">
                {SIGNATURE_MESSAGES.invalid}
              </p>
            )}
          </>
        )}
      </div>
    </PublicLayout>
  );
}
