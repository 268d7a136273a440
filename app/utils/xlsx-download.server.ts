import { Readable } from "node:stream";
import { contentDisposition } from "./content-disposition";

/** A workbook streamed as it is written, as a download: named for the disk, never cached. */
export function xlsxDownload({ filename, stream }: { filename: string; stream: Readable }) {
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": contentDisposition(filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
