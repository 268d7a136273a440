// Social Media (spec: /social-media): the parish's pages on the networks, shown on its homepage.
import { z } from "zod";
import { webAddress } from "./sponsor-schema";

export const SOCIAL_NETWORKS = [
  { key: "facebookUrl", label: "Facebook", example: "https://www.facebook.com/stmaryparish" },
  { key: "instagramUrl", label: "Instagram", example: "https://www.instagram.com/stmaryparish" },
  { key: "youtubeUrl", label: "YouTube", example: "https://www.youtube.com/@stmaryparish" },
  { key: "xUrl", label: "X (Twitter)", example: "https://x.com/stmaryparish" },
] as const;

export const SocialLinksSchema = z.object({ facebookUrl: webAddress, instagramUrl: webAddress, youtubeUrl: webAddress, xUrl: webAddress });
export type SocialLinksInput = z.output<typeof SocialLinksSchema>;
export const SOCIAL_SAVED = "Social media links saved successfully.";
