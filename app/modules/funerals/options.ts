// Labels, limits and messages of the Funerals area (spec 000: the Funerals area and the Funeral entity),
// shared by client and server. The spec names no funeral message: these follow the Baptisms area's.
import type { FuneralRemains, FuneralServiceType } from "~/generated/prisma/enums";

export const FUNERALS = "/funerals";
export const FUNERALS_NOTES_REPORT = "/funerals/reports/notes";

/** Past funerals per page of the list (the spec leaves the size open). */
export const PAST_PAGE_SIZE = 25;

/** Service types (spec: serviceType), in the order a secretary meets them. */
export const SERVICE_TYPES = [
  { value: "FUNERAL_MASS", label: "Funeral Mass" },
  { value: "FUNERAL_LITURGY", label: "Funeral Liturgy outside Mass" },
  { value: "MEMORIAL_MASS", label: "Memorial Mass" },
  { value: "GRAVESIDE_SERVICE", label: "Graveside Service" },
  { value: "VIGIL", label: "Vigil Service" },
] as const satisfies readonly { value: FuneralServiceType; label: string }[];

/** What rests at the service (spec: remains). */
export const REMAINS = [
  { value: "BODY", label: "Body" },
  { value: "CREMATED", label: "Cremated Remains" },
  { value: "NONE", label: "No Remains" },
] as const satisfies readonly { value: FuneralRemains; label: string }[];

export const SERVICE_TYPE_LABEL = Object.fromEntries(SERVICE_TYPES.map((o) => [o.value, o.label])) as Record<FuneralServiceType, string>;
export const REMAINS_LABEL = Object.fromEntries(REMAINS.map((o) => [o.value, o.label])) as Record<FuneralRemains, string>;

export const FUNERAL_MESSAGES = {
  firstnameRequired: "Firstname is required",
  lastnameRequired: "Lastname is required",
  dateOfFuneralRequired: "Date of funeral is required",
  added: "Funeral added successfully.",
  updated: "Funeral updated successfully.",
  deleted: "Funeral deleted successfully",
  funeralIdRequired: "Funeral ID is required!",
  chooseServiceType: "Choose a service type from the list",
  chooseRemains: "Choose the remains from the list",
  invalidDate: "Enter a real date.",
  invalidTime: "Enter a time such as 10:30 AM.",
  dateOutOfRange: "The date must be between 1900 and five years from today.",
  deathInFuture: "Date of death cannot be in the future.",
  deathAfterFuneral: "Date of death cannot be after the date of the funeral.",
  birthAfterDeath: "Date of birth cannot be after the date of death.",
  deleteConfirm: (name: string) => `The funeral of ${name} will be deleted permanently. This action cannot be undone.`,
} as const;
