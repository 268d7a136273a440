/** The person search of the pickers matches names ignoring case and whitespace (spec section 5). */
export const searchKey = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/** What is stored in searchName: every part of the name, in reading order. */
export const searchNameOf = (person: { firstname: string; middlename?: string | null; lastname: string }) =>
  searchKey([person.firstname, person.middlename ?? "", person.lastname].join(""));

export const fullName = (person: { firstname: string; middlename?: string | null; lastname: string }) =>
  [person.firstname, person.middlename, person.lastname].filter(Boolean).join(" ");

/** Whether a name matches a search as the spec wants: "mary ann" finds "MaryAnn Smith". */
export const nameMatches = (person: { firstname: string; middlename?: string | null; lastname: string }, query: string) =>
  searchNameOf(person).includes(searchKey(query)) || searchKey(`${person.lastname}${person.firstname}`).includes(searchKey(query));

/**
 * The class slug of the spec: lower-cased, runs of characters other than letters, digits or
 * underscore replaced by one hyphen, leading and trailing hyphens trimmed.
 */
export const classSlug = (className: string) =>
  className
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]+/gu, "-")
    .replace(/^-+|-+$/g, "");
