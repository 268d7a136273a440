import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { DocumentRowsContext } from "./components/ui/linked-rows";
import { documentBytes } from "./utils/document-bytes.server";
import { NonceProvider } from "./utils/nonce";
import { isProduction } from "./utils/env.server";
import { lowPriorityScripts } from "./utils/script-priority.server";
import { scriptsAfterFirstPaint } from "./utils/scripts-after-paint.server";
import { captureError } from "./utils/sentry.server";

export const streamTimeout = 5_000;

// For the web server (server/web.ts), which is bundled apart: the server build's env() is frozen
// with it, else it read every variable again on each call (about 30 µs a page).
export { freezeEnv } from "./utils/env.server";
// Started by the web server too, in the server build's copy of the session module (utils/session-cache.server).
export { startSessionCache } from "./utils/session-cache.server";

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
  captureError(error);
};

type HydrationChunks = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;
// One for every page, with no state between calls: each chunk is a whole string's UTF-8 (turbo-stream
// encodes each piece it enqueues apart).
const decoder = new TextDecoder();

/**
 * The page's data for hydration (Remix's turbo-stream), read whole before the render and put where
 * Remix's StreamTransfer looks first, chunk by chunk as it would have read them. StreamTransfer then
 * writes its scripts at once, where it otherwise suspended on each chunk, and the page renders in one
 * synchronous pass. A failure here is the document's (Remix renders the error page, as for a render
 * that throws).
 */
async function readHydrationData(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const chunks: HydrationChunks = {};
  for (let id = 0; ; id++) {
    const { done, value } = await reader.read();
    chunks[id] = Object.assign(Promise.resolve(), { result: { done, value: done ? "" : decoder.decode(value) } });
    if (done) break;
  }
  reader.releaseLock();
  context.renderMeta.streamCache = chunks;
}

/**
 * The page is rendered whole with `renderToString`, then sent as one body. Loaders finish before
 * rendering (no deferred data, no `<Await>`) and the data for hydration is read first, so nothing
 * suspends. Through `renderToPipeableStream` the same HTML (but for the doctype, which it added)
 * waited for its data in two more passes and was written out through a stream: 0.1-0.2 ms more for
 * a light page (docs/performance.md).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await readHydrationData(remixContext);
  const nonce = loadContext?.cspNonce ?? "";
  const html = renderToString(
    <NonceProvider value={nonce}>
      <DocumentRowsContext.Provider value={loadContext?.documentRows ?? null}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </DocumentRowsContext.Provider>
    </NonceProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Not in development, where React would warn that the server's <link>s have an attribute more.
  // Both rewrites touch only the page's end, from Remix's module preloads on.
  const page = documentBytes(html, isProduction() ? (end) => scriptsAfterFirstPaint(lowPriorityScripts(end)) : undefined);
  // The web server takes the HTML as it is (server/send-response), not back out of a Response's body.
  if (loadContext && "documentBody" in loadContext) {
    loadContext.documentBody = page;
    return new Response(null, { headers: responseHeaders, status: responseStatusCode });
  }
  return new Response(page, { headers: responseHeaders, status: responseStatusCode });
}
