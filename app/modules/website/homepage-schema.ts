// The homepage form (Website › Homepage): the welcome announcement (spec: PATCH /welcomeAnnouncement),
// Mass times and how to reach the parish office, as the public homepage shows them.
import { z } from "zod";
import { email } from "~/modules/education/schema-fields";
import { paragraphs, phoneNumber } from "~/utils/form-fields";

export const HomepageSchema = z.object({
  welcomeAnnouncement: paragraphs("Welcome announcement", 2000),
  massTimes: paragraphs("Mass times", 1000),
  address: paragraphs("Address", 300),
  phone: phoneNumber("Phone"),
  email,
});
export type HomepageInput = z.output<typeof HomepageSchema>;
