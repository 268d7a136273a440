import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProductImage } from "~/modules/gift-store/get-product-image.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";

/** A catalogue picture, for the Gift Store (church staff) and the super-admin's catalogue. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: ["CHURCH_USER", "ADMIN"], whileReadOnly: true });
  const { image, stream } = await getProductImage(params.imageId ?? "").catch(orNotFound);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { "Content-Type": image.contentType, "Content-Length": String(image.size), "Cache-Control": "private, max-age=3600", "X-Content-Type-Options": "nosniff" },
  });
}
