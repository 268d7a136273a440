import { listRegistrationStates } from "~/modules/education/online-registration/registration-settings-states.server";
import { listYears } from "./list-years.server";

/** School Years: every year with its registrations counted, and each year's online registration state (the route adds only its guard). */
export async function loadYearsPage(churchId: string) {
  const [years, online] = await Promise.all([listYears(churchId), listRegistrationStates(churchId)]);
  return { years, online };
}
