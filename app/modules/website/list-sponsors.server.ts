import { db } from "~/utils/db.server";
import { SPONSOR } from "./get-sponsor.server";

/** The parish's sponsors (spec: GET /sponsors), by name. */
export const listSponsors = (churchId: string) => db.websiteSponsor.findMany({ where: { churchId }, select: SPONSOR, orderBy: [{ name: "asc" }, { id: "asc" }] });
