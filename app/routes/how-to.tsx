import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/layout/app-shell";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadShell } from "~/modules/shell/load-shell.server";

export const meta = () => [{ title: "How To | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { shell } = await loadShell(request, "church-staff");
  return { shell };
}

type Guide = { title: string; steps: string[]; link: { to: string; label: string } };

// The tasks a parish office does first, each in a few steps with the page where it starts.
const GUIDES: Guide[] = [
  { title: "Schedule a baptism", steps: ["Add the baptism dates of the coming months with their officiant (Baptisms › Baptism Dates).", "Add each baptism on its date: the child, parents, godparents and the documents you have received.", "The list shows in red what is still missing; the notes report gathers what the celebrant should know."], link: { to: "/baptisms/dates", label: "Baptism Dates" } },
  { title: "Record a funeral", steps: ["Add the funeral with the date, time, service and remains.", "Choose the officiant and note the funeral home, cemetery and the family's contact.", "Print the notes report for the sacristan and musicians."], link: { to: "/funerals/add", label: "Add Funeral" } },
  { title: "Prepare a wedding file", steps: ["Add the wedding with both parties and their baptism status.", "Upload the forms as they come in; the approvals pages list what the pastor, tribunal or another parish must still grant.", "Items Needed and the Fees Report tell the couple what is left."], link: { to: "/weddings/add-wedding", label: "Add Wedding" } },
  { title: "Start a religious-education year", steps: ["Create the school year and make it current (Religious Education › Settings).", "Add the classes with their catechists, or carry last year's over.", "Register the students, or import them all at once from your old spreadsheet."], link: { to: "/religious-education/years", label: "School Years" } },
  { title: "Move your students from a spreadsheet", steps: ["Download the template, or use the spreadsheet you have (Excel or CSV).", "Upload it: each row is checked and you see what would be created or changed before anything is written.", "Import; if something looks wrong, roll the whole import back."], link: { to: "/religious-education/imports", label: "Imports" } },
  { title: "Let catechists take attendance", steps: ["Add each catechist under Teachers with their e-mail.", "Press Send login link: they sign in from the e-mail, no password to remember.", "They see only their classes and record absences from their phone."], link: { to: "/religious-education/teachers", label: "Teachers" } },
  { title: "Put your events on the parish website", steps: ["Add the events under Website; untick Public for staff-only meetings.", "Your parish has a homepage with its events, Mass times and sponsors: share its address.", "Already have a website? Download the Event Script and paste it into a page of it: it always shows the events listed here."], link: { to: "/website", label: "Website" } },
  { title: "Welcome new families", steps: ["Open Website › Forms and copy the new-member form's address, or print its QR code for the church door.", "Families fill it in on their phone; each family becomes a household with its members.", "In Form Settings, choose who gets an e-mail for each new family."], link: { to: "/website/public-forms", label: "Forms" } },
  { title: "Subscribe before your trial ends", steps: ["The banner at the top counts the days of your free trial.", "Open Billing and press Subscribe; you can change the card or cancel at any time there.", "If the trial ends first, nothing is lost: pages stay readable until you subscribe."], link: { to: "/billing/subscriptions", label: "Billing" } },
];

/** How To: step-by-step guides for a parish secretary's first tasks, each with a link to where it starts. */
export default function HowTo() {
  const { shell } = useLoaderData<typeof loader>();
  return (
    <AppShell shell={shell}>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <h1 className="text-2xl font-bold text-slate-900">How To</h1>
        <p className="text-sm text-slate-600">
          Short guides to the tasks most parishes start with. Videos of each are in the <Link to="/dashboard/video-training">Video Training Library</Link>; for anything else,{" "}
          <Link to="/contact">contact us</Link>.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {GUIDES.map((g) => {
            const id = `guide-${g.title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
            return (
              <section key={g.title} aria-labelledby={id} className="card flex flex-col gap-2">
                <h2 id={id} className="text-lg font-semibold text-slate-900">
                  {g.title}
                </h2>
                <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                  {g.steps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
                <p className="mt-auto pt-2">
                  <Link to={g.link.to} className="text-sm font-semibold">
                    Open {g.link.label} →
                  </Link>
                </p>
              </section>
            );
          })}
        </div>
      </div>
    </AppShell>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
