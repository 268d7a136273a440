import { pageLanguage } from "~/utils/i18n.server";
import { requireParent } from "./guard.server";
import { portalTexts } from "./translate.server";

/** A portal page's loader or action: the parent (requireParent) and the page's language with its texts. */
export async function requirePortalPage(request: Request) {
  const context = await requireParent(request);
  const { lng } = await pageLanguage(request, context.parent.locale);
  return { ...context, lng, ...(await portalTexts(lng)) };
}

/** The page title: the page's name, then the parish's. */
export const portalTitle = (page: string, churchName: string) => `${page} | ${churchName}`;
