import { getFormProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { Field, FieldErrors } from "~/components/forms/field";
import { SponsorSchema, type SponsorInput } from "~/modules/website/sponsor-schema";
import { ImageField } from "./image-field";

/** Add Sponsor and Edit Sponsor: the business's name, its web address and its logo. */
export function SponsorForm({
  lastResult,
  defaultValue,
  sponsorId,
  logoFileId = null,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<SponsorInput>;
  sponsorId?: string;
  logoFileId?: string | null;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<SponsorInput>({
    id: "sponsor",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SponsorSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && !navigation.formData?.get("intent");
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card flex flex-col gap-4">
      {sponsorId ? <input type="hidden" name="sponsorId" value={sponsorId} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <Field label="Name" meta={fields.name} autoComplete="organization" />
      <Field label="Link" meta={fields.link} type="url" autoComplete="url" hint="The sponsor's website, such as https://example.com." />
      <ImageField name="logo" label="Logo" remove={fields.removeLogo} removeLabel="Remove logo" currentFileId={logoFileId} errors={form.allErrors.logo} />
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
