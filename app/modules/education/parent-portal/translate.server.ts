import { portalT } from "~/emails/templates/parent-message";
import type { Language } from "~/utils/i18n";
import { serverT } from "~/utils/i18n.server";
import type { FieldMessages } from "./schema";

const commons = new Map<Language, ReturnType<typeof serverT<"common">>>();
const commonT = (lng: Language) => {
  let t = commons.get(lng);
  if (!t) {
    t = serverT(lng, "common");
    commons.set(lng, t);
  }
  return t;
};

/** The portal's texts and the form messages of a language, for actions and messages built on the server. */
export async function portalTexts(lng: Language) {
  const [t, tc] = await Promise.all([portalT(lng), commonT(lng)]);
  const fields: FieldMessages = {
    required: tc("errors.required"),
    email: tc("errors.email"),
    tooLong: (max) => tc("errors.tooLong", { max }),
    phone: t("account.phoneInvalid"),
    zip: t("account.zipInvalid"),
  };
  return { t, tc, fields };
}
