import { MB, type FileRule } from "~/utils/upload.server";
import { PRODUCT_IMAGES_MAX } from "./product-schema";

/** A product's pictures: real PNG, JPEG or WebP (by content), 5 MB each and at most 5 in one save. */
export const PRODUCT_IMAGES_RULE: FileRule = {
  maxBytes: 5 * MB * PRODUCT_IMAGES_MAX,
  kinds: ["png", "jpeg", "webp"],
  messages: { type: "Unsupported file format! Only PNG, JPEG or WebP images are accepted.", size: "File is too large! Up to 5MB is accepted.", invalid: "Selected file is not valid!" },
  multiple: { maxFiles: PRODUCT_IMAGES_MAX, messages: { total: `The pictures are too large together: up to ${5 * PRODUCT_IMAGES_MAX}MB.`, count: `Up to ${PRODUCT_IMAGES_MAX} pictures at a time.` } },
};
