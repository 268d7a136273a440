// The page's JavaScript at low fetch priority. Every page is whole and usable before its scripts run
// (they only hydrate it), so the stylesheet and images should come first on a slow connection. It also
// keeps Lighthouse's simulated first paint honest: its model counts every High-priority script that
// finished before the observed first paint as render-blocking, and it cannot tell that module scripts
// ran after the paint (GoogleChrome/lighthouse#17163), so a page's FCP and LCP jumped from 0.9 s to
// 2 s (performance 100 to 99) depending only on how busy the machine was (docs/performance.md).

/** How Remix's `<Scripts />` opens each module preload; the page's script rewrites and its bytes (utils/document-bytes) look for it. */
export const MODULEPRELOAD = '<link rel="modulepreload"';

/**
 * Remix's `<Scripts />` writes its `<link rel="modulepreload">` tags together at the end of the body,
 * just before its inline scripts: only that stretch of the page is rewritten.
 */
export function lowPriorityScripts(html: string): string {
  const start = html.indexOf(MODULEPRELOAD);
  if (start < 0) return html;
  let end = html.indexOf("<script", start);
  if (end < 0) end = html.length;
  const links = html.slice(start, end).replaceAll(MODULEPRELOAD, `${MODULEPRELOAD} fetchpriority="low"`);
  return html.slice(0, start) + links + html.slice(end);
}
