import { z } from "zod";
import { optionalText, requiredText } from "~/utils/form-fields";
import { classSlug } from "~/modules/education/names";

// Kept apart from the schema so that the class tables show it without bringing zod to the browser.
export { agesLabel } from "./ages";

export const CLASS_NAME_TAKEN = "A class with this name already exists.";
export const MAX_TAGS = 10;
export const TAG_MAX_LENGTH = 30;

/** "Grade 2, sacrament , grade 2" -> ["Grade 2", "sacrament"]: trimmed, empty ones dropped, duplicates (ignoring case) once. */
export function parseTags(text: string | undefined) {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of (text ?? "").split(",").map((t) => t.replace(/\s+/g, " ").trim())) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const personId = z.string().trim().optional();

/** The usual ages of a class (Overage Report): whole years on September 1 of the school year. */
export const MIN_CLASS_AGE = 3;
export const MAX_CLASS_AGE = 99;
const AGE_MESSAGE = `Enter a whole number of years from ${MIN_CLASS_AGE} to ${MAX_CLASS_AGE}`;
export const AGES_REVERSED = "The youngest age cannot be above the oldest.";
export const ASSISTANT_IS_TEACHER = "The assistant must be someone other than the teacher.";
const age = z.number({ error: AGE_MESSAGE }).int(AGE_MESSAGE).min(MIN_CLASS_AGE, AGE_MESSAGE).max(MAX_CLASS_AGE, AGE_MESSAGE).optional();

export const ClassSchema = z
  .object({
    className: requiredText("Class name").refine((name) => classSlug(name) !== "", "Class name must contain a letter or a digit"),
    teacherId: personId,
    assistantId: personId,
    volunteerId: personId,
    meets: optionalText("Meets"),
    location: optionalText("Location"),
    tags: optionalText("Tags", 400)
      .transform(parseTags)
      .pipe(
        z
          .array(z.string().max(TAG_MAX_LENGTH, `Each tag must be at most ${TAG_MAX_LENGTH} characters`))
          .max(MAX_TAGS, `Up to ${MAX_TAGS} tags can be given`),
      ),
    minAge: age,
    maxAge: age,
  })
  .refine((v) => v.minAge === undefined || v.maxAge === undefined || v.minAge <= v.maxAge, { path: ["maxAge"], message: AGES_REVERSED })
  .refine((v) => !v.teacherId || v.teacherId !== v.assistantId, { path: ["assistantId"], message: ASSISTANT_IS_TEACHER });

export type ClassInput = z.output<typeof ClassSchema>;
