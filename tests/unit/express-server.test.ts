import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createExpressServer } from "~/server/express-server";

// A real HTTP server: requests and responses arrive with Express's prototypes already, and the app
// behaves as it did under app.listen.
const app = express();
app.get("/hello", (req, res) => {
  res.status(201).type("text/plain").set("X-Path", req.path).send(`Hello ${req.get("X-Name") ?? "nobody"} ${String(req.query.q)}`);
});
app.post("/echo", (req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => res.type("text/plain").send(`${req.method} ${body}`));
});
const server = createExpressServer(app);
const arrived: boolean[] = [];
server.prependListener("request", (req, res) => arrived.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response));
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("createExpressServer", () => {
  it("makes each request and response with Express's prototypes, and the app answers as under app.listen", async () => {
    for (const name of ["Ana", "Ben"]) {
      const response = await fetch(`${base}/hello?q=mar`, { headers: { "X-Name": name } });
      expect(response.status).toBe(201);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("X-Path")).toBe("/hello");
      expect(await response.text()).toBe(`Hello ${name} mar`);
    }
    expect(arrived).toEqual([true, true]);
    const missing = await fetch(`${base}/nowhere`);
    expect(missing.status).toBe(404);
    // The request is Node's readable stream: a body sent in chunks is read whole.
    const body = "é".repeat(40_000);
    const echo = await fetch(`${base}/echo`, { method: "POST", body: new Blob([body]), headers: { "Content-Type": "text/plain" } });
    expect(await echo.text()).toBe(`POST ${body}`);
    expect(arrived).toEqual([true, true, true, true]);
  });
});
