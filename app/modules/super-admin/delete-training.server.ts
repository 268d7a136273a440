import { db } from "~/utils/db.server";
import { getTraining } from "./get-training.server";
import { recordAdminAction, type AdminActor } from "./record-action.server";

/** Deletes a training (spec: DELETE video trainings/{id}). Recorded. */
export async function deleteTraining(actor: AdminActor, trainingId: string) {
  const training = await getTraining(trainingId);
  await db.$transaction(async (tx) => {
    await tx.videoTraining.delete({ where: { id: training.id } });
    await recordAdminAction(actor, "training deleted", `Training ${training.title}`, null, tx);
  });
  return { title: training.title };
}
