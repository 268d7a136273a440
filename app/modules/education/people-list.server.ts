// What the people lists (teachers, volunteers, sponsors, parents) share: their URL, name search, order and page.
import { searchKey } from "./names";
import { PAGE_SIZE } from "./options";

/** The name search and page a people list's URL asks for (`params` for any other filter). */
export function peopleListQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return { q: params.get("q") ?? "", page: Number(params.get("page")) || 1, params };
}

/** The `where` part of a name search: `searchName` contains the typed name, case and spaces ignored. */
export function nameSearch(q: string | null | undefined) {
  const key = searchKey(q ?? "").slice(0, 100);
  return key ? { searchName: { contains: key } } : {};
}

/** By last name, then first name. */
export const BY_NAME = [{ lastname: "asc" as const }, { firstname: "asc" as const }, { id: "asc" as const }];

/** The name, e-mail and cell phone of a person, for a `select`. */
export const PERSON_FIELDS = { id: true, firstname: true, middlename: true, lastname: true, email: true, cellPhone: true } as const;

/** The asked page, kept within the pages there are, with its skip/take. */
export function pageOf(total: number, asked: number | undefined) {
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(asked ?? 1) || 1), pageCount);
  return { page, pageCount, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE };
}
