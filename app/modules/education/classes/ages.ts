// The usual ages of a class as the tables show them: no zod here, so the lists' JavaScript stays small.

/** "7–8", "7 and up", "up to 8", or null when the class has no usual ages. */
export function agesLabel(c: { minAge: number | null; maxAge: number | null }) {
  if (c.minAge !== null && c.maxAge !== null) return c.minAge === c.maxAge ? `${c.minAge}` : `${c.minAge}–${c.maxAge}`;
  if (c.minAge !== null) return `${c.minAge} and up`;
  if (c.maxAge !== null) return `up to ${c.maxAge}`;
  return null;
}
