// Calling loaders and actions with real Requests, the way the server does.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { startSession } from "~/utils/session.server";

export const BASE = "http://localhost:3000";
export const TEST_CONTEXT: AppLoadContext = { cspNonce: "test", clientIp: "127.0.0.1" };

type Options = { method?: string; form?: Record<string, string> | FormData; cookie?: string; headers?: Record<string, string>; body?: BodyInit };

export function makeRequest(path: string, options: Options = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body = options.body;
  if (options.form) {
    body = options.form instanceof FormData ? options.form : new URLSearchParams(options.form);
  }
  return new Request(new URL(path, BASE), { method: options.method ?? (body ? "POST" : "GET"), headers, body });
}

/** Runs a loader or action; a thrown Response (redirect, 404) is returned, not thrown. */
export async function run<T>(fn: (args: LoaderFunctionArgs & ActionFunctionArgs) => T | Promise<T>, request: Request, params: Record<string, string> = {}, context = TEST_CONTEXT) {
  try {
    return { result: await fn({ request, params, context }), thrown: null as Response | null };
  } catch (error) {
    if (error instanceof Response) return { result: null, thrown: error };
    throw error;
  }
}

/** The Cookie header a browser would send after this Set-Cookie. */
export const cookieFrom = (setCookie: string | null) => (setCookie ?? "").split(",").map((c) => c.split(";")[0].trim()).filter(Boolean).join("; ");

export async function signIn(user: { id: string; churchId: string }) {
  return cookieFrom(await startSession(makeRequest("/login"), { userId: user.id, churchId: user.churchId, remember: false }));
}

/** Status and body of what a loader or action answered (plain data, data(), Response, or a thrown Response). */
export async function answer(outcome: { result: unknown; thrown: Response | null }) {
  const value = outcome.thrown ?? outcome.result;
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location"), headers: value.headers, data: null as unknown };
  if (value && typeof value === "object" && "type" in value && (value as { type: string }).type === "DataWithResponseInit") {
    const d = value as unknown as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, location: null, headers: new Headers(d.init?.headers), data: d.data };
  }
  return { status: 200, location: null, headers: new Headers(), data: value };
}
