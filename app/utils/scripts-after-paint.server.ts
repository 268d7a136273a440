// The page's JavaScript is asked for once the page has been painted. Every page is whole and usable
// before its scripts run (they only hydrate it), so on a slow connection the stylesheet and the first
// paint should not share the line with about 110 KiB of modules; on a repeat visit (scripts cached)
// hydration starts a frame or two later. It also makes Lighthouse's simulated first paint and LCP one
// figure instead of two: its model counts every script that finished before the observed paint as
// render-blocking and cannot tell that module scripts run after it (GoogleChrome/lighthouse#17163),
// so a page scored 100 or 99 depending on whether its scripts or its paint came first on the
// machine (docs/performance.md).

import { MODULEPRELOAD } from "./script-priority.server";

const HELD = '<link rel="x-after-paint"';
const MODULE = ' type="module" async="">';
// The first contentful paint as the browser reports it (after the frame is on screen, which a frame's
// requestAnimationFrame is not); a browser without paint timing waits one frame; at most 2 s.
const AFTER_FIRST_PAINT =
  `(go)=>{if(document.hidden)return go();setTimeout(go,2000);` +
  `if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return requestAnimationFrame(()=>setTimeout(go,0));` +
  `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:true})}`;
// Each preload the browser starts costs main-thread time (0.1-9 ms here, more with DevTools attached:
// about 50 ms for a page's 20-odd modules in one task under Lighthouse, a long task on a phone), so
// they are given back a few at a time, letting the browser breathe between them.
const PRELOADS_BUDGET_MS = 5;
const PAUSE = `(globalThis.scheduler?.yield?scheduler.yield():new Promise((go)=>setTimeout(go)))`;
const STATIC_IMPORT = /^import \* as (route\d+) from ("[^"\n]+");$/gm;

/**
 * Remix's `<Scripts />` writes its `<link rel="modulepreload">` tags at the end of the body, then its
 * context script, then an inline module script that imports the routes and starts the app. The links
 * are held (another `rel`, so nothing is fetched) and the module script waits for the first
 * contentful paint (not in a hidden tab, which paints nothing), gives the links back their `rel` and
 * imports the routes. Elements and attributes React hydrates stay as they were (React 18 would render the whole
 * document again if one were missing); only the links' `rel` and the inline script's text change.
 * Anything else, or a page shaped otherwise, is kept byte for byte.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const links = html.indexOf(MODULEPRELOAD);
  const moduleAttributes = html.indexOf(MODULE, Math.max(links, 0));
  if (links < 0 || moduleAttributes < 0) return html;
  const linksEnd = html.indexOf("<script", links);
  const codeStart = moduleAttributes + MODULE.length;
  const codeEnd = html.indexOf("</script>", codeStart);
  if (linksEnd < 0 || linksEnd > moduleAttributes || codeEnd < 0) return html;
  const code = html.slice(codeStart, codeEnd);
  const routes = [...code.matchAll(STATIC_IMPORT)];
  const rest = code.replace(STATIC_IMPORT, "");
  if (!routes.length || /^\s*import\s/m.test(rest)) return html;
  const held = html.slice(links, linksEnd).replaceAll(MODULEPRELOAD, HELD);
  const deferred =
    `(async()=>{await new Promise(${AFTER_FIRST_PAINT});` +
    `let t=performance.now();for(const link of document.querySelectorAll('link[rel="x-after-paint"]')){link.rel="modulepreload";` +
    `if(performance.now()-t>${PRELOADS_BUDGET_MS}){await ${PAUSE};t=performance.now()}}` +
    `const [${routes.map((m) => m[1]).join(",")}]=await Promise.all([${routes.map((m) => `import(${m[2]})`).join(",")}]);` +
    `${rest}})();`;
  return html.slice(0, links) + held + html.slice(linksEnd, codeStart) + deferred + html.slice(codeEnd);
}
