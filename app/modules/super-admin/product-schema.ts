// A catalogue product as a super-admin edits it (spec: Product: productName, images, churchWholesalePrice, suggestedRetail).
import { z } from "zod";
import { parseDollars } from "~/utils/money";
import { paragraphs, requiredText } from "~/utils/form-fields";

const price = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((v, ctx) => {
      const cents = parseDollars(v);
      if (cents === null || cents <= 0) {
        ctx.addIssue({ code: "custom", message: `${label} must be an amount such as 12.50` });
        return z.NEVER;
      }
      return cents;
    });

export const ProductSchema = z.object({
  productName: requiredText("Product Name", 120),
  description: paragraphs("Description", 2000),
  churchWholesalePrice: price("Stock Price"),
  suggestedRetail: price("Suggested Retail Price"),
  removeImages: z.array(z.string().max(64)).max(20).optional(),
});
export type ProductInput = z.output<typeof ProductSchema>;

export const PRODUCT_IMAGES_MAX = 5;
