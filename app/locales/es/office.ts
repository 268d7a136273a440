import type { office as en } from "../en/office";
import type { Messages } from "../types";

export const office = {
  title: "office",
} as const satisfies Messages<typeof en>;
