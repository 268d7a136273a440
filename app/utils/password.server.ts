import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt with N=2^17, r=8, p=1 (the OWASP minimum): 128 MiB per hash, so guessing is slow.
// Older hashes (N=2^15) still verify with the parameters stored in them and are replaced on the
// next successful sign-in (needsRehash).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
// scrypt needs 128 * N * r bytes (128 MiB here) plus a little; refuse stored parameters beyond that.
const MAX_MEMORY = 128 * PARAMS.N * PARAMS.r + 16 * 1024 * 1024;
export const MAX_PASSWORD_LENGTH = 256;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !key || !Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  return { ...params, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Checks a password against a stored hash, with the cost parameters stored in that hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || password.length > MAX_PASSWORD_LENGTH) return false;
  const actual = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p });
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/** True when a stored hash was made with weaker parameters than today's: hash the password again. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < PARAMS.N || parsed.r < PARAMS.r || parsed.p < PARAMS.p;
}

let dummy: Promise<string> | null = null;
/** A hash of a random password (made once, on first use): a login for an unknown user takes as long as a real one. */
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(12).toString("hex")));
