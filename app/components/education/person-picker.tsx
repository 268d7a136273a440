import { useEffect, useId, useState } from "react";
import { FieldErrors } from "~/components/forms/field";
import { MESSAGES } from "~/modules/education/options";

export type PickerOption = { id: string; name: string; detail?: string | null };

// The spec's person search: names match ignoring case and whitespace.
const key = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/**
 * A person picker: a plain <select> (works without JavaScript) with, when scripts run, a search
 * box that narrows its options and says 'Nothing found.' when none match.
 */
export function PersonPicker({
  name,
  label,
  options,
  defaultValue,
  emptyLabel = "None",
  required = false,
  errors,
}: {
  name: string;
  label: string;
  options: PickerOption[];
  defaultValue?: string | null;
  emptyLabel?: string;
  required?: boolean;
  errors?: string[];
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [scripted, setScripted] = useState(false);
  const [value, setValue] = useState(defaultValue ?? "");
  useEffect(() => setScripted(true), []);
  const shown = query ? options.filter((o) => key(o.name).includes(key(query)) || o.id === value) : options;
  const nothing = query !== "" && !options.some((o) => key(o.name).includes(key(query)));
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {scripted ? (
        <input
          type="search"
          aria-label={`Search ${label}`}
          placeholder="Search by name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="input mb-1"
        />
      ) : null}
      <select id={id} name={name} value={value} onChange={(event) => setValue(event.target.value)} className="input" required={required} aria-invalid={errors?.length ? true : undefined}>
        <option value="">{emptyLabel}</option>
        {shown.map((o) => (
          <option key={o.id} value={o.id}>
            {o.detail ? `${o.name} (${o.detail})` : o.name}
          </option>
        ))}
      </select>
      {nothing ? <p className="mt-1 text-sm text-slate-500">{MESSAGES.nothingFound}</p> : null}
      <FieldErrors errors={errors} />
    </div>
  );
}
