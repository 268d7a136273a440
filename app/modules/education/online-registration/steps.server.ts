import { data, redirect } from "@remix-run/node";
import { ageReferenceDate } from "~/modules/education/reports/overage-report.server";
import { searchKey, fullName } from "~/modules/education/names";
import { ageInYears } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { pageLanguage } from "~/utils/i18n.server";
import { emptyChild, emptyParent, MAX_CHILDREN, MAX_PARENTS, normalizeDraft, readFields, stepsFor, type AskedPermissions, type DraftData, type Step } from "./draft-data";
import { childrenErrors, classErrors, familyErrors, firstIncompleteStep, permissionErrors, type FieldErrors } from "./draft-schema";
import { draftPath, findDraft, saveDraft, type LoadedDraft } from "./draft.server";
import { familyTuition } from "./family-tuition";
import { findRegistrationLink, type RegistrationLink } from "./registration-link.server";

export type OpenLink = Extract<RegistrationLink, { state: "open" }>;
export type StepContext = { link: OpenLink; draft: LoadedDraft; asked: AskedPermissions; steps: Step[] };

/** What a step's action answers when the family must correct something: the codes, per field. */
export type StepReply = { errors: FieldErrors };

export const askedOf = (link: OpenLink): AskedPermissions => ({ photography: link.settings.askPhotographyPermission, safety: link.settings.askSafetyClassPermission });

export const tokenOf = (request: Request, form?: FormData) => {
  const posted = form?.get("d");
  return typeof posted === "string" && posted ? posted : new URL(request.url).searchParams.get("d");
};

/**
 * A step page's link and draft, or the answer that sends the family elsewhere: null when the link
 * is invalid or closed (the layout shows why; a POST goes back to the start, which shows it too),
 * the start page with a message for a missing or expired draft, the done page for a sent one.
 */
export async function stepContext(request: Request, publicId: string | undefined, form?: FormData): Promise<StepContext | null> {
  const link = await findRegistrationLink(publicId);
  if (link.state !== "open") {
    if (request.method !== "GET" && request.method !== "HEAD") throw redirect(`/${encodeURIComponent(publicId ?? "")}/re`);
    return null;
  }
  const draft = await findDraft(link, tokenOf(request, form));
  if (draft === "missing") throw redirect(`/${link.publicId}/re?expired=1`);
  if (draft.submittedAt) throw redirect(draftPath(link.publicId, "done", draft.token));
  const asked = askedOf(link);
  return { link, draft, asked, steps: stepsFor(asked) };
}

/** A class's usual ages without words ("7–8", "7+", "≤8"), so both languages can show it. */
const agesText = (c: { minAge: number | null; maxAge: number | null }) =>
  c.minAge !== null && c.maxAge !== null ? (c.minAge === c.maxAge ? `${c.minAge}` : `${c.minAge}–${c.maxAge}`) : c.minAge !== null ? `${c.minAge}+` : c.maxAge !== null ? `≤${c.maxAge}` : null;

/** The church's classes for the class step, each with its own tuition when it has one. */
export async function churchClasses(link: OpenLink) {
  const classes = await db.schoolClass.findMany({
    where: { churchId: link.churchId },
    select: { id: true, className: true, minAge: true, maxAge: true, meets: true },
    orderBy: { className: "asc" },
  });
  return classes.map((c) => ({ ...c, tuitionCents: link.rules.classTuition[c.id] ?? link.rules.tuitionCents, ages: agesText(c) }));
}

export const classIdSet = async (link: OpenLink) => new Set((await churchClasses(link)).map((c) => c.id));

/** A step may be shown once the steps before it are complete; else the first incomplete one. */
export async function requireReached(ctx: StepContext, step: Step) {
  if (step === "family") return;
  const first = firstIncompleteStep(ctx.draft.data, await classIdSet(ctx.link), ctx.asked);
  const order = ctx.steps;
  if (order.indexOf(first) < order.indexOf(step)) throw redirect(draftPath(ctx.link.publicId, first, ctx.draft.token));
}

const nextOf = (ctx: StepContext, step: Step) => ctx.steps[ctx.steps.indexOf(step) + 1] ?? "review";
const previousOf = (ctx: StepContext, step: Step): Step | "" => (ctx.steps.indexOf(step) > 0 ? ctx.steps[ctx.steps.indexOf(step) - 1] : "");

