import { AREAS, teacherShell, userMenuLinks, type AreaKey, type NavItem } from "~/modules/shell/navigation";
import { trialBanner } from "~/modules/billing/trial";
import { isReadOnly } from "~/utils/billing-access";
import { requireChurchContext, type ChurchContext } from "~/utils/church-context.server";
import { stoppedWhileReadOnly } from "~/utils/read-only.server";
import { AREA_ROLES, hasAnyRole, isSchoolUser, type RoleName } from "~/utils/roles";

export type ShellData = {
  area: AreaKey;
  moduleName: string;
  logoTo: string;
  schoolUser: boolean;
  /** The user menu's links (Logout comes after them). */
  menu: NavItem[];
  user: { email: string; initial: string; photoUrl: string | null; firstname: string };
  church: { name: string; accountId: string };
  trial: { text: string; daysLeft: number | null } | null;
  /** The church may not change anything (trial ended, not paid): a banner with the way to Billing. */
  readOnly: { billing: boolean } | null;
};

/** The area whose shell a page outside any area (search) shows: the user's own. */
export function homeArea(roles: readonly RoleName[]): AreaKey {
  if (roles.includes("CHURCH_USER")) return "church-staff";
  if (roles.includes("SCHOOL_USER")) return "religious-education";
  if (roles.includes("TEACHER")) return "teacher";
  if (roles.includes("PARENT")) return "parent";
  return roles.includes("ADMIN") ? "super-admin" : "church-staff";
}

/** Guard for an area's layout, plus what the shell shows: user menu, logo target, trial banner. */
export async function loadShell(request: Request, area: AreaKey): Promise<{ context: ChurchContext; shell: ShellData }> {
  const context = await requireChurchContext(request, { roles: AREAS[area].roles });
  return { context, shell: buildShell(context, area) };
}

export function buildShell(context: ChurchContext, area: AreaKey): ShellData {
  const schoolUser = isSchoolUser(context.roles);
  // The trial banner links to billing: shown to who may open it. The read-only banner: to every staff
  // member it stops (with the way to Billing for who may open it); an ended trial shows only that one.
  const billing = hasAnyRole(context.roles, AREA_ROLES.billing);
  const stopped = stoppedWhileReadOnly(context.roles);
  const subscriptions = billing || stopped ? context.subscriptions : [];
  const readOnly = stopped && isReadOnly(subscriptions);
  const { user } = context;
  return {
      area,
      moduleName: AREAS[area].name,
      // The spec's logo goes to /dashboard, which only church staff may open: a teacher's goes to their
      // portal, anyone else's to their own home (a school user's /religious-education, as the spec says).
      logoTo: teacherShell(context.roles, area) ? "/re/teacher" : hasAnyRole(context.roles, AREAS.dashboard.roles) ? "/dashboard" : AREAS[homeArea(context.roles)].base,
      schoolUser,
      menu: userMenuLinks(context.roles, area),
      user: {
        email: user.email,
        firstname: user.firstname,
        initial: (user.firstname || user.email).charAt(0).toUpperCase(),
        photoUrl: user.photoFileId ? `/files/${user.photoFileId}` : null,
      },
      church: context.church,
      trial: billing && !readOnly ? trialBanner(subscriptions) : null,
      readOnly: readOnly ? { billing } : null,
  };
}
