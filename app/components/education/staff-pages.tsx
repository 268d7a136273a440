import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { staffAction, staffEditLoader, staffListLoader } from "~/modules/education/people/staff-pages.server";
import { fullName } from "~/modules/education/names";
import { STAFF, type StaffKind } from "~/modules/education/people/staff";
import { PeopleList } from "./people-list";
import { StaffForm, staffValues } from "./staff-form";

// The route functions themselves, as useLoaderData and useActionData want them.
type ListData = ReturnType<typeof staffListLoader>;
type EditData = ReturnType<typeof staffEditLoader>;
type ActionData = ReturnType<typeof staffAction>;

const classNote = { Teacher: "", Assistant: " (assistant)", Volunteer: "" } as const;

/** The teachers' or volunteers' list: name, e-mail, cell phone and classes. */
export function StaffListPage({ kind }: { kind: StaffKind }) {
  const { people, q, ...list } = useLoaderData<ListData>();
  const { title, label, nouns, base } = STAFF[kind];
  return (
    <PeopleList
      title={title}
      add={{ to: `${base}/add`, label: `Add ${label}` }}
      nouns={[nouns[0], nouns[1]]}
      q={q}
      columns={["Name", "Email", "Cell Phone", "Classes"]}
      rowCount={people.length}
      list={list}
    >
      {people.map((p) => (
        <tr key={p.id}>
          <td>
            <Link to={`${base}/${p.id}/edit`}>{p.name}</Link>
          </td>
          <td>{p.email}</td>
          <td>{p.cellPhone}</td>
          <td>
            {p.classes.map((c, i) => (
              <span key={`${c.id}${c.as}`}>
                {i > 0 ? ", " : null}
                <Link to={`/religious-education/classes/${c.id}`}>{c.className}</Link>
                {classNote[c.as]}
              </span>
            ))}
          </td>
        </tr>
      ))}
    </PeopleList>
  );
}

export function StaffAddPage({ kind }: { kind: StaffKind }) {
  const actionData = useActionData<ActionData>();
  const { label, base } = STAFF[kind];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add {label}</h1>
      <StaffForm lastResult={actionData?.result} cancelTo={base} />
    </div>
  );
}

/** Edit a teacher or volunteer, with the classes they are in. */
export function StaffEditPage({ kind }: { kind: StaffKind }) {
  const { person, from } = useLoaderData<EditData>();
  const actionData = useActionData<ActionData>();
  const { label, base, idField, noClasses } = STAFF[kind];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">
        Edit {label}: {fullName(person)}
      </h1>
      <StaffForm lastResult={actionData?.result} id={{ name: idField, value: person.id }} defaultValue={staffValues(person)} cancelTo={from ?? base} />
      <section aria-labelledby="classes-title" className="card flex flex-col gap-3">
        <h2 id="classes-title" className="text-lg font-semibold text-slate-900">
          Classes
        </h2>
        {person.classes.length > 0 ? (
          <table className="table">
            <thead>
              <tr>
                <th>Class Name</th>
                <th>As</th>
              </tr>
            </thead>
            <tbody>
              {person.classes.map((c) => (
                <tr key={`${c.id}-${c.as}`}>
                  <td>
                    <Link to={`/religious-education/classes/${c.id}`}>{c.className}</Link>
                  </td>
                  <td>{c.as}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-500">{noClasses}</p>
        )}
      </section>
    </div>
  );
}
