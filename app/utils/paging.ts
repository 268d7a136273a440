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

/**
 * One page of rows and how many there are (`count`), asked together; a page past the end (an old
 * link) is asked again as the last page. `asked` is clamped as readPage's is.
 */
export async function findPage<T>(asked: number | undefined, pageSize: number, count: () => Promise<number>, find: (window: { skip: number; take: number }) => Promise<T[]>) {
  const first = clampPage(asked);
  const ask = (n: number) => find({ skip: (n - 1) * pageSize, take: pageSize });
  const [total, rows] = await Promise.all([count(), ask(first)]);
  const { page, pageCount } = pageOf(total, first, pageSize);
  return { items: page === first ? rows : await ask(page), total, page, pageCount };
}

/**
 * One page of rows read with their total in the same statement (`COUNT(*) OVER ()` as each row's
 * `total`), or every row when `page` is null (a download). A page past the end (an old link) comes
 * back empty: the total is then asked with the first row, and the last page read.
 */
export async function findPageCounted<T extends { total: number }>(page: number | null, pageSize: number, find: (window: { limit: number | null; offset: number }) => Promise<T[]>) {
  if (page === null) {
    const items = await find({ limit: null, offset: 0 });
    return { items, total: items.length, page: 1 };
  }
  const ask = (n: number) => find({ limit: pageSize, offset: (n - 1) * pageSize });
  const asked = await ask(page);
  if (asked.length || page === 1) return { items: asked, total: asked[0]?.total ?? 0, page };
  const total = (await find({ limit: 1, offset: 0 }))[0]?.total ?? 0;
  const last = pageOf(total, page, pageSize).page;
  return { items: total ? await ask(last) : [], total, page: last };
}
