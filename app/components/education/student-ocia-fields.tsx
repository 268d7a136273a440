import type { FieldMetadata } from "@conform-to/react";
import { MARITAL_STATUSES, MARRIAGE_AUTHORITIES, MARRIAGE_HISTORIES, RELIGIOUS_AFFILIATIONS, SPOUSE_MARRIAGE_HISTORIES } from "~/modules/education/options";
import { studentSections } from "~/modules/education/students/student-schema";
import { SelectField, TextField } from "./student-form-fields";

type Meta = FieldMetadata<string | undefined>;
type OciaFields = Record<
  | "type"
  | "address"
  | "address2"
  | "city"
  | "state"
  | "zip"
  | "email"
  | "religiousAffiliation"
  | "maritalStatus"
  | "marriageAuthor"
  | "marriageHistory"
  | "prevMarriageAuthor"
  | "spouseReligiousAffiliation"
  | "spouseMarriageHistory"
  | "spousePrevMarriageAuthor",
  Meta
>;

/**
 * Address, e-mail and marital history: only for OCIA students, with the spec's reveals (Married,
 * Previously Married). With JavaScript they show and hide as the answers change; without it every
 * field is shown with a note saying when it applies, and the server clears what does not.
 */
export function OciaFields({ fields, scripted }: { fields: OciaFields; scripted: boolean }) {
  const s = studentSections({
    type: fields.type.value,
    maritalStatus: fields.maritalStatus.value,
    marriageHistory: fields.marriageHistory.value,
    spouseMarriageHistory: fields.spouseMarriageHistory.value,
  });
  const show = (applies: boolean) => !scripted || applies;
  const note = (text: string) => (scripted ? undefined : text);
  if (!show(s.ocia)) return null;
  return (
    <>
      <fieldset className="card grid gap-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold text-slate-900">Address{note(" (OCIA only)")}</legend>
        <TextField meta={fields.address} label="Address" autoComplete="address-line1" />
        <TextField meta={fields.address2} label="Address 2" autoComplete="address-line2" />
        <TextField meta={fields.city} label="City" autoComplete="address-level2" />
        <div className="grid grid-cols-2 gap-4">
          <TextField meta={fields.state} label="State" autoComplete="address-level1" />
          <TextField meta={fields.zip} label="Zip" autoComplete="postal-code" />
        </div>
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      </fieldset>
      <fieldset className="card grid gap-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold text-slate-900">Marital History{note(" (OCIA only)")}</legend>
        <SelectField meta={fields.religiousAffiliation} label="Religious Affiliation" options={RELIGIOUS_AFFILIATIONS} />
        <SelectField meta={fields.maritalStatus} label="Marital Status" options={MARITAL_STATUSES} />
        <SelectField meta={fields.marriageHistory} label="Marriage History" options={MARRIAGE_HISTORIES} />
        {show(s.previouslyMarried) ? <SelectField meta={fields.prevMarriageAuthor} label="Previous Marriage Authority" options={MARRIAGE_AUTHORITIES} note={note("(if Previously Married)")} /> : null}
        {show(s.married) ? (
          <>
            <SelectField meta={fields.marriageAuthor} label="Marriage Authority" options={MARRIAGE_AUTHORITIES} note={note("(if Married)")} />
            <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="mb-2 font-semibold text-slate-900">Spouse{note(" (if Married)")}</legend>
              <SelectField meta={fields.spouseReligiousAffiliation} label="Spouse Religious Affiliation" options={RELIGIOUS_AFFILIATIONS} />
              <SelectField meta={fields.spouseMarriageHistory} label="Spouse Marriage History" options={SPOUSE_MARRIAGE_HISTORIES} />
              {show(s.spousePreviouslyMarried) ? (
                <SelectField meta={fields.spousePrevMarriageAuthor} label="Spouse Previous Marriage Authority" options={MARRIAGE_AUTHORITIES} note={note("(if the spouse was Previously Married)")} />
              ) : null}
            </fieldset>
          </>
        ) : null}
      </fieldset>
    </>
  );
}
