/** A school year as a choice in a list: the current one is marked. */
export const yearLabel = (y: { yearName: string; isCurrent: boolean }) => (y.isCurrent ? `${y.yearName} (current)` : y.yearName);

/** The School Year select of a filter form (name "year"). */
export function YearSelect({ years, defaultValue, id = "year" }: { years: { id: string; yearName: string; isCurrent: boolean }[]; defaultValue: string; id?: string }) {
  return (
    <div>
      <label htmlFor={id} className="label">
        School Year
      </label>
      <select id={id} name="year" defaultValue={defaultValue} className="input">
        {years.map((y) => (
          <option key={y.id} value={y.id}>
            {yearLabel(y)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Class select of a filter form (name "class"): "All" (or `allLabel`), then the classes as given. */
export function ClassSelect({ classes, defaultValue, id = "class", allLabel = "All" }: { classes: { id: string; className: string }[]; defaultValue: string; id?: string; allLabel?: string }) {
  return (
    <div>
      <label htmlFor={id} className="label">
        Class
      </label>
      <select id={id} name="class" defaultValue={defaultValue} className="input">
        <option value="">{allLabel}</option>
        {classes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.className}
          </option>
        ))}
      </select>
    </div>
  );
}
