import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CountPager } from "~/components/education/pager";
import { ProductTable } from "~/components/gift-store/product-table";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadProductsPage } from "~/modules/gift-store/products-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Products | Super Admin | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return loadProductsPage(new URL(request.url).searchParams, context);
}

/** The catalogue every parish's Gift Store shows, as super-admins keep it. */
export default function Products() {
  const { products, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Products</h1>
        <Link to="/super-admin/products/add" className="btn">
          Add Product
        </Link>
      </div>
      <ProductTable products={products} editTo={(id) => `/super-admin/products/${id}/edit`} />
      <CountPager page={page} pageCount={pageCount} total={total} one="product" many="products" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
