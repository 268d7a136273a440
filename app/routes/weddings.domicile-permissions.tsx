import type { MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { ApprovalsPage } from "~/components/weddings/approvals-page";
import { approvalPageAction, approvalPageLoader } from "~/modules/weddings/approval-pages.server";
import { APPROVAL_PAGES } from "~/modules/weddings/options";

export const meta: MetaFunction = () => [{ title: `${APPROVAL_PAGES.domicile.title} | Parish Administration` }];

export const loader = approvalPageLoader("domicile");
export const action = approvalPageAction("domicile");

export default ApprovalsPage;

export const ErrorBoundary = RouteErrorBoundary;
