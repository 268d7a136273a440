import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ProductForm } from "~/components/super-admin/product-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { PRODUCT_IMAGES_RULE } from "~/modules/super-admin/image-rules.server";
import { ProductSchema } from "~/modules/super-admin/product-schema";
import { saveProduct } from "~/modules/super-admin/save-product.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Product | Super Admin | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return formAction(request, {
    schema: ProductSchema,
    uploads: { images: PRODUCT_IMAGES_RULE },
    save: async ({ value, fileLists }) => {
      await saveProduct({ actor: user, values: value, images: fileLists.images ?? [] });
      return redirectWithToast(request, "/super-admin/products", { type: "success", message: "Product added successfully." });
    },
  });
}

export default function AddProduct() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Product</h1>
      <ProductForm lastResult={actionData?.result} cancelTo="/super-admin/products" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
