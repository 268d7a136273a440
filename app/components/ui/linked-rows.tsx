import { useNavigate, useRevalidator } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import type { RowsOnce } from "~/utils/document-rows";

/** The rows of this document's long tables, for the server's render only (entry.server). */
export const DocumentRowsContext = createContext<Map<string, unknown[]> | null>(null);

// Hydrating, React leaves an element with inner HTML as the server wrote it (it neither compares nor
// replaces it): the rows stay as they came, without their data.
const AS_SERVED = { __html: "" };

/**
 * A long table's body. Its row links are plain `<a href>`: a router `<Link>` runs a dozen hooks on
 * every render, and a class page has hundreds of them (about a third of its server time). One click
 * handler navigates within the app as a Link would, for a plain click on a link to this site; a new
 * tab, a modifier key, a download or JavaScript off stay the browser's own. Plain links are not
 * discovered ahead either (as `discover="none"`): a row's route is found on its click.
 *
 * The rows come as `rowsOnce` gave them: as data, or (a document request) rendered on the server
 * from the request's rows and hydrated without them.
 */
export function LinkedRows<T>({ rows, children }: { rows: RowsOnce<T>; children: (row: T) => ReactNode }) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const body = useRef<HTMLTableSectionElement>(null);
  const served = useContext(DocumentRowsContext)?.get(rows.key) as T[] | undefined;
  const list = rows.rows ?? served;
  // Rows not sent as data whose HTML is not here either (a render other than the hydration): ask for them.
  useEffect(() => {
    if (!list && rows.count > 0 && body.current?.childElementCount === 0) revalidate();
  }, [list, rows.count, revalidate]);
  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest("a");
    if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  if (list) return <tbody ref={body} onClick={onClick}>{list.map(children)}</tbody>;
  return <tbody ref={body} onClick={onClick} dangerouslySetInnerHTML={AS_SERVED} suppressHydrationWarning />;
}
