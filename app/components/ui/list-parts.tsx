import { Form } from "@remix-run/react";

/** The row a table shows when it has none. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="text-center text-slate-500">
        {children}
      </td>
    </tr>
  );
}

/** A list's search box: a GET form (works without JavaScript) with a labelled field `q` and Search. */
export function SearchBox({ id, label, placeholder, defaultValue }: { id: string; label: string; placeholder: string; defaultValue: string }) {
  return (
    <Form method="get" role="search" className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} name="q" type="search" defaultValue={defaultValue} placeholder={placeholder} className="input" />
      <button type="submit" className="btn-secondary">
        Search
      </button>
    </Form>
  );
}
