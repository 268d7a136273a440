import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A training (spec: GET video trainings/{id}); an unknown id is "not found". */
export async function getTraining(trainingId: string) {
  if (!isRecordId(trainingId)) throw notFound();
  const training = await db.videoTraining.findUnique({ where: { id: trainingId } });
  if (!training) throw notFound();
  return training;
}
