import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { Field, FieldErrors } from "~/components/forms/field";
import { PRODUCT_IMAGES_MAX, ProductSchema } from "~/modules/super-admin/product-schema";

/** Add Product and Edit Product: name, description, prices in dollars, pictures (the first is the thumbnail). */
export function ProductForm({ lastResult, defaultValue, images = [], cancelTo }: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: { productName: string; description: string; churchWholesalePrice: string; suggestedRetail: string }; images?: { id: string; filename: string }[]; cancelTo: string }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "product",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProductSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && !navigation.formData?.get("intent");
  // The pictures ticked for removal stay ticked when the form comes back with an error.
  const removing = [lastResult?.initialValue?.removeImages].flat().filter((id): id is string => typeof id === "string");
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card flex flex-col gap-4">
      <FieldErrors id={form.errorId} errors={form.errors} />
      <Field label="Product Name" meta={fields.productName} autoComplete="off" />
      <div>
        <label htmlFor={fields.description.id} className="label">
          Description
        </label>
        <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} className="input" />
        <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Stock Price (church wholesale, $)" meta={fields.churchWholesalePrice} autoComplete="off" hint="The Drop Ship Price is 1.75 times this." />
        <Field label="Suggested Retail Price ($)" meta={fields.suggestedRetail} autoComplete="off" />
      </div>
      {images.length ? (
        <fieldset>
          <legend className="label">Pictures (the first is the thumbnail)</legend>
          <ul className="flex flex-wrap gap-3">
            {images.map((image, i) => (
              <li key={image.id} className="flex flex-col items-center gap-1 text-xs">
                <img src={`/gift-store/images/${image.id}`} alt={`Picture ${i + 1}`} className="h-20 w-20 rounded object-cover" />
                <label className="flex items-center gap-1">
                  <input type="checkbox" name="removeImages" value={image.id} defaultChecked={removing.includes(image.id)} key={`${form.key}-${image.id}`} />
                  Remove<span className="sr-only"> picture {i + 1}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor="images" className="label">
          {images.length ? "Add pictures" : "Pictures"}
        </label>
        <input id="images" name="images" type="file" multiple accept="image/png,image/jpeg,image/webp" className="text-sm" aria-describedby="images-hint" />
        <p id="images-hint" className="mt-1 text-xs text-slate-500">
          PNG, JPEG or WebP, up to 5MB each, {PRODUCT_IMAGES_MAX} at a time.
        </p>
        <FieldErrors errors={form.allErrors.images} />
      </div>
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
