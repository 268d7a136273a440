import { Link } from "@remix-run/react";
import type { StudentRecord } from "~/modules/education/students/get-student.server";
import { BAPTISMAL_STATUS_LABEL, easterVigilLabel, MESSAGES, SACRAMENTAL_STATUS_LABEL, SACRAMENTAL_TRACK_LABEL } from "~/modules/education/options";
import { professionApplies } from "~/modules/education/students/sacraments-schema";
import { formatDate } from "~/utils/dates";
import { Facts, Section } from "./student-profile";

const day = (date: Date | null) => (date ? formatDate(date) : null);
const yesNo = (value: boolean | null) => (value === null ? "Not recorded" : value ? "Yes" : "No");

export function StudentSacraments({ student, editHref }: { student: StudentRecord; editHref: string }) {
  const baptized = student.baptized !== null && student.baptized !== "NO";
  return (
    <Section
      title="Sacraments"
      action={
        <Link to={editHref} className="btn-secondary btn-small">
          Edit Sacraments
        </Link>
      }
    >
      {professionApplies(student.baptized) && !student.professionOfFaith ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {MESSAGES.professionRequired}
        </p>
      ) : null}
      <Facts
        items={[
          ["Sacramental Status", SACRAMENTAL_STATUS_LABEL[student.sacramentalStatus]],
          ["Sacramental Track", SACRAMENTAL_TRACK_LABEL[student.sacramentalTrack]],
          ...(student.sacramentalTrack === "EASTER_VIGIL" ? ([["Easter Vigil Target", student.easterVigilTarget ? easterVigilLabel(student.easterVigilTarget) : null]] as [string, string | null][]) : []),
          ["Baptismal Status", student.baptized ? BAPTISMAL_STATUS_LABEL[student.baptized] : "Not recorded"],
          ...(baptized
            ? ([
                ["Date of Baptism", day(student.baptizedDate)],
                ["Church of Baptism", student.churchOfBaptism],
                ["Location of Baptism", student.churchOfBaptismLocation],
              ] as [string, string | null][])
            : []),
          ["First Communion", yesNo(student.firstCommunion)],
          ...(student.firstCommunion
            ? ([
                ["Date of First Communion", day(student.firstCommunionDate)],
                ["Church of First Communion", student.churchOfFirstCommunion],
                ["Location of First Communion", student.churchOfFirstCommunionLocation],
              ] as [string, string | null][])
            : []),
          ["Confirmation", yesNo(student.confirmation)],
          ...(student.confirmation
            ? ([
                ["Date of Confirmation", day(student.confirmationDate)],
                ["Church of Confirmation", student.confirmationChurch],
              ] as [string, string | null][])
            : []),
          ["Confirmation Saint", student.confirmationSaint],
          ...(professionApplies(student.baptized) || student.professionOfFaith
            ? ([["Profession of Faith", student.professionOfFaith ? `Yes${student.professionOfFaithDate ? `, ${formatDate(student.professionOfFaithDate)}` : ""}` : "No"]] as [string, string][])
            : []),
        ]}
      />
    </Section>
  );
}
