// The three Approvals Required pages (Pastor, Tribunal, Domicile), written once: the upcoming weddings of the
// selected priests that need the page's approval and lack it, and the action that records it today.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { readPage } from "~/utils/paging";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { listNeedingApproval } from "./list-weddings.server";
import type { ApprovalPage } from "./options";
import { selectedPriestIds } from "./priest-selection.server";
import { approvalFromForm, recordApproval } from "./record-approval.server";

/** Which party lacks the domicile permission, for the Domicile page's buttons. */
const SELECT_DOMICILE = { groomWithinParish: true, brideWithinParish: true, groomDomicilePermissionOn: true, brideDomicilePermissionOn: true } as const;

export const approvalPageLoader =
  (page: ApprovalPage) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
    const priestIds = await selectedPriestIds(church.id, request);
    const list = await listNeedingApproval(church.id, { page, priestIds, pageNumber: readPage(new URL(request.url).searchParams), extra: page === "domicile" ? SELECT_DOMICILE : undefined });
    return { approval: page, ...list };
  };

export const approvalPageAction =
  (page: ApprovalPage) =>
  async ({ request }: ActionFunctionArgs) => {
    const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
    return formAction(request, {
      intents: {
        record: async (formData) => {
          const { message } = await recordApproval(church.id, { ...approvalFromForm(formData), page });
          const url = new URL(request.url);
          return redirectWithToast(request, url.pathname + url.search, { type: "success", message });
        },
      },
    });
  };

