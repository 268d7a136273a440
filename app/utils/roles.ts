// Role codes of the spec: numbers for staff roles, strings for parent and teacher.
export const ROLE_CODES = {
  CHURCH_USER: 1210,
  SCHOOL_USER: 1215,
  ADMIN: 2120,
  PARENT: "parent",
  TEACHER: "teacher",
} as const;

export type RoleName = keyof typeof ROLE_CODES;
export type RoleCode = (typeof ROLE_CODES)[RoleName];

export const ROLE_LABELS: Record<RoleName, string> = {
  CHURCH_USER: "ChurchUser",
  SCHOOL_USER: "SchoolUser",
  ADMIN: "Admin",
  PARENT: "Parent",
  TEACHER: "Teacher",
};

export const roleCodes = (roles: readonly RoleName[]): RoleCode[] => roles.map((r) => ROLE_CODES[r]);

/** A school user's reduced menu and logo apply to religious-education staff who are not church staff. */
export const isSchoolUser = (roles: readonly RoleName[]) => roles.includes("SCHOOL_USER") && !roles.includes("CHURCH_USER");

// Who may enter each area (spec section 6 of both documents).
export const AREA_ROLES = {
  churchStaff: ["CHURCH_USER"],
  // The spec's user menu gives school users Baptisms beside Religious Education (section 6), so the
  // area is theirs too: a menu link must not lead to /unauthorized (docs/decisions.md).
  baptisms: ["CHURCH_USER", "SCHOOL_USER"],
  // The admin screens of religious education list every student, so teachers use /re/teacher instead
  // (ARCHITECTURE rule 4; docs/decisions.md).
  education: ["CHURCH_USER", "SCHOOL_USER"],
  account: ["CHURCH_USER", "SCHOOL_USER", "TEACHER"],
  // The church's subscription: its staff only (a teacher's menu is Teacher Dashboard and Logout).
  billing: ["CHURCH_USER", "SCHOOL_USER"],
  superAdmin: ["ADMIN"],
  parent: ["PARENT"],
  teacher: ["TEACHER"],
} as const satisfies Record<string, readonly RoleName[]>;

export const hasAnyRole = (roles: readonly RoleName[], allowed: readonly RoleName[]) => roles.some((r) => allowed.includes(r));
