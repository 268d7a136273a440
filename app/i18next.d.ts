import "i18next";
import type { resources } from "~/locales";

// Keys are checked by the compiler: t("portal.home.title") with a key English does not have fails `npm run typecheck`.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["en"];
  }
}
