import type { AppLoadContext } from "@remix-run/node";

/**
 * A long table's rows as a loader answers them. On a document request they are rendered into the
 * page's HTML and not sent a second time as the data React hydrates from (a 250-row class page
 * carried them twice); the table body keeps the HTML it came with (components/ui/linked-rows). On a
 * data request (a navigation within the app) they are data, as anything else.
 */
export type RowsOnce<T> = { key: string; count: number; rows: T[] | null };

/** Rows always sent as data: for a table whose rows hold controls of their own (a form, a button). */
export const rowsAsData = <T>(key: string, rows: T[]): RowsOnce<T> => ({ key, count: rows.length, rows });

export function rowsOnce<T>(context: AppLoadContext | undefined, key: string, rows: T[]): RowsOnce<T> {
  const documentRows = context?.documentRows;
  if (!documentRows) return rowsAsData(key, rows);
  documentRows.set(key, rows);
  return { key, count: rows.length, rows: null };
}