/**
 * The end of every step's POST: keep what was typed (always: going back or a failed check loses
 * nothing), then 'back' goes to the previous step, a list button (add, remove) back to this page,
 * and 'next' on to the next step when this step's check passes, else the errors (400).
 */
async function finishStep(request: Request, ctx: StepContext, step: Step, next: DraftData, move: "next" | "back" | "stay", check: () => FieldErrors | Promise<FieldErrors>) {
  const { lng } = await pageLanguage(request, ctx.draft.locale);
  await saveDraft(ctx.draft, ctx.link, next, lng);
  const here = (s: Step | "") => draftPath(ctx.link.publicId, s, ctx.draft.token);
  if (move === "back") return redirect(here(previousOf(ctx, step)));
  if (move === "stay") return redirect(here(step));
  const errors = await check();
  if (Object.keys(errors).length) return data<StepReply>({ errors }, { status: 400 });
  return redirect(here(nextOf(ctx, step)));
}

const moveOf = (intent: FormDataEntryValue | null): "next" | "back" | "stay" => (intent === "back" ? "back" : intent === "next" || intent === null ? "next" : "stay");

// ---------------------------------------------------------------------------------------------
// Family

export async function saveFamilyStep(request: Request, ctx: StepContext, form: FormData) {
  const intent = form.get("intent");
  const count = Math.min(MAX_PARENTS, Math.max(1, Number(form.get("parentCount")) || 1));
  let parents = Array.from({ length: count }, (_, i) => readFields(form, `parents[${i}].`, emptyParent()));
  if (intent === "add-parent" && parents.length < MAX_PARENTS) parents.push(emptyParent());
  const removed = typeof intent === "string" ? /^remove-parent-(\d+)$/.exec(intent) : null;
  if (removed && parents.length > 1) parents = parents.filter((_, i) => i !== Number(removed[1]));
  const family = { ...readFields(form, "", { address: "", address2: "", city: "", state: "", zip: "" }), parents };
  const next = { ...ctx.draft.data, family };
  return finishStep(request, ctx, "family", next, moveOf(intent), () => familyErrors(family));
}

// ---------------------------------------------------------------------------------------------
// Children (what the class and permission steps add is kept per child)

export async function saveChildrenStep(request: Request, ctx: StepContext, form: FormData) {
  const intent = form.get("intent");
  const count = Math.min(MAX_CHILDREN + 1, Math.max(0, Number(form.get("childCount")) || 0));
  const typed = Array.from({ length: count }, (_, i) => {
    const { firstname, middlename, lastname, dateOfBirth, gender, baptized, baptizedDate, churchOfBaptism, firstCommunion, confirmation, notes } = emptyChild();
    const fields = { firstname, middlename, lastname, dateOfBirth, gender, baptized, baptizedDate, churchOfBaptism, firstCommunion, confirmation, notes };
    const kept = ctx.draft.data.children[i] ?? emptyChild();
    return { ...kept, ...readFields(form, `children[${i}].`, fields) };
  });
  let children = typed;
  const removed = typeof intent === "string" ? /^remove-child-(\d+)$/.exec(intent) : null;
  if (removed) children = children.filter((_, i) => i !== Number(removed[1]));
  if (intent === "add-child" && children.length < MAX_CHILDREN) children = [...children, { ...emptyChild(), lastname: children[0]?.lastname || ctx.draft.data.family.parents[0]?.lastname || "" }];
  // Stored bounded; an 11th child posted is refused by the check, not kept.
  const next = normalizeDraft({ ...ctx.draft.data, children });
  return finishStep(request, ctx, "children", next, moveOf(intent), () => (children.length > MAX_CHILDREN ? { children: "tooManyChildren" } : childrenErrors(children)));
}

// ---------------------------------------------------------------------------------------------
// Classes

export type ClassChoice = { id: string; className: string; ages: string | null; meets: string | null; tuitionCents: number };

