import type { AppLoadContext } from "@remix-run/node";

/**
 * A long table's rows as a loader answers them. On a document request they are rendered into the
 * page's HTML and not sent a second time as the data React hydrates from (a 250-row class page
 * carried them twice); the table body keeps the HTML it came with (components/ui/linked-rows). On a
 * data request (a navigation within the app) they are data, as anything else.
 */
export type RowsOnce<T> = { key: string; count: number; rows: T[] | null };

export function rowsOnce<T>(context: AppLoadContext | undefined, key: string, rows: T[]): RowsOnce<T> {
  const documentRows = context?.documentRows;
  if (!documentRows) return { key, count: rows.length, rows };
  documentRows.set(key, rows);
  return { key, count: rows.length, rows: null };
}
