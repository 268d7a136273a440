import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, SubmitButton } from "~/components/forms/field";
import { getProfile, updateProfile } from "~/modules/profile/update-profile.server";
import { MODULE_ON_LOGIN_OPTIONS, PHOTO_MAX_MB, PHOTO_MESSAGES, ProfileSchema } from "~/modules/profile/schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { MB, type FileRule } from "~/utils/upload.server";

export const meta: MetaFunction = () => [{ title: "Your Profile | Parish Administration" }];

const PHOTO_RULE: FileRule = { maxBytes: PHOTO_MAX_MB * MB, kinds: ["png", "jpeg", "webp"], messages: PHOTO_MESSAGES };

export async function loader({ request }: LoaderFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.account });
  return { profile: await getProfile(church.id, user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.account });
  return formAction(request, {
    schema: ProfileSchema,
    uploads: { photo: PHOTO_RULE },
    save: async ({ value, files }) => {
      await updateProfile({ churchId: church.id, userId: user.id, values: value, photo: files.photo });
      return redirectWithToast(request, "/settings/manage-profile", { type: "success", message: "Profile updated successfully." });
    },
  });
}

export default function ManageProfile() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { firstname: profile.firstname, middlename: profile.middlename ?? "", lastname: profile.lastname, moduleOnLogin: profile.moduleOnLogin ?? "" },
    constraint: getZodConstraint(ProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state === "submitting";
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Your Profile</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Username: <span className="font-medium text-slate-900">{profile.email}</span>
        </p>
        <div className="flex items-center gap-4">
          {profile.photoFileId ? (
            <img src={`/files/${profile.photoFileId}`} alt="Your profile" className="h-16 w-16 rounded-full object-cover" />
          ) : (
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-semibold text-white">{profile.firstname.charAt(0).toUpperCase()}</span>
          )}
          <div className="flex-1">
            <label htmlFor="photo" className="label">
              Photo
            </label>
            <input id="photo" name="photo" type="file" accept="image/png,image/jpeg,image/webp" className="text-sm" aria-describedby="photo-hint" />
            <p id="photo-hint" className="mt-1 text-xs text-slate-500">
              PNG, JPEG or WebP, up to {PHOTO_MAX_MB}MB.
            </p>
            <FieldErrors errors={form.allErrors.photo} />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="First name" meta={fields.firstname} autoComplete="given-name" />
          <Field label="Middle name" meta={fields.middlename} autoComplete="additional-name" />
          <Field label="Last name" meta={fields.lastname} autoComplete="family-name" />
        </div>
        <div>
          <label htmlFor={fields.moduleOnLogin.id} className="label">
            Start page after sign-in
          </label>
          <select {...getSelectProps(fields.moduleOnLogin)} className="input">
            <option value="">By my role</option>
            {MODULE_ON_LOGIN_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.moduleOnLogin.errorId} errors={fields.moduleOnLogin.errors} />
        </div>
        <div className="flex justify-end">
          <SubmitButton pending={saving} pendingLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
