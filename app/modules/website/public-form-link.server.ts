import { appUrl } from "~/utils/env.server";
import { qrCodeSvg } from "~/utils/qr-code.server";

export const newMemberFormPath = (churchId: string) => `/${churchId}/forms/new-member`;

/** The public form's full address and its QR code (an SVG to print for the church door). */
export async function publicFormLink(churchId: string) {
  const url = `${appUrl()}${newMemberFormPath(churchId)}`;
  const qrSvg = await qrCodeSvg(url);
  return { url, qrSvg };
}
