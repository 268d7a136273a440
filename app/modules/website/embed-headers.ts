import { PUBLIC_CACHE_SECONDS } from "./options";

/** The embed scripts: readable from any site (CORS), cached a few minutes, never with a cookie. */
export const embedHeaders = () => ({
  "Content-Type": "text/javascript; charset=utf-8",
  "Cache-Control": `public, max-age=${PUBLIC_CACHE_SECONDS}`,
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
});

/** An unknown church: a script that does nothing, with 404 (a pasted snippet must never break the parish's page). */
export const embedNotFound = () => new Response("/* Unknown parish: check the address in the snippet. */\n", { status: 404, headers: { ...embedHeaders(), "Cache-Control": "no-store" } });
