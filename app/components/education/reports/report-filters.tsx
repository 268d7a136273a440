import { Form, useSubmit } from "@remix-run/react";
import type { FilterField } from "~/modules/education/reports/reports";

/**
 * A report's filters: a GET form, so every choice is in the address (bookmarkable, and it works
 * without JavaScript through Apply); with JavaScript a change applies at once.
 */
export function ReportFilters({ fields }: { fields: FilterField[] }) {
  const submit = useSubmit();
  if (!fields.length) return null;
  // Remounted when the applied filters change, so each select shows what the server applied (an unknown value falls back).
  const applied = fields.map((f) => `${f.name}=${f.value}`).join("&");
  return (
    <Form
      key={applied}
      method="get"
      role="search"
      aria-label="Report filters"
      className="card flex flex-wrap items-end gap-3 print:hidden"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {fields.map((field) => (
        <div key={field.name} className="min-w-40">
          <label htmlFor={`filter-${field.name}`} className="label">
            {field.label}
          </label>
          <select id={`filter-${field.name}`} name={field.name} defaultValue={field.value} className="input">
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="btn-secondary">
        Apply
      </button>
    </Form>
  );
}
