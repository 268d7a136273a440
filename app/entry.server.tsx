import type { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { DocumentRowsContext } from "./components/ui/linked-rows";
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

/**
 * Where React writes a page that is all ready: what it writes kept as bytes (strings of about 16,384
 * characters in React's production build as patched, each made bytes at once while its pieces are
 * still in the processor's cache; bytes in the development build), `done` given them as one buffer at
 * the end, `fail` any error. A PassThrough did the same as a Node stream, and its 'close' then
 * reached React's abort handler, which ended it again: an ERR_STREAM_ALREADY_FINISHED built, with its
 * stack, on every page.
 */
function collectHtml(done: (html: Buffer<ArrayBuffer>) => void, fail: (error: unknown) => void): Writable {
  const chunks: Uint8Array[] = [];
  const destination = {
    write: (chunk: Uint8Array | string) => chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk) > 0,
    end: () => {
      try {
        done(Buffer.concat(chunks));
      } catch (error) {
        fail(error);
      }
    },
    destroy: fail,
    on: () => destination,
  };
  return destination as unknown as Writable;
}

/**
 * The page is rendered whole, then sent as one body. Loaders finish before rendering (no deferred
 * data), so streaming gained nothing, and a 400 KB page streamed in React's small chunks went through
 * a Node stream, a web stream and the compressor chunk by chunk: one buffer is a fraction of the work
 * (measured with `npm run bench`; docs/performance.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? "";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const render = { abort: () => {} };
    const timer = setTimeout(() => render.abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentRowsContext.Provider value={loadContext?.documentRows ?? null}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </DocumentRowsContext.Provider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          pipe(
            collectHtml((html) => {
              clearTimeout(timer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              // Not in development, where React would warn that the server's <link>s have an attribute more.
              const page = isProduction() ? scriptsAfterFirstPaint(lowPriorityScripts(html)) : html;
              // The web server takes the HTML as it is (server/send-response), not back out of a Response's body.
              if (loadContext && "documentBody" in loadContext) {
                loadContext.documentBody = page;
                resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
              } else resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
            }, reject),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    render.abort = abort;
  });
}
