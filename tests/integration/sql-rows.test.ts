import { afterEach, describe, expect, it } from "vitest";
import { createChurch, createUser } from "../../prisma/factories";
import { db, sqlRows } from "~/utils/db.server";

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("sqlRows (pg alone, on Prisma's pool)", () => {
  it("binds values as parameters and reads and writes timestamps as Prisma does (UTC), whatever the process's time zone", async () => {
    const church = await createChurch();
    const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    const expiresAt = new Date("2026-11-30T23:30:00.125Z");
    const session = await db.session.create({ data: { id: `sql-rows-${church.id}`, userId: user.id, churchId: church.id, expiresAt } });
    process.env.TZ = "America/Chicago";

    const rows = await sqlRows<{ id: string; expiresAt: Date; roles: string[] }>`
      SELECT s."id", s."expiresAt", ARRAY['a', ${"b'; DROP TABLE x; --"}] AS "roles" FROM "Session" s WHERE s."id" = ${session.id} AND s."churchId" = ${church.id}`;

    expect(rows).toEqual([{ id: session.id, expiresAt, roles: ["a", "b'; DROP TABLE x; --"] }]);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).expiresAt).toEqual(rows[0]!.expiresAt);
    expect(await sqlRows`SELECT 1 FROM "Session" WHERE "id" = ${session.id} AND "churchId" = ${"another church"}`).toEqual([]);
    // A Date bound as a value is the same instant too.
    expect(await sqlRows`SELECT s."id" FROM "Session" s WHERE s."expiresAt" = ${expiresAt} AND s."churchId" = ${church.id}`).toEqual([{ id: session.id }]);
  });
});
