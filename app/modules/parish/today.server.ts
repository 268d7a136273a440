import { env } from "~/utils/env.server";
import { startOfDay } from "./wall-clock";

/** The parish's today (PARISH_TIME_ZONE), as a stored wall-clock instant: dates from it on are upcoming. */
export const parishToday = (now = new Date()) => startOfDay(now, env().PARISH_TIME_ZONE);
