import { useId, useState } from "react";
import { useFieldValue } from "~/components/forms/use-field-value";
import { useScripted } from "~/components/forms/use-scripted";
import { FieldErrors } from "~/components/forms/field";
import { searchKey, searchWords } from "~/modules/education/names";
import { MESSAGES } from "~/modules/education/options";

export type PickerOption = { id: string; name: string; detail?: string | null };

// The spec's person search, as on the server: every typed word in the name, case and whitespace ignored.
const matches = (name: string, query: string) => searchWords(query).every((word) => searchKey(name).includes(word));

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
  const scripted = useScripted();
  const chosen = useFieldValue<HTMLSelectElement>(defaultValue ?? "");
  const value = chosen.value;
  const shown = query ? options.filter((o) => matches(o.name, query) || o.id === value) : options;
  const nothing = query !== "" && !options.some((o) => matches(o.name, query));
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
      <select id={id} name={name} defaultValue={defaultValue ?? ""} ref={chosen.ref} onChange={chosen.onChange} className="input" required={required} aria-invalid={errors?.length ? true : undefined}>
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
