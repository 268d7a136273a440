import type { TrainingModule } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";

/** The trainings (spec: GET video trainings), of one module or all, by module then title. */
export function listTrainings(module: TrainingModule | null) {
  return db.videoTraining.findMany({
    where: module ? { module } : {},
    select: { id: true, title: true, category: true, module: true, videoUrl: true, updatedAt: true },
    orderBy: [{ module: "asc" }, { category: "asc" }, { title: "asc" }, { id: "asc" }],
  });
}
