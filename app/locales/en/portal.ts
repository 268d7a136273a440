/** English texts of the portal namespace (the source; es/portal.ts must match its keys). */
export const portal = {
  title: "portal",
} as const;
