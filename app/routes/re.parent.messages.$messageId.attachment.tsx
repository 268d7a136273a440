import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireParent } from "~/modules/education/parent-portal/guard.server";
import { parentMessageAttachment } from "~/modules/education/parent-portal/messages.server";
import { contentDisposition } from "~/utils/content-disposition";
import { orNotFound } from "~/utils/errors.server";

/** The attachment of one of the parent's own messages, as a download (404 for any other message or file). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { parent } = await requireParent(request);
  const { file, stream } = await parentMessageAttachment(parent, params.messageId ?? "").catch(orNotFound);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.filename, "attachment"),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
