import type { MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { ApprovalsPage } from "~/components/weddings/approvals-page";
import { approvalPageAction, approvalPageLoader } from "~/modules/weddings/approval-pages.server";
import { APPROVAL_PAGES } from "~/modules/weddings/options";

export const meta: MetaFunction = () => [{ title: `${APPROVAL_PAGES.pastor.title} | Parish Administration` }];

export const loader = approvalPageLoader("pastor");
export const action = approvalPageAction("pastor");

export default ApprovalsPage;

export const ErrorBoundary = RouteErrorBoundary;
