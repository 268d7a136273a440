import type { LoaderFunctionArgs } from "@remix-run/node";
import { baptismCertificate } from "~/modules/baptisms/baptism-certificate.server";
import { contentDisposition } from "~/utils/content-disposition";
import { requireChurchContext } from "~/utils/church-context.server";
import { AppError, orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";

/** The 'Baptism certificate' of a celebrated baptism, as a PDF download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  const certificate = await baptismCertificate({ churchId: church.id, churchName: church.name, baptismId: params.baptismId ?? "" }).catch((error: unknown) => {
    // Before its day a baptism has no register entry to print.
    if (error instanceof AppError && error.code === "CONFLICT") throw new Response(error.message, { status: 409 });
    return orNotFound(error);
  });
  return new Response(Buffer.from(certificate.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(certificate.filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
