import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CountPager } from "~/components/education/pager";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { ProductTable } from "~/components/gift-store/product-table";
import { loadProductsPage } from "~/modules/gift-store/products-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Gift Store | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return loadProductsPage(new URL(request.url).searchParams, context);
}

/** The spec's one Gift Store screen: 'Religious Gifts for Resale'. */
export default function GiftStore() {
  const { products, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Religious Gifts for Resale</h1>
      <p className="text-sm text-slate-600">Stock a gift shop at the Stock Price, or sell from the catalogue and we ship to the buyer at the Drop Ship Price.</p>
      <ProductTable products={products} />
      <CountPager page={page} pageCount={pageCount} total={total} one="product" many="products" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
