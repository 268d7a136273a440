import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "~/utils/script-priority.server";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/tailwind.css"/></head><body>${body}<script>scroll()</script>` +
  `<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/components.js"/>` +
  `<script nonce="n">window.__remixContext = {"text":"<link rel=\\"modulepreload\\""};</script><script nonce="n" type="module" async="">import "/assets/root.js";</script></body></html>`;

describe("lowPriorityScripts", () => {
  it("asks for Remix's module preloads at low priority and leaves the rest of the page as it was", () => {
    const html = page("<main><p>Students</p></main>");
    const out = lowPriorityScripts(html);
    expect(out).toBe(
      html
        .replace('<link rel="modulepreload" href="/assets/entry.client.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>')
        .replace('<link rel="modulepreload" href="/assets/components.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/assets/components.js"/>'),
    );
    // The loader data after the links is not touched.
    expect(out).toContain('{"text":"<link rel=\\"modulepreload\\""}');
  });

  it("keeps a page without module preloads byte for byte", () => {
    const html = "<html><body><p>Plain – ü</p></body></html>";
    expect(lowPriorityScripts(html)).toBe(html);
  });

  it("keeps text outside the links byte for byte (multi-byte characters included)", () => {
    const html = page("<p>Łukasz Müller – 12/06/2026</p>");
    expect(lowPriorityScripts(html)).toContain("<p>Łukasz Müller – 12/06/2026</p>");
  });
});
