import type { RoleName } from "./roles";
import { hasControlChars } from "./text";

export type ModuleOnLogin = "dashboard" | "weddings" | "religious_education" | "website";

const MODULE_PATHS: Record<ModuleOnLogin, string> = {
  dashboard: "/dashboard",
  weddings: "/weddings",
  religious_education: "/religious-education",
  website: "/website",
};

// Checked in this order (spec: 2120, 1210, 1215, parent, teacher, anything else).
const ROLE_PATHS: [RoleName, string][] = [
  ["ADMIN", "/super-admin"],
  ["CHURCH_USER", "/dashboard"],
  ["SCHOOL_USER", "/religious-education"],
  ["PARENT", "/re/parent"],
  ["TEACHER", "/re/teacher"],
];

/** A same-site path only: protects the login redirect from sending users to other sites. */
export function safeRedirectPath(to: unknown): string | null {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return null;
  if (to.length > 2000 || hasControlChars(to)) return null;
  return to;
}

/** Post-login landing: (1) the requested page unless it is /, (2) moduleOnLogin, (3) the role. */
export function landingPath(input: { requested?: string | null; moduleOnLogin?: string | null; roles: readonly RoleName[] }): string {
  const requested = safeRedirectPath(input.requested);
  if (requested && requested !== "/") return requested;
  const modulePath = input.moduleOnLogin ? MODULE_PATHS[input.moduleOnLogin as ModuleOnLogin] : undefined;
  if (modulePath) return modulePath;
  return ROLE_PATHS.find(([role]) => input.roles.includes(role))?.[1] ?? "/dashboard";
}
