/** English texts of the office namespace (the source; es/office.ts must match its keys). */
export const office = {
  title: "office",
} as const;
