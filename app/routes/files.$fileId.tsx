import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFileForDownload } from "~/modules/files/get-file.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { contentDisposition } from "~/utils/content-disposition";
import { orNotFound } from "~/utils/errors.server";

/** Stored files leave only through here: the church and role are checked like any page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requireChurchContext(request);
  const { file, stream } = await getFileForDownload({ churchId: context.church.id, teacherId: context.teacherId, fileId: params.fileId ?? "", roles: context.roles }).catch(orNotFound);
  // ?view=1 opens a checked PDF in the browser's viewer (a document card's View); otherwise a download.
  const view = new URL(request.url).searchParams.get("view") === "1" && file.contentType === "application/pdf";
  const inline = file.contentType.startsWith("image/") || view;
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.filename, inline ? "inline" : "attachment"),
      // Every stored file is private, profile photos included: no copy in the browser's or any shared cache.
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
