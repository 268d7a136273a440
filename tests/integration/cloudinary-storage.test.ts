import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A local stand-in for Cloudinary's upload API, so the real SDK path runs without the internet.
const stored = new Map<string, Buffer>();
const calls: { method: string; url: string }[] = [];
const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};
const server = createServer(async (req, res) => {
  calls.push({ method: req.method ?? "", url: req.url ?? "" });
  const url = new URL(req.url ?? "/", "http://fake");
  const body = await readBody(req);
  if (url.pathname === "/v1_1/demo-cloud/raw/upload") {
    const publicId = /name="public_id"\r\n\r\n([^\r]+)/.exec(body.toString("latin1"))?.[1] ?? "";
    const fileStart = body.indexOf("\r\n\r\n", body.indexOf('name="file"')) + 4;
    const fileEnd = body.lastIndexOf("\r\n--");
    stored.set(publicId, body.subarray(fileStart, fileEnd));
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ public_id: publicId, resource_type: "raw", type: "authenticated" }));
  } else if (url.pathname === "/v1_1/demo-cloud/raw/download") {
    const bytes = stored.get(url.searchParams.get("public_id") ?? "");
    if (!url.searchParams.get("signature") || !bytes) res.writeHead(404).end();
    else res.writeHead(200, { "Content-Type": "application/octet-stream" }).end(bytes);
  } else if (url.pathname === "/v1_1/demo-cloud/raw/destroy") {
    const publicId = /name="public_id"\r\n\r\n([^\r]+)/.exec(body.toString("latin1"))?.[1] ?? new URLSearchParams(body.toString()).get("public_id") ?? "";
    stored.delete(publicId);
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ result: "ok" }));
  } else {
    res.writeHead(404).end();
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.CLOUDINARY_URL = `cloudinary://key123:secret456@demo-cloud?upload_prefix=http://127.0.0.1:${port}`;
});
afterAll(async () => {
  delete process.env.CLOUDINARY_URL;
  await new Promise((resolve) => server.close(resolve));
});

describe("Cloudinary storage (against a local fake of its API)", () => {
  it("uploads privately, downloads through a signed URL and deletes", async () => {
    const { cloudinaryStorage } = await import("~/utils/storage.server");
    const storage = cloudinaryStorage();
    const dir = await mkdtemp(path.join(os.tmpdir(), "cloudinary-test-"));
    const file = path.join(dir, "doc.pdf");
    await writeFile(file, "%PDF-1.4 test bytes");
    const key = "church123/profile-photo/abcdef0123456789.pdf";

    await storage.put(key, file, "application/pdf");
    expect(stored.has(key)).toBe(true);

    const stream = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const c of stream!) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.4 test bytes");

    await storage.remove(key);
    expect(stored.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(calls.map((c) => new URL(c.url, "http://x").pathname)).toEqual([
      "/v1_1/demo-cloud/raw/upload",
      "/v1_1/demo-cloud/raw/download",
      "/v1_1/demo-cloud/raw/destroy",
      "/v1_1/demo-cloud/raw/download",
    ]);
  });

  it("refuses keys that could escape the church's folder", async () => {
    const { cloudinaryStorage, diskStorage } = await import("~/utils/storage.server");
    await expect(cloudinaryStorage().get("../etc/passwd")).rejects.toThrow(/Unsafe storage key/);
    await expect(diskStorage(os.tmpdir()).get("church/../../etc/passwd")).rejects.toThrow(/Unsafe storage key/);
  });
});
