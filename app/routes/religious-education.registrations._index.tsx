import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useInAppClick } from "~/components/ui/in-app-click";
import { OnlineBadge, RefuseButton } from "~/components/education/online-review";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { Pager } from "~/components/education/pager";
import { ClassSelect, YearSelect } from "~/components/education/year-select";
import { loadRegistrationsPage } from "~/modules/education/registrations/registrations-page.server";
import { fullName } from "~/modules/education/names";
import { ONLINE_FILTERS, PAID_FILTERS } from "~/modules/education/registrations/list-filters";
import { AcceptSchema, RefuseSchema, REVIEW_MESSAGES } from "~/modules/education/registrations/online-review";
import { reviewOnlineRegistration } from "~/modules/education/online-registration/review-online-registration.server";
import { formAction, intent } from "~/utils/form-action.server";
import { redirectWithToast } from "~/utils/session.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatCents } from "~/utils/money";
import { AREA_ROLES } from "~/utils/roles";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Registrations | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return loadRegistrationsPage(church.id, new URL(request.url).searchParams);
}

/** Row actions of the online registrations waiting for review: Accept, and Refuse (with an optional reason for the parents). */
export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  // Back to the same filtered page (without the ?index Remix adds to an index route's form posts).
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const back = url.pathname + url.search;
  return formAction(request, {
    intents: {
      accept: intent(AcceptSchema, async ({ formData }) => {
        const done = await reviewOnlineRegistration(church.id, String(formData.get("registrationId") ?? ""), { kind: "accept" });
        return redirectWithToast(request, back, { type: "success", message: REVIEW_MESSAGES.accepted(done.studentName, done.sent) });
      }),
      refuse: intent(RefuseSchema, async ({ value, formData }) => {
        const done = await reviewOnlineRegistration(church.id, String(formData.get("registrationId") ?? ""), { kind: "refuse", reason: value.reason });
        return redirectWithToast(request, back, { type: "success", message: REVIEW_MESSAGES.refused(done.studentName, done.sent) });
      }),
    },
  });
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

function PaidBadge({ paid }: { paid: boolean }) {
  return paid ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Paid</span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Unpaid</span>
  );
}

export default function Registrations() {
  const { years, classes, filters, list, toReview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const onClick = useInAppClick();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Registrations</h1>
        <div className="flex flex-wrap gap-2">
          {filters.year ? (
            <Link to={`/religious-education/email-parents?year=${filters.year}${filters.classId ? `&class=${filters.classId}` : ""}`} className="btn-secondary no-underline">
              E-mail Parents
            </Link>
          ) : null}
          <Link to={`/religious-education/registrations/add${filters.classId ? `?class=${filters.classId}` : ""}`} className="btn no-underline">
            Add Registration
          </Link>
        </div>
      </div>
      {years.length === 0 ? (
        <p className="card text-sm text-slate-600">
          There is no school year yet. <Link to="/religious-education/years/add">Add a school year</Link> to start registering students.
        </p>
      ) : (
        <Form method="get" className="card grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-6">
          <YearSelect id="filter-year" years={years} defaultValue={filters.year} />
          <ClassSelect id="filter-class" classes={classes} defaultValue={filters.classId} allLabel="All classes" />
          <div>
            <label htmlFor="filter-q" className="label">
              Student name
            </label>
            <input id="filter-q" name="q" type="search" defaultValue={filters.search} className="input" placeholder="Search by name" />
          </div>
          <div>
            <label htmlFor="filter-paid" className="label">
              Paid
            </label>
            <select id="filter-paid" name="paid" defaultValue={filters.paid} className="input">
              {PAID_FILTERS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-online" className="label">
              Online
            </label>
            <select id="filter-online" name="online" defaultValue={filters.online} className="input">
              {ONLINE_FILTERS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Filter
          </button>
        </Form>
      )}
      {toReview > 0 && filters.online !== "review" ? (
        <p className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Link to={`/religious-education/registrations?year=${filters.year}&online=review`} className="font-semibold">
            Online registrations to review: {toReview}
          </Link>
        </p>
      ) : null}
      <FieldErrors errors={actionData ? [...(actionData.result.error?.[""] ?? []), ...(actionData.result.error?.reason ?? [])] : undefined} />
      {list ? (
        <section className="card overflow-x-auto p-0">
          <p className="px-4 py-3 text-sm text-slate-600">
            {list.total} {list.total === 1 ? "registration" : "registrations"} · Tuition total: <strong className="text-slate-900">{formatCents(list.tuitionCents)}</strong> · Unpaid:{" "}
            <strong className="text-slate-900">{formatCents(list.unpaidCents)}</strong>
          </p>
          {list.rows.length === 0 ? (
            <p className="px-4 pb-4 text-sm text-slate-500">No registrations match these filters.</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Class</th>
                  <th scope="col">Tuition</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Photography</th>
                  <th scope="col">Safety Class</th>
                  <th scope="col">Notes</th>
                  <th scope="col">
                    <span className="sr-only">Edit</span>
                  </th>
                </tr>
              </thead>
              {/* Rows come as data (a pending online registration's row holds forms); their links are plain, with one click handler (useInAppClick). */}
              <tbody onClick={onClick}>
                {list.rows.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <a href={`/religious-education/students/${r.student.id}`}>{fullName(r.student)}</a>
                      {r.source === "ONLINE" ? (
                        <span className="ml-2 inline-flex gap-1 align-middle">
                          <OnlineBadge review={r.review} />
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <a href={`/religious-education/classes/${r.schoolClass.id}`}>{r.schoolClass.className}</a>
                    </td>
                    <td className="tabular-nums">{formatCents(r.tuitionCents)}</td>
                    <td>
                      <PaidBadge paid={r.paid} />
                    </td>
                    <td>{yesNo(r.photographyPermission)}</td>
                    <td>{yesNo(r.safetyClassPermission)}</td>
                    <td className="max-w-xs truncate" title={r.notes ?? undefined}>
                      {r.notes}
                    </td>
                    <td>
                      <div className="flex flex-wrap items-center gap-3">
                        {r.source === "ONLINE" && r.review === "PENDING" ? (
                          <>
                            <Form method="post">
                              <input type="hidden" name="intent" value="accept" />
                              <input type="hidden" name="registrationId" value={r.id} />
                              <SubmitButton
                                pending={navigation.state !== "idle" && navigation.formData?.get("intent") === "accept" && navigation.formData?.get("registrationId") === r.id}
                                pendingLabel="Accepting..."
                                className="btn-small"
                              >
                                Accept<span className="sr-only"> the registration of {fullName(r.student)}</span>
                              </SubmitButton>
                            </Form>
                            <RefuseButton registrationId={r.id} studentName={fullName(r.student)} cancelHref={here} small />
                          </>
                        ) : null}
                        <a href={`/religious-education/registrations/${r.id}/payments`} aria-label={`Tuition of ${fullName(r.student)}`}>
                          Tuition
                        </a>
                        <a href={`/religious-education/registrations/${r.id}/edit?from=${encodeURIComponent(here)}`} aria-label={`Edit registration of ${fullName(r.student)}`}>
                          Edit
                        </a>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {list.pageCount > 1 ? (
            <div className="px-4 py-3">
              <Pager page={list.page} pageCount={list.pageCount}>{`Page ${list.page} of ${list.pageCount}`}</Pager>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
