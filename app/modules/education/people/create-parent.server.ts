import { db } from "~/utils/db.server";
import { personData, type ParentInput } from "./person-schema";

export async function createParent(churchId: string, values: ParentInput) {
  return db.parent.create({ data: { churchId, role: values.role, ...personData(values) }, select: { id: true } });
}
