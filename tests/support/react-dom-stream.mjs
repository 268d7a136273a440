// Run by tests/unit/react-dom-stream.test.ts with NODE_ENV=production, so that react-dom/server is
// the production build our patch changes (patches/react-dom+18.3.1.patch). Prints JSON.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PassThrough } from "node:stream";
import { createElement as h, Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

const collect = (element, { allReady = true } = {}) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    const body = new PassThrough();
    body.on("data", (chunk) => chunks.push(chunk));
    body.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), writes: chunks.length }));
    const { pipe } = renderToPipeableStream(element, { [allReady ? "onAllReady" : "onShellReady"]: () => pipe(body), onShellError: reject, onError: reject });
  });

const names = ["Zoë", "José Núñez", "中文名字", "Ærøskøbing 🎉", "plain", "<b>&amp;\"'", "😀".repeat(700)];
const rows = Array.from({ length: 3000 }, (_, i) => h("tr", { key: i }, h("td", { className: `c${i % 7}`, "data-i": i }, names[i % names.length]), h("td", null, String(i))));
const table = h("table", null, h("tbody", null, rows));
const long = h("p", null, "x".repeat(5000) + "é" + "y".repeat(2047));

// A boundary that suspends until its promise settles, as Remix's data transfer does.
function later(ms, text) {
  const cache = { done: false };
  const promise = new Promise((resolve) => setTimeout(() => ((cache.done = true), resolve()), ms));
  function Later() {
    if (!cache.done) throw promise;
    return h("section", { id: text }, text + " ".repeat(3) + "ü".repeat(1500));
  }
  return h(Suspense, { fallback: h("i", null, "loading") }, h(Later));
}

const plain = h("main", null, table, long);
const [streamed, a, b] = await Promise.all([
  collect(plain),
  collect(h("div", null, "first", later(30, "alpha"), later(5, "beta"))),
  collect(h("div", null, "second", later(10, "gamma"), later(40, "delta")), { allReady: false }),
]);
const build = join(dirname(createRequire(import.meta.url).resolve("react-dom/package.json")), "cjs", "react-dom-server.node.production.min.js");
const source = readFileSync(build, "utf8");
console.log(
  JSON.stringify({
    patched: source.includes("pendingChunk") && source.includes("16384<=pendingChunk.length"),
    same: streamed.html === renderToString(plain),
    length: streamed.html.length,
    plainWrites: streamed.writes,
    a: a.html,
    b: b.html,
    bWrites: b.writes,
  }),
);
