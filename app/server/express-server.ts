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
 *
 * Node's IncomingMessage and ServerResponse are plain constructor functions, called here on the new
 * object: `Reflect.construct` with another `new.target` took V8's slow path, about 35 µs a request
 * for the two, against 1.5 µs this way.
 */
type Init<T, A extends unknown[]> = (this: T, ...args: A) => void;
const initRequest = http.IncomingMessage as unknown as Init<http.IncomingMessage, [Socket]>;
const initResponse = http.ServerResponse as unknown as Init<http.ServerResponse, [http.IncomingMessage, unknown]>;

export function createExpressServer(app: Express) {
  function ExpressRequest(this: http.IncomingMessage, socket: Socket) {
    initRequest.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: unknown) {
    initResponse.call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  return http.createServer(
    { IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage, ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse },
    app,
  );
}
