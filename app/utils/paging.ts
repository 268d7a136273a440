// The one way a paged list reads and keeps its page: `readPage` for the URL, `pageOf` for the window.

/**
 * The highest page a list is ever asked for. Every list clamps further to its last page; this bound
 * only keeps the database offset a small whole number whatever the URL says (25 rows a page: 25
 * million rows).
 */
export const MAX_PAGE = 1_000_000;

/**
 * A whole page from 1 to `last`: missing, non-numeric, zero or negative → 1; fractional → its whole
 * part; huge (1e23, Infinity) → `last`.
 */
export function clampPage(asked: number | undefined, last = MAX_PAGE): number {
  if (asked === undefined || Number.isNaN(asked) || asked < 1) return 1;
  return Math.min(Math.floor(asked), Math.max(1, last));
}

/**
 * The page `?page=` asks for (clampPage): `?page=99999999999999999999999` is MAX_PAGE, which the
 * list then turns into its last page; `-3`, `1.5`, `abc` and an empty value are 1 (1.5 is 1).
 * `name` reads another parameter, for a screen with two paged lists.
 */
export const readPage = (params: URLSearchParams, name = "page") => clampPage(Number((params.get(name) ?? "").trim() || "1"));

/** A list's search box (`?q=`): trimmed, at most 100 characters. */
export const readSearch = (params: URLSearchParams) => (params.get("q") ?? "").trim().slice(0, 100);

/** The asked page kept within the pages there are (at least one), with its skip/take. */
export function pageOf(total: number, asked: number | undefined, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = clampPage(asked, pageCount);
  return { page, pageCount, skip: (page - 1) * pageSize, take: pageSize };
}
