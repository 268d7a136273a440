import http from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";

/**
 * The HTTP server for an Express app, its requests and responses made with Express's prototypes
 * (`app.request`, `app.response`) from the start. Otherwise Express gives each of them its prototype
 * with `Object.setPrototypeOf`, after which V8 makes a new hidden class for every property added to
 * that object: about 40 a request, each kept through young collections, and the property reads on
 * requests and responses (Express, compression, the Remix adapter) see a new shape every time
 * (docs/performance.md). Express's own `setPrototypeOf` then finds the prototype already set.
 */
export function createExpressServer(app: Express) {
  function ExpressRequest(socket: Socket) {
    return Reflect.construct(http.IncomingMessage, [socket], ExpressRequest);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(req: http.IncomingMessage, options?: unknown) {
    return Reflect.construct(http.ServerResponse, [req, options], ExpressResponse);
  }
  ExpressResponse.prototype = app.response;
  return http.createServer(
    { IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage, ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse },
    app,
  );
}
