import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FieldErrors, SubmitButton } from "~/components/forms/plain-field";
import { Notice, PortalErrorBoundary } from "~/components/parent-portal/portal-ui";
import { portalTitle, requirePortalPage } from "~/modules/education/parent-portal/page.server";
import { UPLOAD_FIELD } from "~/modules/education/parent-portal/upload-kinds";
import { getUploadTarget, parentUploadRule, uploadParentDocument } from "~/modules/education/parent-portal/upload-document.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Parent portal" }];

/** Upload a document the office still needs of one of the parent's children (404 for any other child or document). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { parent, church, t } = await requirePortalPage(request);
  const target = await getUploadTarget(parent, params.studentId ?? "", params.kind ?? "").catch(orNotFound);
  const maxMb = parentUploadRule(target.kind, () => ({ type: "", size: "", invalid: "" })).maxBytes / (1024 * 1024);
  // The page's heading is its title too: a parent with two uploads open tells the tabs apart.
  const heading = t("upload.title", { document: t(`documents.${target.kind}`), child: `${target.child.firstname} ${target.child.lastname}` });
  return { ...target, maxMb, heading, title: portalTitle(heading, church.name) };
}

/** The same content checks as staff uploads (a real PDF, by its bytes, within the size limit); stored as the child's document, marked as the parent's. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { parent, session, t, tc } = await requirePortalPage(request);
  const target = await getUploadTarget(parent, params.studentId ?? "", params.kind ?? "").catch(orNotFound);
  const rule = parentUploadRule(target.kind, (mb) => ({ type: t("upload.typeError"), size: t("upload.sizeError", { mb }), invalid: t("upload.invalidError") }));
  return formAction(request, {
    uploads: { [UPLOAD_FIELD]: rule },
    schema: z.object({}),
    failed: tc("errors.tryAgain"),
    save: async ({ files }) => {
      const done = await uploadParentDocument({
        parent,
        userId: session.user.id,
        studentId: target.child.id,
        slug: params.kind ?? "",
        file: files[UPLOAD_FIELD],
        messages: { already: t("upload.already"), chooseFile: t("upload.chooseFile") },
      });
      const message = t("upload.done", { document: t(`documentPhrase.${done.kind}`), child: `${done.child.firstname} ${done.child.lastname}` });
      return redirectWithToast(request, "/re/parent", { type: "success", message });
    },
  });
}

export default function UploadDocument() {
  const { child, already, maxMb, heading } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("portal");
  const name = `${child.firstname} ${child.lastname}`;
  const fileErrors = actionData?.result.error?.[UPLOAD_FIELD] ?? [];
  const formErrors = actionData?.result.error?.[""] ?? [];
  return (
    <div className="card mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      {already ? (
        <Notice tone="success">{t("upload.already")}</Notice>
      ) : (
        <>
          <p className="text-slate-700">{t("upload.intro", { mb: maxMb, child: name })}</p>
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
            {formErrors.length ? <Notice tone="error">{formErrors.join(" ")}</Notice> : null}
            <div>
              <label htmlFor="file" className="label">
                {t("upload.file")}
              </label>
              <input
                id="file"
                name={UPLOAD_FIELD}
                type="file"
                accept="application/pdf,.pdf"
                required
                className="input"
                aria-invalid={fileErrors.length ? true : undefined}
                aria-describedby={fileErrors.length ? "file-error" : undefined}
              />
              <FieldErrors id="file-error" errors={fileErrors} />
            </div>
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("upload.uploading")} className="w-full sm:w-auto">
              {t("upload.submit")}
            </SubmitButton>
          </Form>
        </>
      )}
      <p>
        <Link to="/re/parent">{t("upload.back")}</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = PortalErrorBoundary;
