import { AREA_ROLES, hasAnyRole, type RoleName } from "~/utils/roles";

/** `download`: a file, not a page (a plain link, so the browser saves it). */
export type NavItem = { label: string; to: string; end?: boolean; download?: boolean };
export type NavGroup = { title?: string; items: NavItem[] };
export type AreaKey =
  | "dashboard"
  | "baptisms"
  | "weddings"
  | "funerals"
  | "gift-store"
  | "website"
  | "billing"
  | "settings"
  | "religious-education"
  | "church-staff"
  | "account"
  | "super-admin"
  | "parent"
  | "teacher";

export type Area = { key: AreaKey; name: string; base: string; roles: readonly RoleName[]; sidebar: NavGroup[] };

const dashboardSidebar: NavGroup[] = [
  {
    items: [
      { label: "Home", to: "/dashboard", end: true },
      { label: "Training", to: "/dashboard/video-training" },
      { label: "Baptisms", to: "/baptisms" },
      { label: "Funerals", to: "/funerals" },
      { label: "Religious Education", to: "/religious-education" },
      { label: "Weddings", to: "/weddings" },
      { label: "Gift Store", to: "/gift-store" },
    ],
  },
  {
    title: "PARISH",
    items: [
      { label: "Events", to: "/website" },
      { label: "Website", to: "/website" },
      { label: "Social Media", to: "/social-media" },
    ],
  },
  {
    title: "Support",
    items: [
      { label: "How To", to: "/how-to" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
];

// Sidebars exactly as spec section 2 (general) and section 2 (religious education).
export const AREAS: Record<AreaKey, Area> = {
  dashboard: { key: "dashboard", name: "Dashboard", base: "/dashboard", roles: AREA_ROLES.churchStaff, sidebar: dashboardSidebar },
  "church-staff": { key: "church-staff", name: "Dashboard", base: "/", roles: AREA_ROLES.churchStaff, sidebar: dashboardSidebar },
  baptisms: {
    key: "baptisms",
    name: "Baptisms",
    base: "/baptisms",
    roles: AREA_ROLES.baptisms,
    sidebar: [
      {
        items: [
          { label: "Dashboard", to: "/baptisms", end: true },
          { label: "Baptism Dates", to: "/baptisms/dates" },
          { label: "Add Baptism", to: "/baptisms/add-baptism" },
          { label: "Notes Report", to: "/baptisms/reports/notes-report" },
        ],
      },
    ],
  },
  weddings: {
    key: "weddings",
    name: "Weddings",
    base: "/weddings",
    roles: AREA_ROLES.churchStaff,
    sidebar: [
      {
        items: [
          { label: "Home", to: "/weddings", end: true },
          { label: "Priests", to: "/weddings/priests" },
          { label: "Export Data", to: "/weddings/export", download: true },
        ],
      },
      {
        title: "Approvals Required",
        items: [
          { label: "Pastor", to: "/weddings/pastor-permissions" },
          { label: "Tribunal", to: "/weddings/tribunal-permissions" },
          { label: "Domicile", to: "/weddings/domicile-permissions" },
        ],
      },
      {
        title: "Reports",
        items: [
          { label: "Notes Report", to: "/weddings/notes-report" },
          { label: "Items Needed", to: "/weddings/items-needed" },
          { label: "Fees Report", to: "/weddings/fees-report" },
        ],
      },
    ],
  },
  funerals: {
    key: "funerals",
    name: "Funerals",
    base: "/funerals",
    roles: AREA_ROLES.churchStaff,
    sidebar: [
      {
        items: [
          { label: "Home", to: "/funerals", end: true },
          { label: "Notes Report", to: "/funerals/reports/notes" },
        ],
      },
    ],
  },
  website: {
    key: "website",
    name: "Website",
    base: "/website",
    roles: AREA_ROLES.churchStaff,
    sidebar: [
      {
        items: [
          { label: "Home", to: "/website", end: true },
          { label: "Homepage", to: "/website/homepage" },
          { label: "Sponsors", to: "/website/sponsors" },
          { label: "Forms", to: "/website/public-forms" },
        ],
      },
    ],
  },
  "gift-store": {
    key: "gift-store",
    name: "Gift Store",
    base: "/gift-store",
    roles: AREA_ROLES.churchStaff,
    sidebar: [{ items: [{ label: "Dashboard", to: "/gift-store", end: true }] }],
  },
  billing: {
    key: "billing",
    name: "Billing",
    base: "/billing",
    roles: AREA_ROLES.billing,
    sidebar: [{ items: [{ label: "Subscriptions", to: "/billing/subscriptions" }] }],
  },
  settings: {
    key: "settings",
    name: "Settings",
    base: "/settings",
    roles: AREA_ROLES.account,
    sidebar: [{ items: [{ label: "Settings", to: "/settings", end: true }] }],
  },
  account: { key: "account", name: "Profile", base: "/profile", roles: AREA_ROLES.account, sidebar: [{ items: [{ label: "Settings", to: "/settings", end: true }] }] },
  "religious-education": {
    key: "religious-education",
    name: "Religious Education",
    base: "/religious-education",
    roles: AREA_ROLES.education,
    sidebar: [
      {
        items: [
          { label: "Home", to: "/religious-education", end: true },
          { label: "Reports", to: "/religious-education/reports" },
          { label: "Training", to: "/religious-education/training" },
        ],
      },
      {
        title: "ENROLLMENT",
        items: [
          { label: "Students", to: "/religious-education/students" },
          { label: "Parents", to: "/religious-education/parents" },
        ],
      },
      {
        title: "CLASSES",
        items: [
          { label: "Classes", to: "/religious-education/classes" },
          { label: "Teachers", to: "/religious-education/teachers" },
          { label: "Volunteers", to: "/religious-education/volunteers" },
        ],
      },
      {
        title: "SCHOOL YEAR",
        items: [
          { label: "Registrations", to: "/religious-education/registrations" },
          { label: "Settings", to: "/religious-education/years" },
          { label: "Payments", to: "/religious-education/payments" },
        ],
      },
      { title: "SACRAMENTS", items: [{ label: "Sponsors", to: "/religious-education/sponsors" }] },
    ],
  },
  "super-admin": {
    key: "super-admin",
    name: "Super Admin",
    base: "/super-admin",
    roles: AREA_ROLES.superAdmin,
    sidebar: [
      {
        items: [
          { label: "Home", to: "/super-admin", end: true },
          { label: "Churches", to: "/super-admin/churches" },
          { label: "Users", to: "/super-admin/users" },
          { label: "Trials", to: "/super-admin/trials" },
          { label: "Products", to: "/super-admin/products" },
          { label: "Trainings", to: "/super-admin/trainings" },
        ],
      },
    ],
  },
  parent: {
    key: "parent",
    name: "Parent",
    base: "/re/parent",
    roles: AREA_ROLES.parent,
    sidebar: [{ items: [{ label: "Home", to: "/re/parent", end: true }] }],
  },
  teacher: {
    key: "teacher",
    name: "Teacher Dashboard",
    base: "/re/teacher",
    roles: AREA_ROLES.teacher,
    sidebar: [
      { items: [{ label: "Classes", to: "/re/teacher/classes" }] },
      {
        title: "REPORTS",
        items: [
          { label: "Attendance", to: "/re/teacher/reports/attendance" },
          { label: "Baptism Report", to: "/re/teacher/reports/baptism-report" },
          { label: "Notes Report", to: "/re/teacher/reports/notes-report" },
          { label: "Missing Docs Report", to: "/re/teacher/reports/missing-docs" },
        ],
      },
    ],
  },
};

/** In the teacher portal, or a teacher without a staff role anywhere: the teacher's menu and logo (home is /re/teacher). */
export const teacherShell = (roles: readonly RoleName[], area: AreaKey) => area === "teacher" || (roles.includes("TEACHER") && !hasAnyRole(roles, AREA_ROLES.education));

/**
 * The user menu of the spec (Logout is always added after these): in the teacher portal, or for a
 * teacher without a staff role, Teacher Dashboard only; for the others the spec's links, each only
 * for who may open its area. That leaves school users Religious Education and Baptisms of the
 * modules, as the spec says, and gives a platform admin Super Admin instead of links to /unauthorized.
 */
export function userMenuLinks(roles: readonly RoleName[], area: AreaKey): NavItem[] {
  if (teacherShell(roles, area)) return [{ label: "Teacher Dashboard", to: "/re/teacher" }];
  const links: (NavItem & { area: AreaKey })[] = [
    { label: "Religious Education", to: "/religious-education", area: "religious-education" },
    { label: "Baptisms", to: "/baptisms", area: "baptisms" },
    { label: "Website", to: "/website", area: "website" },
    { label: "Weddings", to: "/weddings", area: "weddings" },
    { label: "Funerals", to: "/funerals", area: "funerals" },
    { label: "Gift Store", to: "/gift-store", area: "gift-store" },
    { label: "Super Admin", to: "/super-admin", area: "super-admin" },
    { label: "Your Profile", to: "/settings/manage-profile", area: "settings" },
    { label: "Billing", to: "/billing", area: "billing" },
    { label: "Settings", to: "/settings", area: "settings" },
  ];
  return links.filter((link) => hasAnyRole(roles, AREAS[link.area].roles)).map(({ label, to }) => ({ label, to }));
}

/** A page reached from within an area's pages (an add form, a report, a tool); `roles` when fewer than the area's may open it. */
export type InnerPage = NavItem & { roles?: readonly RoleName[] };

/** Every page a person can reach from the menus, and the area's `inner` pages, for the search box. */
export function searchablePages(roles: readonly RoleName[], inner: Partial<Record<AreaKey, InnerPage[]>> = {}): (NavItem & { area: string })[] {
  const seen = new Set<string>();
  const pages: (NavItem & { area: string })[] = [];
  for (const area of Object.values(AREAS)) {
    if (!area.roles.some((r) => roles.includes(r))) continue;
    const more = (inner[area.key] ?? []).filter((page) => !page.roles || hasAnyRole(roles, page.roles));
    for (const item of [...area.sidebar.flatMap((g) => g.items), ...more]) {
      const key = `${item.label}|${item.to}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pages.push({ ...item, area: area.name });
    }
  }
  return pages;
}
