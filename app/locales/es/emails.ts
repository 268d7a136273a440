import type { emails as en } from "../en/emails";
import type { Messages } from "../types";

export const emails = {
  title: "emails",
} as const satisfies Messages<typeof en>;
