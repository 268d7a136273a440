import { MB, type FileRule } from "~/utils/upload.server";
import { IMAGE_MAX_MB, IMAGE_MESSAGES } from "./options";

/** An event image or a sponsor logo: a real PNG, JPEG or WebP (by its content), up to 5 MB. */
export const IMAGE_RULE: FileRule = { maxBytes: IMAGE_MAX_MB * MB, kinds: ["png", "jpeg", "webp"], messages: IMAGE_MESSAGES };
