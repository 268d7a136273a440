import QRCode from "qrcode";
import { appUrl } from "~/utils/env.server";

export const newMemberFormPath = (churchId: string) => `/${churchId}/forms/new-member`;

/** The public form's full address and its QR code (an SVG to print for the church door). */
export async function publicFormLink(churchId: string) {
  const url = `${appUrl()}${newMemberFormPath(churchId)}`;
  const qrSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { url, qrSvg };
}
