// What the funeral form starts with: a stored funeral as form values (client-safe).
import { dateInput } from "~/modules/parish/wall-clock";

type Stored = {
  firstname: string;
  middlename: string | null;
  lastname: string;
  dateOfBirth: Date | string | null;
  dateOfDeath: Date | string | null;
  dateOfFuneral: Date | string;
  funeralTime: string | null;
  serviceType: string;
  remains: string;
  officiantId: string | null;
} & Record<"funeralHome" | "cemetery" | "contactName" | "contactRelationship" | "contactPhone" | "contactEmail" | "notes", string | null>;

const day = (d: Date | string | null) => (d ? dateInput(d) : "");

/** A new funeral's form: a Funeral Mass with the body present, the time still to be set. */
export const NEW_FUNERAL = { serviceType: "FUNERAL_MASS", remains: "BODY" };

export function funeralFormValues(f: Stored) {
  return {
    firstname: f.firstname,
    middlename: f.middlename ?? "",
    lastname: f.lastname,
    dateOfBirth: day(f.dateOfBirth),
    dateOfDeath: day(f.dateOfDeath),
    dateOfFuneral: day(f.dateOfFuneral),
    funeralTime: f.funeralTime ?? "",
    serviceType: f.serviceType,
    remains: f.remains,
    officiant: f.officiantId ?? "",
    funeralHome: f.funeralHome ?? "",
    cemetery: f.cemetery ?? "",
    contactName: f.contactName ?? "",
    contactRelationship: f.contactRelationship ?? "",
    contactPhone: f.contactPhone ?? "",
    contactEmail: f.contactEmail ?? "",
    notes: f.notes ?? "",
  };
}
