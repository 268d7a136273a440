import { useRevalidator } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import type { RowsOnce } from "~/utils/document-rows";
import { useInAppClick } from "./in-app-click";
import { EmptyRow } from "./list-parts";

/** The rows of this document's long tables, for the server's render only (entry.server). */
export const DocumentRowsContext = createContext<Map<string, unknown[]> | null>(null);

// Hydrating, React leaves an element with inner HTML as the server wrote it (it neither compares nor
// replaces it): the rows stay as they came, without their data.
const AS_SERVED = { __html: "" };

/**
 * A long table's body. Its row links are plain `<a href>` with one click handler (useInAppClick): a
 * class page has hundreds of them (router `<Link>`s were about a third of its server time). They are
 * not discovered ahead either (as `discover="none"`): a row's route is found on its click.
 *
 * The rows come as `rowsOnce` gave them: as data, or (a document request) rendered on the server
 * from the request's rows and hydrated without them. `empty` (a table's): the one row shown when there
 * are none. `as="div"`: a long list that is not a table (the baptisms' upcoming dates), in a `<div>`
 * with `className`; it says itself what it shows when there are none.
 */
export function LinkedRows<T>({
  rows,
  empty,
  as: Body = "tbody",
  className,
  children,
}: {
  rows: RowsOnce<T>;
  empty?: { text: string; columns: number };
  as?: "tbody" | "div";
  className?: string;
  children: (row: T) => ReactNode;
}) {
  const onClick = useInAppClick();
  const { revalidate } = useRevalidator();
  const body = useRef<HTMLTableSectionElement & HTMLDivElement>(null);
  const served = useContext(DocumentRowsContext)?.get(rows.key) as T[] | undefined;
  const list = rows.rows ?? served;
  // Rows not sent as data whose HTML is not here either (a render other than the hydration): ask for them.
  useEffect(() => {
    if (!list && rows.count > 0 && body.current?.childElementCount === 0) revalidate();
  }, [list, rows.count, revalidate]);
  if (rows.count === 0 && empty) {
    return (
      <tbody>
        <EmptyRow colSpan={empty.columns}>{empty.text}</EmptyRow>
      </tbody>
    );
  }
  if (list) return <Body ref={body} className={className} onClick={onClick}>{list.map(children)}</Body>;
  return <Body ref={body} className={className} onClick={onClick} dangerouslySetInnerHTML={AS_SERVED} suppressHydrationWarning />;
}
