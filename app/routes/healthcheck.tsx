import { checkDatabase } from "~/modules/health/check-database.server";

export async function loader() {
  const ok = await checkDatabase();
  return new Response(ok ? "OK" : "Database unreachable", { status: ok ? 200 : 503, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
