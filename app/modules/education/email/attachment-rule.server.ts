import { MB, type FileRule } from "~/utils/upload.server";
import { ATTACHMENT_MAX_MB } from "./email-to-parents";

/** An e-mail's attachment: a real PDF or image (by its content), up to 10 MB. */
export const ATTACHMENT_RULE: FileRule = {
  maxBytes: ATTACHMENT_MAX_MB * MB,
  kinds: ["pdf", "png", "jpeg", "webp"],
  messages: { type: "Unsupported file format! Only PDF or image files are accepted.", size: `File is too large! Up to ${ATTACHMENT_MAX_MB}MB is accepted.`, invalid: "Selected file is not valid!" },
};
