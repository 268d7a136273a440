import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms/plain-field";
import { Notice, PortalErrorBoundary } from "~/components/parent-portal/portal-ui";
import { NOT_CONNECTED, NOTHING_DUE } from "~/modules/billing/tuition.server";
import { getPortalHome } from "~/modules/education/parent-portal/portal-home.server";
import { portalTitle, requirePortalPage } from "~/modules/education/parent-portal/page.server";
import { uploadSlugOf } from "~/modules/education/parent-portal/upload-kinds";
import { parentTuitionCheckout } from "~/modules/education/parent-portal/tuition.server";
import { AppError } from "~/utils/errors.server";
import { formatMoneyIn, isLanguage, type Language } from "~/utils/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Parent portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { parent, church, t } = await requirePortalPage(request);
  const home = await getPortalHome(parent);
  return { ...home, title: portalTitle(t("home.meta"), church.name), churchName: church.name, firstname: parent.firstname };
}

/** 'Pay tuition' of one of the parent's children's registrations: to the checkout (404 for any other registration). */
export async function action({ request }: ActionFunctionArgs) {
  const { parent, t, tc } = await requirePortalPage(request);
  const form = await request.formData().catch(() => null);
  const registrationId = form?.get("registrationId");
  if (form?.get("intent") !== "pay" || typeof registrationId !== "string") return data({ registrationId: null, error: tc("errors.tryAgain") }, { status: 400 });
  try {
    return redirect(await parentTuitionCheckout(parent, registrationId));
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw new Response("Not Found", { status: 404 });
    if (error instanceof AppError && (error.message === NOT_CONNECTED || error.message === NOTHING_DUE)) {
      return data({ registrationId, error: error.message === NOT_CONNECTED ? t("home.payAtOffice") : t("home.nothingDue") }, { status: 409 });
    }
    console.error("portal: tuition checkout failed", error);
    return data({ registrationId, error: tc("errors.tryAgain") }, { status: 503 });
  }
}

type Home = ReturnType<typeof useLoaderData<typeof loader>>;
type Child = Home["children"][number];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3 border-b border-slate-50 pb-2 last:border-0 last:pb-0">
      <dt className="w-28 shrink-0 pt-0.5 text-sm font-medium text-slate-500 sm:w-40">{label}</dt>
      <dd className="min-w-0 flex-1 text-slate-900">{children}</dd>
    </div>
  );
}

