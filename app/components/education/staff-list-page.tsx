import { useLoaderData } from "@remix-run/react";
import type { staffListLoader } from "~/modules/education/people/staff-pages.server";
import { STAFF, type StaffKind } from "~/modules/education/people/staff";
import { PeopleList } from "./people-list";

// The list apart from the add and edit pages (staff-pages.tsx), so that it loads no form library.
type ListData = ReturnType<typeof staffListLoader>;

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
      rows={people}
      list={list}
    >
      {(p) => (
        <tr key={p.id}>
          <td>
            <a href={`${base}/${p.id}/edit`}>{p.name}</a>
          </td>
          <td>{p.email}</td>
          <td>{p.cellPhone}</td>
          <td>
            {p.classes.map((c, i) => (
              <span key={`${c.id}${c.as}`}>
                {i > 0 ? ", " : null}
                <a href={`/religious-education/classes/${c.id}`}>{c.className}</a>
                {classNote[c.as]}
              </span>
            ))}
          </td>
        </tr>
      )}
    </PeopleList>
  );
}
