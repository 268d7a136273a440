import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";

// patches/@remix-run+server-runtime+2.17.5.patch: a request's loaders share one Request, the one
// Remix was given unless it carries a parameter Remix strips (`index`, single fetch's `_routes`).
const seen: Request[] = [];
const loader = ({ request }: { request: Request }) => {
  seen.push(request);
  return new Response(new URL(request.url).search, { headers: { "Content-Type": "text/plain" } });
};
const build = {
  mode: "production",
  entry: { module: { default: () => new Response("") } },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/report": { id: "routes/report", parentId: "root", path: "report", module: { loader } },
  },
  assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "public",
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;
const handle = createRequestHandler(build, "production");

describe("the Request a loader gets", () => {
  it("is the request itself when there is nothing to strip", async () => {
    const request = new Request("http://localhost/report?q=a%20b&page=2");
    const response = await handle(request);
    expect(await response.text()).toBe("?q=a%20b&page=2");
    expect(seen.at(-1)).toBe(request);
  });

  it("is a copy without an empty index parameter when the request has one", async () => {
    const request = new Request("http://localhost/report?index&q=mar");
    const response = await handle(request);
    expect(await response.text()).toBe("?q=mar");
    expect(seen.at(-1)).not.toBe(request);
  });
});
