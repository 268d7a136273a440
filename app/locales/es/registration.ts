import type { registration as en } from "../en/registration";
import type { Messages } from "../types";

export const registration = {
  title: "registration",
} as const satisfies Messages<typeof en>;
