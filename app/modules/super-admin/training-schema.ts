// A training as a super-admin edits it (spec: Video training: title, category, module, videoUrl).
import { z } from "zod";
import { webAddress } from "~/modules/website/sponsor-schema";
import { TRAINING_MODULES } from "~/modules/trainings/options";
import { requiredText } from "~/utils/form-fields";

export const TrainingSchema = z.object({
  title: requiredText("Title", 160),
  category: requiredText("Category", 80),
  module: z.enum(TRAINING_MODULES.map((m) => m.value) as [string, ...string[]], { error: "Choose a module from the list" }),
  videoUrl: webAddress.pipe(z.string({ error: "Video link is required" })),
});
export type TrainingInput = z.output<typeof TrainingSchema>;
