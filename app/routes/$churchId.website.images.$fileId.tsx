import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPublicImage } from "~/modules/website/public-image.server";
import { PUBLIC_CACHE_SECONDS } from "~/modules/website/options";
import { orNotFound } from "~/utils/errors.server";

/** A public event's image or a sponsor's logo, for the homepage and the parish's own site (nothing else leaves here). */
export async function loader({ params }: LoaderFunctionArgs) {
  const { file, stream } = await getPublicImage(params.churchId ?? "", params.fileId ?? "").catch(orNotFound);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": `public, max-age=${PUBLIC_CACHE_SECONDS}`,
      "Cross-Origin-Resource-Policy": "cross-origin",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
