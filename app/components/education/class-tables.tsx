// Pieces of the class screens shared by the program's pages and the teacher portal.
import { Link, useNavigate } from "@remix-run/react";
import type { Contact } from "~/modules/education/classes/list-class-registrations.server";
import type { listClasses } from "~/modules/education/classes/list-classes.server";
import { agesLabel } from "~/modules/education/classes/ages";
import { fullName } from "~/modules/education/names";
import { TagChips } from "./tag-chips";

type ClassRow = Awaited<ReturnType<typeof listClasses>>["classes"][number];

export const CLASS_COLUMNS = ["Class Name", "Teacher Name", "Meets", "Location", "# of Students", "Assistant", "Volunteer", "Tags"] as const;

/** A table's header row of column names. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((h) => (
          <th key={h} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The spec's classes table, sorted by class name. The class name is a real link (keyboard, no
 * JavaScript); with `rowOpens` a click anywhere on the row opens it too.
 */
export function ClassesTable({ classes, href, rowOpens = false }: { classes: ClassRow[]; href: (c: ClassRow) => string; rowOpens?: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="card overflow-x-auto p-0">
      <table className="table">
        <TableHead columns={CLASS_COLUMNS} />
        <tbody>
          {classes.map((c) => (
            <tr
              key={c.id}
              className={`hover:bg-slate-50 ${rowOpens ? "cursor-pointer" : ""}`}
              // The link in the first cell is the way in for keyboards and screen readers; the row click only widens the target.
              onClick={rowOpens ? (event) => (event.target as HTMLElement).closest("a") || navigate(href(c)) : undefined}
            >
              <td className="font-medium">
                <Link to={href(c)}>{c.className}</Link>
              </td>
              <td>{c.teacherName}</td>
              <td>{c.meets}</td>
              <td>{c.location}</td>
              <td>{c.students}</td>
              <td>{c.assistantName}</td>
              <td>{c.volunteerName}</td>
              <td>
                <TagChips tags={c.tags} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Person = { id: string; firstname: string; middlename: string | null; lastname: string } | null;
type ClassFacts = { teacher: Person; assistant: Person; volunteer: Person; meets: string | null; location: string | null; minAge: number | null; maxAge: number | null; tags: string[] };

/** Teacher, assistant, volunteer, when and where the class meets, tags; the teacher's name links to `teacherHref` when given. */
export function ClassDetails({ schoolClass: c, teacherHref }: { schoolClass: ClassFacts; teacherHref?: string }) {
  const details: [string, React.ReactNode][] = [
    ["Teacher", c.teacher ? teacherHref ? <Link to={teacherHref}>{fullName(c.teacher)}</Link> : fullName(c.teacher) : null],
    ["Assistant", c.assistant ? fullName(c.assistant) : null],
    ["Volunteer", c.volunteer ? fullName(c.volunteer) : null],
    ["Meets", c.meets],
    ["Location", c.location],
    ["Usual Ages", agesLabel(c)],
    ["Tags", c.tags.length ? <TagChips tags={c.tags} /> : null],
  ];
  return (
    <dl className="card grid gap-x-6 gap-y-3 sm:grid-cols-3">
      {details.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm text-slate-900">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One parent's name, e-mail and cell phone (links that write or call). */
export function ContactLine({ label, contact }: { label: string; contact: Contact | null }) {
  if (!contact) return null;
  return (
    <li>
      {/* One text node where React would write several (a class page has hundreds of these lines). */}
      <span className="text-slate-500">{`${label}:`}</span>
      {` ${contact.name}${contact.email ? " · " : ""}`}
      {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
      {contact.cellPhone ? (
        <>
          {" · "}
          <a href={`tel:${contact.cellPhone}`}>{contact.cellPhone}</a>
        </>
      ) : null}
    </li>
  );
}
