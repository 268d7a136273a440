// Parish staff (spec 000: /api/staffs, filtered by personType, status and role): labels and messages, shared by client and server.
import type { StaffPersonType, StaffRole, StaffStatus } from "~/generated/prisma/enums";

type Options<K extends string> = readonly { value: K; label: string }[];
const labelOf = <K extends string>(options: Options<K>) => Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<K, string>;

export const PERSON_TYPES: Options<StaffPersonType> = [
  { value: "CLERGY", label: "Clergy" },
  { value: "RELIGIOUS", label: "Religious" },
  { value: "LAY", label: "Lay" },
];
export const STAFF_ROLES: Options<StaffRole> = [
  { value: "PRIEST", label: "Priest" },
  { value: "DEACON", label: "Deacon" },
  { value: "DIRECTOR", label: "Director" },
  { value: "COORDINATOR", label: "Coordinator" },
  { value: "SECRETARY", label: "Secretary" },
  { value: "BOOKKEEPER", label: "Bookkeeper" },
  { value: "OTHER", label: "Other" },
];
export const STAFF_STATUSES: Options<StaffStatus> = [
  { value: "ACTIVE", label: "Active" },
  { value: "INACTIVE", label: "Inactive" },
];

export const PERSON_TYPE_LABEL = labelOf(PERSON_TYPES);
export const STAFF_ROLE_LABEL = labelOf(STAFF_ROLES);
export const STAFF_STATUS_LABEL = labelOf(STAFF_STATUSES);

/** Who may officiate a baptism (spec section 4): active staff with one of these roles. */
export const OFFICIANT_ROLES: StaffRole[] = ["PRIEST", "DEACON"];

export const STAFF_LIST = "/settings/staff";

export const STAFF_MESSAGES = {
  saved: "Staff member saved successfully",
  staffIdRequired: "Staff ID is required!",
  officiantRequired: "Choose an officiant from the list",
  notAnOfficiant: "The officiant must be an active priest or deacon of this parish.",
} as const;
