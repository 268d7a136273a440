import type { portal as en } from "../en/portal";
import type { Messages } from "../types";

export const portal = {
  title: "portal",
} as const satisfies Messages<typeof en>;
