import type { TrainingModule } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { getTraining } from "./get-training.server";
import { recordAdminAction, type AdminActor } from "./record-action.server";
import type { TrainingInput } from "./training-schema";

/** Adds a training (no id) or changes one (spec: POST and PATCH video trainings). Recorded. */
export async function saveTraining(actor: AdminActor, values: TrainingInput, trainingId?: string) {
  const existing = trainingId === undefined ? null : await getTraining(trainingId);
  const data = { title: values.title, category: values.category, module: values.module as TrainingModule, videoUrl: values.videoUrl };
  return db.$transaction(async (tx) => {
    const training = existing ? await tx.videoTraining.update({ where: { id: existing.id }, data }) : await tx.videoTraining.create({ data });
    await recordAdminAction(actor, existing ? "training updated" : "training added", `Training ${training.title}`, null, tx);
    return { id: training.id };
  });
}