function ChildCard({ child, canPayByCard, yearName, lng }: { child: Child; canPayByCard: boolean; yearName: string | null; lng: Language }) {
  const { t } = useTranslation("portal");
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const r = child.registration;
  const name = `${child.firstname} ${child.lastname}`;
  const paying = navigation.state !== "idle" && navigation.formData?.get("registrationId") === r?.id;
  const headingId = `child-${child.id}`;
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-4" data-testid="child-card">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {name}
        </h2>
        <p className="text-sm text-slate-600">
          {t("home.preparing")}: <strong className="text-slate-900">{child.preparingFor ? t(`home.sacrament.${child.preparingFor}`) : t("home.preparingNone")}</strong>
        </p>
      </div>
      {r ? (
        <dl className="flex flex-col gap-2">
          <Row label={t("home.classLabel")}>{r.className}</Row>
          <Row label={t("home.catechist")}>{r.catechist ?? t("home.notYetKnown")}</Row>
          <Row label={t("home.meets")}>{r.meets ?? t("home.notYetKnown")}</Row>
          <Row label={t("home.location")}>{r.location ?? t("home.notYetKnown")}</Row>
          <Row label={t("home.registration", { year: yearName ?? "" })}>
            <span className={r.status === "pending" ? "font-semibold text-amber-800" : "font-semibold text-green-800"}>
              {r.status === "pending" ? t("home.statusPending") : t("home.statusAccepted")}
            </span>{" "}
            <span className="text-sm text-slate-600">({r.online ? t("home.sourceOnline") : t("home.sourceOffice")})</span>
          </Row>
          <Row label={t("home.tuition")}>
            {r.tuitionCents === 0 ? (
              t("home.noTuition")
            ) : (
              <span className="flex flex-col gap-2">
                <span>
                  {t("home.tuitionLine", { paid: formatMoneyIn(lng, r.paidCents), total: formatMoneyIn(lng, r.tuitionCents) })} ·{" "}
                  {r.dueCents > 0 ? (
                    <strong className="text-red-700">{t("home.due", { amount: formatMoneyIn(lng, r.dueCents) })}</strong>
                  ) : (
                    <strong className="text-green-800">{t("home.paidInFull")}</strong>
                  )}
                </span>
                {r.dueCents > 0 ? (
                  canPayByCard ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="pay" />
                      <input type="hidden" name="registrationId" value={r.id} />
                      <SubmitButton pending={paying} pendingLabel={t("home.paying")} className="w-full sm:w-auto">
                        {t("home.payTuition")} ({formatMoneyIn(lng, r.dueCents)})
                      </SubmitButton>
                    </Form>
                  ) : (
                    <span className="text-sm text-slate-600">{t("home.payAtOffice")}</span>
                  )
                ) : null}
                {actionData?.registrationId === r.id ? <Notice tone="error">{actionData.error}</Notice> : null}
              </span>
            )}
          </Row>
          <Row label={t("home.absences")}>{r.absences === 0 ? t("home.noAbsences") : t("home.absencesCount", { count: r.absences })}</Row>
        </dl>
      ) : (
        <p className="text-slate-700">{yearName ? t("home.notRegistered", { year: yearName }) : t("home.yearNotSet")}</p>
      )}
      <section aria-label={`${t("home.documents")}: ${name}`} className="flex flex-col gap-2 border-t border-slate-100 pt-3">
        {child.received.length ? (
          <ul className="flex flex-col gap-1 text-sm text-slate-700">
            {child.received.map((kind) => (
              <li key={kind}>
                ✓ {t(`documents.${kind}`)}: {t("home.uploadedByYou")}
              </li>
            ))}
          </ul>
        ) : null}
        {child.missing.length === 0 ? (
          <p className="text-sm text-green-800">{t("home.allReceived")}</p>
        ) : (
          <>
            <h3 className="text-sm font-semibold text-slate-900">{t("home.needs")}</h3>
            <ul className="flex flex-col gap-2">
              {child.missing.map((kind) => (
                <li key={kind} className="flex items-center justify-between gap-3 rounded-md bg-amber-50 px-3 py-2">
                  <span className="text-slate-900">{t(`documents.${kind}`)}</span>
                  <Link
                    to={`/re/parent/children/${child.id}/documents/${uploadSlugOf(kind)}`}
                    className="btn-secondary btn-small"
                    aria-label={t("home.uploadNamed", { document: t(`documentPhrase.${kind}`), child: name })}
                  >
                    {t("home.upload")}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}

/** What the family still has to do, on top: each item links to its child's card. */
function ToDo({ children, lng }: { children: Child[]; lng: Language }) {
  const { t } = useTranslation("portal");
  const items: { key: string; href: string; text: string }[] = [];
  for (const child of children) {
    const name = `${child.firstname} ${child.lastname}`;
    const href = `#child-${child.id}`;
    if (child.registration && child.registration.dueCents > 0) {
      items.push({ key: `pay-${child.id}`, href, text: t("home.todoPay", { amount: formatMoneyIn(lng, child.registration.dueCents), child: name }) });
    }
    for (const kind of child.missing) items.push({ key: `${kind}-${child.id}`, href, text: t("home.todoUpload", { document: t(`documentPhrase.${kind}`), child: name }) });
    if (child.registration?.status === "pending") items.push({ key: `review-${child.id}`, href, text: t("home.todoReview", { child: name }) });
  }
  return (
    <section aria-labelledby="todo-title" className="card flex flex-col gap-2" data-testid="todo">
      <h2 id="todo-title" className="text-lg font-semibold text-slate-900">
        {t("home.todo")}
      </h2>
      {items.length === 0 ? (
        <p className="text-green-800">{t("home.allSet")}</p>
      ) : (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {items.map((item) => (
            <li key={item.key}>
              <a href={item.href}>{item.text}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function ParentHome() {
  const home = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("portal");
  const lng: Language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("home.welcome", { name: home.firstname })}</h1>
        <p className="text-slate-600">{t("home.intro", { church: home.churchName })}</p>
      </div>
      {home.openYears.map((y) => (
        <div key={y.schoolYearId} className="card flex flex-wrap items-center justify-between gap-3 border-blue-200 bg-blue-50">
          <p className="text-blue-900">{t("home.nextYear", { year: y.yearName })}</p>
          <Link to="/re/parent/register" className="btn">
            {t("home.registerNow", { year: y.yearName })}
          </Link>
        </div>
      ))}
      {home.children.length > 0 ? <ToDo children={home.children} lng={lng} /> : null}
      {home.children.length === 0 ? <p className="card text-slate-700">{t("home.noChildren")}</p> : null}
      {home.children.map((child) => (
        <ChildCard key={child.id} child={child} canPayByCard={home.canPayByCard} yearName={home.yearName} lng={lng} />
      ))}
      {home.contact.phone || home.contact.email ? (
        <section aria-labelledby="contact-title" className="card flex flex-col gap-1 text-sm">
          <h2 id="contact-title" className="font-semibold text-slate-900">
            {t("home.contact")}
          </h2>
          {home.contact.phone ? (
            <p>
              {t("home.phone")}: <a href={`tel:${home.contact.phone.replace(/[^0-9+]/g, "")}`}>{home.contact.phone}</a>
            </p>
          ) : null}
          {home.contact.email ? (
            <p>
              {t("home.emailLabel")}: <a href={`mailto:${home.contact.email}`}>{home.contact.email}</a>
            </p>
          ) : null}
          {home.contact.address ? <p className="text-slate-600">{home.contact.address}</p> : null}
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = PortalErrorBoundary;
