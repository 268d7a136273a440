/**
 * The person search matches names ignoring case and whitespace (spec section 5). Control characters
 * go too: PostgreSQL refuses a NUL, and no name contains one.
 */
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
export const searchKey = (text: string) => text.toLowerCase().replace(/[\s\u0000-\u001f\u007f]+/g, "");

/** The words of a search, each as a search key: a name matches when it contains every one. */
export const searchWords = (text: string) =>
  text
    .split(/\s+/)
    .map(searchKey)
    .filter(Boolean)
    .slice(0, 5);

/** What is stored in searchName: every part of the name, in reading order. */
export const searchNameOf = (person: { firstname: string; middlename?: string | null; lastname: string }) =>
  searchKey([person.firstname, person.middlename ?? "", person.lastname].join(""));

export const fullName = (person: { firstname: string; middlename?: string | null; lastname: string }) =>
  [person.firstname, person.middlename, person.lastname].filter(Boolean).join(" ");

/**
 * The class slug of the spec: lower-cased, runs of characters other than letters, digits or
 * underscore replaced by one hyphen, leading and trailing hyphens trimmed.
 */
export const classSlug = (className: string) =>
  className
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]+/gu, "-")
    .replace(/^-+|-+$/g, "");
