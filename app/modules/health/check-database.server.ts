import { db } from "~/utils/db.server";

export async function checkDatabase(): Promise<boolean> {
  try {
    await db.$queryRaw`SELECT 1`;
    return true;
  } catch (error) {
    console.error("healthcheck: database unreachable", error);
    return false;
  }
}
