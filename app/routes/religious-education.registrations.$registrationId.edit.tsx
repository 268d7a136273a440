import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { RegistrationFields } from "~/components/education/registration-fields";
import { deleteRegistration } from "~/modules/education/registrations/delete-registration.server";
import { fromOf } from "~/modules/education/edit-page.server";
import { getRegistration } from "~/modules/education/registrations/get-registration.server";
import { listClassOptions } from "~/modules/education/classes/list-class-options.server";
import { listYearOptions } from "~/modules/education/years/list-year-options.server";
import { fullName } from "~/modules/education/names";
import { RegistrationEditSchema } from "~/modules/education/registrations/registration-schema";
import { updateRegistration } from "~/modules/education/registrations/update-registration.server";
import { requestSignature } from "~/modules/education/signatures/request-signature.server";
import { SIGNATURE_MESSAGES } from "~/modules/education/signatures/signature";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { OnlineBadge, RefuseButton } from "~/components/education/online-review";
import { reviewOnlineRegistration } from "~/modules/education/online-registration/review-online-registration.server";
import { AcceptSchema, MoveSchema, RefuseSchema, REVIEW_MESSAGES } from "~/modules/education/registrations/online-review";
import { dateAndTime } from "~/modules/parish/wall-clock";
import { centsToInput } from "~/utils/money";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction, intent } from "~/utils/form-action.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Edit Registration | Parish Administration" }];

const LIST = "/religious-education/registrations";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const [registration, classes, years] = await Promise.all([getRegistration(church.id, params.registrationId ?? "").catch(orNotFound), listClassOptions(church.id), listYearOptions(church.id)]);
  return { registration, classes, years, from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const registrationId = params.registrationId ?? "";
  return formAction(request, {
    schema: RegistrationEditSchema,
    intents: {
      "request-signature": async () => {
        const { sent } = await requestSignature(church.id, registrationId);
        return redirectWithToast(request, new URL(request.url).pathname + new URL(request.url).search, { type: "success", message: SIGNATURE_MESSAGES.sent(sent) });
      },
      accept: intent(AcceptSchema, async () => {
        const done = await reviewOnlineRegistration(church.id, registrationId, { kind: "accept" });
        return redirectWithToast(request, fromOf(request) ?? LIST, { type: "success", message: REVIEW_MESSAGES.accepted(done.studentName, done.sent) });
      }),
      move: intent(MoveSchema, async ({ value }) => {
        const done = await reviewOnlineRegistration(church.id, registrationId, { kind: "move", schoolClassId: value.schoolClassId });
        return redirectWithToast(request, fromOf(request) ?? LIST, { type: "success", message: REVIEW_MESSAGES.moved(done.studentName, done.className, done.sent) });
      }),
      refuse: intent(RefuseSchema, async ({ value }) => {
        const done = await reviewOnlineRegistration(church.id, registrationId, { kind: "refuse", reason: value.reason });
        return redirectWithToast(request, fromOf(request) ?? LIST, { type: "success", message: REVIEW_MESSAGES.refused(done.studentName, done.sent) });
      }),
      delete: async () => {
        await deleteRegistration(church.id, registrationId);
        return redirectWithToast(request, fromOf(request) ?? LIST, { type: "success", message: "Registration deleted successfully" });
      },
    },
    save: async ({ value }) => {
      await updateRegistration({ churchId: church.id, registrationId, values: value });
      return redirectWithToast(request, fromOf(request) ?? `${LIST}?year=${value.schoolYearId}`, { type: "success", message: "Registration saved successfully" });
    },
  });
}

const yesNo = (value: boolean) => (value ? "yes" : "no");

const REVIEW_INTENTS = ["accept", "move", "refuse"];
/** The button an answer is for: a validated intent sends back what it posted, intent included. */
const postedIntent = (actionData: { result: { initialValue?: Record<string, unknown> | null } } | undefined) => {
  const value = actionData?.result.initialValue?.intent;
  return typeof value === "string" ? value : "";
};

