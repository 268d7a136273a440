// React's `renderToString` returns the page as a string of thousands of pieces. The first search in
// it makes V8 copy it into one flat string (for a 250-row class page, 250,000 characters, two bytes
// each when one character is past Latin-1). Every string made from it by joining pieces is copied
// again at its next search or encoding: the two script rewrites and `Buffer.from` of the doctype
// joined to the page made three such copies (with the encoding, 1.85 ms at p50 of that page's 16-18).
// Here the page is searched once, only its end is rewritten, and the parts are encoded into one
// buffer: 1.25 ms, the first copy and the encoding (docs/performance.md, twenty-sixth round).

import { MODULEPRELOAD } from "./script-priority.server";

const DOCTYPE = "<!DOCTYPE html>";

/** The strings' UTF-8 one after the other, in one buffer (slices of a flat string are not copied first). */
export function utf8Bytes(parts: string[]) {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
}

/**
 * The document's bytes, the doctype first. `rewriteEnd`, when given, gets the page's end from
 * Remix's first module preload on (a few KB: `<Scripts />` writes its preloads and scripts after
 * everything else of the body) and returns it rewritten; a page without one is sent as it is.
 */
export function documentBytes(html: string, rewriteEnd?: (end: string) => string) {
  const cut = rewriteEnd ? html.indexOf(MODULEPRELOAD) : -1;
  if (!rewriteEnd || cut < 0) return utf8Bytes([DOCTYPE, html]);
  return utf8Bytes([DOCTYPE, html.slice(0, cut), rewriteEnd(html.slice(cut))]);
}
