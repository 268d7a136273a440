import QRCode from "qrcode";

/** An address as a QR code to print (SVG, medium error correction, a quiet zone of 2 modules). */
export const qrCodeSvg = (text: string) => QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
