// Builders of test and demo data; the seed and the tests share them.
import { randomBytes } from "node:crypto";
import { newAccountId } from "~/modules/auth/register-church.server";
import { startTrial } from "~/modules/billing/start-trial.server";
import { db } from "~/utils/db.server";
import { hashPassword } from "~/utils/password.server";
import type { RoleName } from "~/utils/roles";

const unique = () => randomBytes(4).toString("hex");

export async function createChurch(input: { name?: string; accountId?: string; trial?: boolean } = {}) {
  const church = await db.church.create({ data: { name: input.name ?? `Parish ${unique()}`, accountId: input.accountId ?? newAccountId() } });
  if (input.trial !== false) await db.$transaction((tx) => startTrial(tx, church.id));
  return church;
}

const hashes = new Map<string, Promise<string>>();
/** Hashing is slow on purpose; tests reuse one hash per password. */
export const passwordHashFor = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function createUser(input: {
  churchId: string;
  roles: RoleName[];
  email?: string;
  password?: string;
  firstname?: string;
  lastname?: string;
  moduleOnLogin?: "dashboard" | "weddings" | "religious_education" | "website" | null;
}) {
  const email = (input.email ?? `user-${unique()}@example.test`).toLowerCase();
  return db.user.create({
    data: {
      churchId: input.churchId,
      email,
      passwordHash: await passwordHashFor(input.password ?? "parish-demo"),
      firstname: input.firstname ?? "Test",
      lastname: input.lastname ?? "User",
      moduleOnLogin: input.moduleOnLogin ?? null,
      roles: { create: input.roles.map((role) => ({ churchId: input.churchId, role })) },
    },
    include: { roles: true },
  });
}

/** Two churches, each with a user: every check also proves the other church stays apart. */
export async function createTwoChurches(roles: RoleName[] = ["CHURCH_USER"], otherRoles: RoleName[] = roles) {
  const church = await createChurch();
  const user = await createUser({ churchId: church.id, roles });
  const other = await createChurch();
  const otherUser = await createUser({ churchId: other.id, roles: otherRoles });
  return { church, user, other, otherUser };
}
