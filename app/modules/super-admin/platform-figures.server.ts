import { db } from "~/utils/db.server";

/** The super-admin home's tiles: churches (and how many are suspended), users, products, trainings. */
export async function platformFigures() {
  const [churches, suspended, users, products, trainings] = await Promise.all([
    db.church.count(),
    db.church.count({ where: { suspendedAt: { not: null } } }),
    db.user.count(),
    db.product.count(),
    db.videoTraining.count(),
  ]);
  return { churches, suspended, users, products, trainings };
}