/** Per child: the age on September 1 of the year, the classes for that age (suggested) and the others. */
export async function classStepData(ctx: StepContext) {
  const classes = await churchClasses(ctx.link);
  const reference = ageReferenceDate(ctx.link.yearName);
  const children = ctx.draft.data.children.map((child) => {
    const born = /^\d{4}-\d{2}-\d{2}$/.test(child.dateOfBirth) ? new Date(`${child.dateOfBirth}T00:00:00Z`) : null;
    const age = born ? ageInYears(born, reference) : null;
    const fits = (c: (typeof classes)[number]) => age !== null && (c.minAge !== null || c.maxAge !== null) && (c.minAge === null || c.minAge <= age) && (c.maxAge === null || age <= c.maxAge);
    const pick = ({ id, className, ages, meets, tuitionCents }: (typeof classes)[number]): ClassChoice => ({ id, className, ages, meets, tuitionCents });
    return { name: fullName(child), age, classId: child.classId, suggested: classes.filter(fits).map(pick), other: classes.filter((c) => !fits(c)).map(pick) };
  });
  return { children };
}

export async function saveClassesStep(request: Request, ctx: StepContext, form: FormData) {
  const children = ctx.draft.data.children.map((child, i) => ({ ...child, classId: String(form.get(`children[${i}].classId`) ?? "").slice(0, 64) }));
  const next = { ...ctx.draft.data, children };
  const ids = await classIdSet(ctx.link);
  return finishStep(request, ctx, "classes", next, moveOf(form.get("intent")), () => classErrors(children, ids));
}

// ---------------------------------------------------------------------------------------------
// Permissions

export async function savePermissionsStep(request: Request, ctx: StepContext, form: FormData) {
  const yesNo = (v: FormDataEntryValue | null) => (v === "yes" || v === "no" ? v : "");
  const children = ctx.draft.data.children.map((child, i) => ({
    ...child,
    photography: ctx.asked.photography ? yesNo(form.get(`children[${i}].photography`)) : "",
    safety: ctx.asked.safety ? yesNo(form.get(`children[${i}].safety`)) : "",
  }));
  const next = { ...ctx.draft.data, children };
  return finishStep(request, ctx, "permissions", next, moveOf(form.get("intent")), () => permissionErrors(children, ctx.asked));
}

// ---------------------------------------------------------------------------------------------
// Review

/** First and last name as the matching compares them (case and spaces ignored). */
export const nameKey = (person: { firstname: string; lastname: string }) => `${searchKey(person.firstname)}|${searchKey(person.lastname)}`;

/**
 * The church's students matching each child (first and last name, case and spaces ignored, and
 * date of birth), with whether each is already registered in the year: such a child is not
 * registered twice. `client` lets the submit run it inside its transaction.
 */
export async function matchChildren(
  client: Pick<typeof db, "student">,
  link: { churchId: string; schoolYearId: string },
  children: { firstname: string; lastname: string; dateOfBirth: string }[],
) {
  const dates = [...new Set(children.map((c) => c.dateOfBirth).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)))].map((d) => new Date(`${d}T00:00:00Z`));
  const known = dates.length
    ? await client.student.findMany({
        where: { churchId: link.churchId, dateOfBirth: { in: dates } },
        select: { id: true, firstname: true, lastname: true, dateOfBirth: true, registrations: { where: { churchId: link.churchId, schoolYearId: link.schoolYearId }, select: { id: true } } },
        orderBy: { createdAt: "asc" },
      })
    : [];
  return children.map((child) => {
    const found = known.find((s) => s.dateOfBirth?.toISOString().slice(0, 10) === child.dateOfBirth && nameKey(s) === nameKey(child));
    return { studentId: found?.id ?? null, alreadyRegistered: Boolean(found?.registrations.length) };
  });
}

/** The review: every child with its class, whether it is already registered, and the tuition of those that will be. */
export async function reviewData(ctx: StepContext) {
  const classes = await churchClasses(ctx.link);
  const matches = await matchChildren(db, ctx.link, ctx.draft.data.children);
  const toRegister = ctx.draft.data.children.map((c, i) => ({ child: c, i })).filter(({ i }) => !matches[i].alreadyRegistered);
  const tuition = familyTuition(
    ctx.link.rules,
    toRegister.map(({ child }) => child.classId),
  );
  const children = ctx.draft.data.children.map((child, i) => {
    const k = toRegister.findIndex((r) => r.i === i);
    return {
      ...child,
      name: fullName(child),
      className: classes.find((c) => c.id === child.classId)?.className ?? null,
      alreadyRegistered: matches[i].alreadyRegistered,
      tuition: k >= 0 ? tuition.children[k] : null,
    };
  });
  return { family: ctx.draft.data.family, children, tuition: { listCents: tuition.listCents, discountCents: tuition.discountCents, totalCents: tuition.totalCents }, nothingToRegister: toRegister.length === 0 };
}
