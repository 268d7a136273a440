// The Video Training Library (spec: table Title, Category, link to video; filter Module: Baptisms,
// Funerals, Religious Education, Weddings, Settings).
import type { TrainingModule } from "~/generated/prisma/enums";

export const TRAINING_MODULES = [
  { value: "BAPTISMS", label: "Baptisms" },
  { value: "FUNERALS", label: "Funerals" },
  { value: "RELIGIOUS_EDUCATION", label: "Religious Education" },
  { value: "WEDDINGS", label: "Weddings" },
  { value: "SETTINGS", label: "Settings" },
] as const satisfies readonly { value: TrainingModule; label: string }[];

export const TRAINING_MODULE_LABEL = Object.fromEntries(TRAINING_MODULES.map((m) => [m.value, m.label])) as Record<TrainingModule, string>;

/** The ?module= of the URL as a module, or null (all): an unknown value shows every training. */
export const readTrainingModule = (value: string | null): TrainingModule | null => TRAINING_MODULES.find((m) => m.value === value)?.value ?? null;
