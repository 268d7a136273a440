import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "~/utils/env.server";
import { isRecordId } from "~/utils/text";

// An unsubscribe link's token names the church and the parent and is signed (HMAC-SHA256 with a key
// derived from SESSION_SECRET): it cannot be forged, nor changed to another parent or church.
const key = () => createHmac("sha256", sessionSecret()).update("unsubscribe-parent").digest();
const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

export const unsubscribeToken = (churchId: string, parentId: string) => {
  const payload = `${churchId}.${parentId}`;
  return `${payload}.${sign(payload)}`;
};

/** The church and parent a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(token: string | null | undefined) {
  if (!token || token.length > 300) return null;
  const [churchId, parentId, signature, ...rest] = token.split(".");
  if (rest.length || !churchId || !parentId || !signature || !isRecordId(churchId) || !isRecordId(parentId)) return null;
  const expected = Buffer.from(sign(`${churchId}.${parentId}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { churchId, parentId } : null;
}
