import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtAssets } from "~/server/built-assets";

// A built assets folder as vite.config's precompressAssets leaves it, behind the web process's
// compression middleware, as server/web.ts has it.
const script = `export function hello(){return ${JSON.stringify("Parish Administration ".repeat(200))}}`;
const small = "export const a=1;";
let server: http.Server;
let base: string;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "built-assets-"));
  writeFileSync(path.join(dir, "app-1a2b.js"), script);
  writeFileSync(path.join(dir, "app-1a2b.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "app-1a2b.js.gz"), gzipSync(script));
  writeFileSync(path.join(dir, "small-3c4d.js"), small);
  const app = express();
  app.use(compression());
  app.use("/assets", builtAssets(dir));
  app.use((req, res) => res.status(404).type("text/plain").send(`not found: ${req.url}`));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The raw response (fetch would decode it). */
function get(url: string, acceptEncoding: string | null, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(base + url, { method, headers: acceptEncoding === null ? {} : { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject).end();
  });
}

describe("builtAssets", () => {
  it("sends the build's brotli or gzip copy as the browser accepts, with the script's own type", async () => {
    const br = await get("/assets/app-1a2b.js", "gzip, deflate, br, zstd");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get("/assets/app-1a2b.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    for (const none of [null, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await get("/assets/app-1a2b.js", none);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(plain.body.toString()).toBe(script);
    }
    const head = await get("/assets/app-1a2b.js", "br", "HEAD");
    expect([head.status, head.headers["content-encoding"], head.body.length]).toEqual([200, "br", 0]);
  });

  it("sends a file the build left as it was, and a missing one falls through without an encoding", async () => {
    const plain = await get("/assets/small-3c4d.js", "br");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(small);

    const missing = await get("/assets/gone-5e6f.js", "br");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.body.toString()).toBe("not found: /assets/gone-5e6f.js");
  });
});
