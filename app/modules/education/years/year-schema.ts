import { z } from "zod";
import { requiredText } from "~/utils/form-fields";

export const YEAR_NAME_TAKEN = "A school year with this name already exists.";

export const YearSchema = z.object({
  yearName: requiredText("Year name", 40),
  makeCurrent: z.literal("on").optional(),
});

export type YearInput = z.infer<typeof YearSchema>;