export default function EditRegistration() {
  const { registration, classes, years, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const [form, fields] = useForm({
    // Only the Save button's answer: a review button's refusal must not reset the form to what that button sent.
    lastResult: postedIntent(actionData) ? undefined : actionData?.result,
    defaultValue: {
      schoolClassId: registration.schoolClassId,
      schoolYearId: registration.schoolYearId,
      tuition: centsToInput(registration.tuitionCents),
      paid: yesNo(registration.paid),
      photographyPermission: yesNo(registration.photographyPermission),
      safetyClassPermission: yesNo(registration.safetyClassPermission),
      notes: registration.notes ?? "",
    },
    constraint: getZodConstraint(RegistrationEditSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegistrationEditSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state === "submitting" && !navigation.formData?.get("intent");
  const reviewing = registration.source === "ONLINE" && registration.review === "PENDING";
  // The review buttons' refusals (already reviewed, payments to refund first, a class to choose) show in the review section.
  const reviewErrors = actionData && REVIEW_INTENTS.includes(postedIntent(actionData)) ? [...(actionData.result.error?.[""] ?? []), ...(actionData.result.error?.schoolClassId ?? []), ...(actionData.result.error?.reason ?? [])] : undefined;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Edit Registration</h1>
        <ConfirmDelete title="Delete Registration" cancelHref={location.pathname + location.search} />
      </div>
      {reviewing ? (
        <section aria-labelledby="review-title" className="card flex flex-col gap-3 border-amber-200 bg-amber-50">
          <h2 id="review-title" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
            Online registration <OnlineBadge review={registration.review} />
          </h2>
          <p className="text-sm text-slate-700">
            A family sent this registration through the public link. Accept it, move the student to another class (and accept), or refuse it. The parents are told by e-mail, in their language.
          </p>
          <p className="text-sm text-slate-700">
            {registration.recipients.length
              ? `Told by e-mail: ${registration.recipients.map((r) => `${r.name} (${r.language})`).join(", ")}.`
              : "No parent of this student has an e-mail address: nobody will be told."}
          </p>
          <FieldErrors errors={reviewErrors?.length ? reviewErrors : undefined} />
          <div className="flex flex-wrap items-end gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="accept" />
              <SubmitButton pending={navigation.state !== "idle" && navigation.formData?.get("intent") === "accept"} pendingLabel="Accepting...">
                Accept
              </SubmitButton>
            </Form>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="move" />
              <div>
                <label htmlFor="move-class" className="label">
                  Move to class
                </label>
                <select id="move-class" name="schoolClassId" className="input" defaultValue="" required>
                  <option value="" disabled>
                    Choose a class
                  </option>
                  {classes
                    .filter((c) => c.id !== registration.schoolClassId)
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.className}
                      </option>
                    ))}
                </select>
              </div>
              <SubmitButton pending={navigation.state !== "idle" && navigation.formData?.get("intent") === "move"} pendingLabel="Moving..." className="btn-secondary">
                Move and accept
              </SubmitButton>
            </Form>
            <RefuseButton registrationId={registration.id} studentName={fullName(registration.student)} cancelHref={location.pathname + location.search} />
          </div>
        </section>
      ) : registration.source === "ONLINE" ? (
        <p className="text-sm text-slate-600">
          <OnlineBadge review={registration.review} /> Sent by the family online; accepted by the office.
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Student: <Link to={`/religious-education/students/${registration.student.id}`}>{fullName(registration.student)}</Link>
        </p>
        <RegistrationFields fields={fields} classes={classes} years={years} />
        <SaveOrCancel cancelTo={from ?? LIST} saving={saving} />
      </Form>
      <section aria-labelledby="signature-title" className="card flex flex-col gap-2">
        <h2 id="signature-title" className="text-lg font-semibold text-slate-900">
          Parent Signature
        </h2>
        {registration.signedAt ? (
          <p className="text-sm text-slate-700">
            Signed by <strong>{registration.signedName}</strong> ({registration.signedByEmail}) on {dateAndTime(registration.signedAt)} UTC
            {registration.signedFromIp ? `, from ${registration.signedFromIp}` : ""}.
          </p>
        ) : (
          <Form method="post" className="flex flex-col gap-2">
            <p className="text-sm text-slate-600">Not signed yet. The parents receive a link of their own, valid 30 days, to read the registration and sign it with their name.</p>
            {/* A button's refusal (no parent with an e-mail) comes back without the form's values. */}
            <FieldErrors errors={actionData && !actionData.result.initialValue ? (actionData.result.error?.[""] ?? undefined) : undefined} />
            <div>
              <button type="submit" name="intent" value="request-signature" className="btn-secondary" disabled={navigation.state === "submitting"}>
                E-mail Parents for Signature
              </button>
            </div>
          </Form>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
