import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/forms/field";
import { IMAGE_MAX_MB } from "~/modules/website/options";

/**
 * An image upload for an event or a sponsor: the stored image (if any) with 'Remove', and a file
 * input for a new one, which replaces it. Works without JavaScript (a multipart form).
 */
export function ImageField({
  name,
  label,
  remove,
  removeLabel,
  currentFileId,
  errors,
}: {
  name: string;
  label: string;
  /** The 'Remove' checkbox's field: ticked, it stays ticked when the form comes back with an error. */
  remove: FieldMetadata<boolean | undefined>;
  removeLabel: string;
  currentFileId: string | null;
  errors?: string[];
}) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      {currentFileId ? <img src={`/files/${currentFileId}`} alt={`Current ${label.toLowerCase()}`} className="h-20 w-28 rounded border border-slate-200 object-contain" /> : null}
      <div className="flex-1">
        <label htmlFor={name} className="label">
          {currentFileId ? `New ${label.toLowerCase()}` : label}
        </label>
        <input id={name} name={name} type="file" accept="image/png,image/jpeg,image/webp" className="text-sm" aria-describedby={`${name}-hint`} />
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-500">
          PNG, JPEG or WebP, up to {IMAGE_MAX_MB}MB.
        </p>
        {currentFileId ? (
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <input {...getInputProps(remove, { type: "checkbox" })} key={remove.key} />
            {removeLabel}
          </label>
        ) : null}
        <FieldErrors errors={errors} />
      </div>
    </div>
  );
}
