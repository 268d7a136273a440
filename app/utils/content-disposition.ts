/**
 * A Content-Disposition header that every browser reads: an ASCII `filename` fallback and the exact
 * name as RFC 5987 `filename*` (with the characters encodeURIComponent leaves alone escaped too).
 */
export function contentDisposition(filename: string, type: "attachment" | "inline" = "attachment") {
  const ascii = filename.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/[\\"%]/g, "_");
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
