// What the people lists (teachers, volunteers, sponsors, parents) share: their URL, name search, order and page.
import { searchWords } from "~/modules/education/names";
import { PAGE_SIZE } from "~/modules/education/options";
import { findPage, readPage, readSearch } from "~/utils/paging";

/** The name search and page a people list's URL asks for. */
export const peopleListQuery = (params: URLSearchParams) => ({ q: readSearch(params), page: readPage(params) });

/**
 * The `where` part of a name search, for every list and the search box: the name contains each typed
 * word, case and spaces ignored ("mary ann" finds MaryAnn Smith, "lopez maria" finds Maria Lopez).
 */
export function nameSearch(q: string | null | undefined) {
  const words = searchWords((q ?? "").slice(0, 200));
  return words.length ? { AND: words.map((word) => ({ searchName: { contains: word } })) } : {};
}

/** By last name, then first name. */
export const BY_NAME = [{ lastname: "asc" as const }, { firstname: "asc" as const }, { id: "asc" as const }];

/** The name, e-mail and cell phone of a person, for a `select`. */
export const PERSON_FIELDS = { id: true, firstname: true, middlename: true, lastname: true, email: true, cellPhone: true } as const;

/** One page of a people list (PAGE_SIZE rows) and how many there are, asked together (findPage: a page past the end is the last one). */
export const findPeoplePage = <T>(asked: number | undefined, count: () => Promise<number>, find: (window: { skip: number; take: number }) => Promise<T[]>) =>
  findPage(asked, PAGE_SIZE, count, find);
