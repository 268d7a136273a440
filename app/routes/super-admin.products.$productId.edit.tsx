import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { ProductForm } from "~/components/super-admin/product-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { deleteProduct } from "~/modules/super-admin/delete-product.server";
import { getProduct } from "~/modules/super-admin/get-product.server";
import { PRODUCT_IMAGES_RULE } from "~/modules/super-admin/image-rules.server";
import { ProductSchema } from "~/modules/super-admin/product-schema";
import { saveProduct } from "~/modules/super-admin/save-product.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { centsToInput } from "~/utils/money";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Edit ${data?.product.productName ?? "Product"} | Super Admin | Parish Administration` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return { product: await getProduct(params.productId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return formAction(request, {
    schema: ProductSchema,
    uploads: { images: PRODUCT_IMAGES_RULE },
    intents: {
      delete: async () => {
        const { productName } = await deleteProduct(user, params.productId ?? "");
        return redirectWithToast(request, "/super-admin/products", { type: "success", message: `${productName} deleted successfully` });
      },
    },
    save: async ({ value, fileLists }) => {
      await saveProduct({ actor: user, values: value, images: fileLists.images ?? [], productId: params.productId ?? "" });
      return redirectWithToast(request, "/super-admin/products", { type: "success", message: "Product updated successfully." });
    },
  });
}

export default function EditProduct() {
  const { product } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Edit Product</h1>
        <ConfirmDelete title="Delete Product" label="Delete Product" text={`${product.productName} will be removed from every parish's Gift Store. This action cannot be undone.`} cancelHref={location.pathname} />
      </div>
      <ProductForm
        key={String(product.updatedAt)}
        lastResult={actionData?.result}
        defaultValue={{ productName: product.productName, description: product.description ?? "", churchWholesalePrice: centsToInput(product.churchWholesalePriceCents), suggestedRetail: centsToInput(product.suggestedRetailCents) }}
        images={product.images.map((i) => ({ id: i.id, filename: i.filename }))}
        cancelTo="/super-admin/products"
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
