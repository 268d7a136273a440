import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "~/utils/scripts-after-paint.server";

const routes = 'import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/login.js";\n';
const page = (body: string, code = `;\n${routes}window.__remixRouteModules = {"root":route0,"routes/login":route1};\n\nimport("/assets/entry.client.js");`) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/tailwind.css"/></head><body>${body}<script>scroll()</script>` +
  `<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/components.js"/>` +
  `<script nonce="n">window.__remixContext = {"text":"<link rel=\\"modulepreload\\""};</script><script nonce="n" type="module" async="">${code}</script></body></html>` +
  `<!--$--><script nonce="n">window.__remixContext.streamController.enqueue("[]");</script><!--/$-->`;

describe("scriptsAfterFirstPaint", () => {
  it("holds Remix's module preloads and imports the routes after the first contentful paint; the rest of the page is as it was", () => {
    const html = page("<main><p>Students</p></main>");
    const out = scriptsAfterFirstPaint(html);
    const [before, after] = html.split('<link rel="modulepreload" href="/assets/entry.client.js"/>') as [string, string];
    expect(out.startsWith(`${before}<link rel="x-after-paint" href="/assets/entry.client.js"/><link rel="x-after-paint" href="/assets/components.js"/>`)).toBe(true);
    // The context script and the streamed data around the module script are untouched.
    expect(out).toContain('<script nonce="n">window.__remixContext = {"text":"<link rel=\\"modulepreload\\""};</script><script nonce="n" type="module" async="">(async()=>{');
    expect(out.endsWith(after.slice(after.indexOf("</script></body></html>")))).toBe(true);
    const code = out.slice(out.indexOf('async="">') + 9, out.indexOf("</script></body>"));
    expect(code).not.toMatch(/^\s*import \*/m);
    expect(code).toContain('first-contentful-paint');
    expect(code).toContain(`for(const link of document.querySelectorAll('link[rel="x-after-paint"]')){link.rel="modulepreload";`);
    expect(code).toContain("scheduler.yield()");
    expect(code).toContain('const [route0,route1]=await Promise.all([import("/assets/root.js"),import("/assets/login.js")]);');
    expect(code).toContain('window.__remixRouteModules = {"root":route0,"routes/login":route1};');
    expect(code).toContain('import("/assets/entry.client.js");})();');
    // It is JavaScript.
    expect(() => new Function(code.replace(/\bimport\(/g, "load("))).not.toThrow();
  });

  it("keeps a page without module preloads, or with a module script of another shape, byte for byte", () => {
    const plain = "<html><body><p>Plain – ü</p></body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const other = page("<p>x</p>", `import "/assets/hmr.js";\n${routes}import("/assets/entry.client.js");`);
    expect(scriptsAfterFirstPaint(other)).toBe(other);
  });

  it("keeps text outside the links and the script byte for byte (multi-byte characters included)", () => {
    const html = page("<p>Łukasz Müller – 12/06/2026</p>");
    expect(scriptsAfterFirstPaint(html)).toContain("<p>Łukasz Müller – 12/06/2026</p>");
  });
});
