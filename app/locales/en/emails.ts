/** English texts of the emails namespace (the source; es/emails.ts must match its keys). */
export const emails = {
  title: "emails",
} as const;
