import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit, MAX_BODY_BYTES, remixRequest } from "~/server/body-limit";

// A real HTTP server with the web process's middleware, and a last handler that reads the body the
// way Remix gets it (remixRequest), answering its size and its first bytes.
let server: http.Server;
let port: number;
let reached = 0;
beforeAll(async () => {
  const app = express();
  app.use(bodyLimit());
  app.all("*", async (req, res) => {
    reached += 1;
    const body = Buffer.from(await remixRequest(req, res).arrayBuffer());
    res.json({ method: req.method, size: body.length, head: body.subarray(0, 40).toString("latin1") });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Sent = { status: number; text: string };

/** One request on its own connection: `chunks` are written one by one (chunked unless a Content-Length is given). */
function send(headers: Record<string, string>, chunks: Buffer[], method = "POST"): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: "/login", headers: { connection: "close", ...headers } }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(parts).toString() }));
    });
    // The server may answer and close while the body is still being written: only the answer counts.
    request.on("error", (error) => (request.writableEnded ? undefined : reject(error)));
    const write = (i: number) => {
      if (request.destroyed) return;
      if (i === chunks.length) return void request.end();
      request.write(chunks[i], () => write(i + 1));
    };
    write(0);
  });
}

const pieces = (total: number, size = 64 * 1024) => Array.from({ length: Math.ceil(total / size) }, (_, i) => Buffer.alloc(Math.min(size, total - i * size), 0x61));
const MB5 = 5 * 1024 * 1024;

describe("bodyLimit", () => {
  it("answers 413 to a body whose Content-Length is over the limit, before reading it and before the app", async () => {
    const before = reached;
    const started = Date.now();
    const answer = await send({ "content-type": "application/x-www-form-urlencoded", "content-length": String(MB5) }, pieces(MB5));
    expect(answer).toEqual({ status: 413, text: "Request body too large." });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(reached).toBe(before);

    // fetch, as a browser or a script would send it.
    const fetched = await fetch(`http://127.0.0.1:${port}/login`, { method: "POST", body: new URLSearchParams({ user: "x".repeat(MB5) }) });
    expect(fetched.status).toBe(413);
    expect(reached).toBe(before);
  });

  it("counts a chunked body without Content-Length and answers 413 once it passes the limit", async () => {
    const before = reached;
    const answer = await send({ "content-type": "application/x-www-form-urlencoded" }, pieces(2 * 1024 * 1024));
    expect(answer.status).toBe(413);
    expect(reached).toBe(before);
    // Any content type, or none: JSON for the webhook, a body without a type.
    expect((await send({ "content-type": "application/json" }, pieces(MAX_BODY_BYTES + 1))).status).toBe(413);
    expect((await send({}, pieces(MAX_BODY_BYTES + 1, 1000))).status).toBe(413);
  });

  it("lets a multipart upload through whole, for the upload parser's own limits", async () => {
    const form = new FormData();
    form.append("note", "hello");
    form.append("document", new Blob([new Uint8Array(MB5)]), "big.pdf");
    const answer = await fetch(`http://127.0.0.1:${port}/upload`, { method: "POST", body: form });
    expect(answer.status).toBe(200);
    const seen = (await answer.json()) as { size: number; head: string };
    expect(seen.size).toBeGreaterThan(MB5);
    expect(seen.head).toMatch(/^-+/);
  });

  it("hands small bodies to the app intact, with Content-Length, chunked, and at exactly the limit", async () => {
    const form = "user=staff%40demo.parish&pwd=parish-demo";
    const sized = await send({ "content-type": "application/x-www-form-urlencoded", "content-length": String(form.length) }, [Buffer.from(form)]);
    expect(sized.status).toBe(200);
    expect(JSON.parse(sized.text)).toEqual({ method: "POST", size: form.length, head: form.slice(0, 40) });

    const chunked = await send({ "content-type": "application/x-www-form-urlencoded" }, [Buffer.from("user=a"), Buffer.from("&pwd=b")]);
    expect(JSON.parse(chunked.text)).toMatchObject({ size: 12, head: "user=a&pwd=b" });

    const full = await send({ "content-type": "application/json" }, pieces(MAX_BODY_BYTES));
    expect(full.status).toBe(200);
    expect(JSON.parse(full.text)).toMatchObject({ size: MAX_BODY_BYTES });

    const get = await fetch(`http://127.0.0.1:${port}/login?x=1`);
    expect(await get.json()).toEqual({ method: "GET", size: 0, head: "" });
    const empty = await fetch(`http://127.0.0.1:${port}/logout`, { method: "POST" });
    expect(await empty.json()).toEqual({ method: "POST", size: 0, head: "" });
  });
});
