/** A list's filter: a select in its GET form, "All" (or `all`) meaning no filter. */
export function FilterSelect({ name, label, value, options, all = "All" }: { name: string; label: string; value: string | null; options: readonly { value: string; label: string }[]; all?: string }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="label">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className="input">
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
