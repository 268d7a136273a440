/** English texts of the registration namespace (the source; es/registration.ts must match its keys). */
export const registration = {
  title: "registration",
} as const;
