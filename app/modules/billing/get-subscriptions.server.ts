import { db } from "~/utils/db.server";

export const getSubscriptions = (churchId: string) =>
  db.subscription.findMany({ where: { churchId }, orderBy: { createdAt: "asc" } });
