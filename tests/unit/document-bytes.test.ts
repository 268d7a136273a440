import { describe, expect, it } from "vitest";
import { documentBytes, utf8Bytes } from "~/utils/document-bytes.server";
import { lowPriorityScripts } from "~/utils/script-priority.server";
import { scriptsAfterFirstPaint } from "~/utils/scripts-after-paint.server";

const rewrite = (html: string) => scriptsAfterFirstPaint(lowPriorityScripts(html));
const routes = 'import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/class.js";\n';
const page = (body: string) =>
  `<html lang="en"><head><link rel="stylesheet" href="/assets/tailwind.css"/></head><body>${body}<script>scroll()</script>` +
  `<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/components.js"/>` +
  `<script nonce="n">window.__remixContext = {"text":"<link rel=\\"modulepreload\\""};</script>` +
  `<script nonce="n" type="module" async="">;\n${routes}window.__remixRouteModules = {"root":route0,"routes/class":route1};\n\nimport("/assets/entry.client.js");</script></body></html>`;

describe("documentBytes", () => {
  it("is the doctype and the page with both rewrites, as rewriting the whole page gives, byte for byte", () => {
    // A long page made of many pieces, as renderToString returns it, with characters of one, two, three and four bytes.
    let body = "";
    for (let k = 0; k < 5000; k++) body += `<tr><td>Nguyễn Văn ${k}</td><td>Müller – ${k}</td><td>🎉</td></tr>`;
    const html = page(`<table>${body}</table>`);
    const bytes = documentBytes(html, rewrite);
    expect(bytes.equals(Buffer.from(`<!DOCTYPE html>${rewrite(html)}`))).toBe(true);
    expect(bytes.toString()).toContain('<link rel="x-after-paint" fetchpriority="low" href="/assets/entry.client.js"/>');
  });

  it("hands the rewrite only the page's end, from Remix's first module preload on", () => {
    const html = page("<p>Students</p>");
    const ends: string[] = [];
    documentBytes(html, (end) => (ends.push(end), end));
    expect(ends).toEqual([html.slice(html.indexOf('<link rel="modulepreload"'))]);
  });

  it("sends a page without module preloads, or without a rewrite (development), as it is", () => {
    const plain = "<html><body><p>Plain – ü</p></body></html>";
    expect(documentBytes(plain, rewrite).toString()).toBe(`<!DOCTYPE html>${plain}`);
    const html = page("<p>Łukasz</p>");
    expect(documentBytes(html).toString()).toBe(`<!DOCTYPE html>${html}`);
  });
});

describe("utf8Bytes", () => {
  it("writes the strings one after the other", () => {
    expect(utf8Bytes(["a", "é", "", "€🎉"]).toString()).toBe("aé€🎉");
    expect(utf8Bytes([]).length).toBe(0);
  });
});
