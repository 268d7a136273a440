// The same rules as rules.ts, as database conditions: the list's group filters and the Approvals Required pages.
import type { Prisma } from "~/generated/prisma/client";
import { parishToday } from "~/modules/parish/today.server";
import type { ApprovalPage, GroupValue } from "./options";

type Where = Prisma.WeddingWhereInput;

const eitherParty = (condition: (party: "groom" | "bride") => Where): Where => ({ OR: [condition("groom"), condition("bride")] });

export const GROUP_WHERE: Record<GroupValue, Where> = {
  "non-catholic": eitherParty((p) => ({ [`${p}BaptismStatus`]: { in: ["BAPTIZED_ORTHODOX", "BAPTIZED_PROTESTANT"] } })),
  "domicile-issue": eitherParty((p) => ({ [`${p}WithinParish`]: false })),
  "not-baptized": eitherParty((p) => ({ [`${p}BaptismStatus`]: "NOT_BAPTIZED" })),
  "prior-church-marriage": {
    OR: (["groomPriorMarriage", "groomPriorMarriage2", "bridePriorMarriage", "bridePriorMarriage2"] as const).map((column) => ({ [column]: "CHURCH_WEDDING" })),
  },
};

/** Weddings that need the page's approval and do not have it yet (issue 10). */
export const NEEDS_APPROVAL: Record<ApprovalPage, Where> = {
  pastor: { pastorApprovedOn: null },
  tribunal: { dispensationOn: null, OR: [GROUP_WHERE["prior-church-marriage"], GROUP_WHERE["non-catholic"]] },
  domicile: eitherParty((p) => ({ [`${p}WithinParish`]: false, [`${p}DomicilePermissionOn`]: null })),
};

export type WeddingsWhen = "upcoming" | "past";

/** The church's weddings, upcoming (from the parish's today on) or past, of the selected priests when any are. */
export function weddingsWhere(churchId: string, options: { when?: WeddingsWhen; priestIds?: readonly string[]; group?: GroupValue | null }): Where {
  const today = parishToday();
  return {
    churchId,
    ...(options.when ? { weddingDate: options.when === "upcoming" ? { gte: today } : { lt: today } } : {}),
    ...(options.priestIds?.length ? { priestId: { in: [...options.priestIds] } } : {}),
    ...(options.group ? { AND: [GROUP_WHERE[options.group]] } : {}),
  };
}
