import { env, isDeployed } from "~/utils/env.server";

/** The outbox page exists only on a developer's machine without an e-mail provider. */
export function requireDevOutbox() {
  if (isDeployed() || env().POSTMARK_SERVER_TOKEN) throw new Response("Not Found", { status: 404 });
}
