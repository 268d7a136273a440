import { registrationConfirmationEmail } from "~/emails/templates/registration-confirmation";
import type { Prisma } from "~/generated/prisma/client";
import { createLoginLink } from "~/modules/auth/login-link.server";
import { fullName, searchNameOf } from "~/modules/education/names";
import { ensureParentAccount } from "~/modules/education/parent-portal/parent-account.server";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { queueEmail } from "~/modules/email/queue-email.server";
import { db, type Tx } from "~/utils/db.server";
import { DEFAULT_LANGUAGE, type Language } from "~/utils/i18n";
import type { DraftChild, DraftParent, Step } from "./draft-data";
import { fieldErrors, firstIncompleteStep, SignatureSchema, type FieldErrors } from "./draft-schema";
import { findDraft, type DraftResult, type LoadedDraft } from "./draft.server";
import { familyTuition } from "./family-tuition";
import { findRegistrationLink } from "./registration-link.server";
import { askedOf, classIdSet, matchChildren, nameKey, type OpenLink } from "./steps.server";

export type SubmitOutcome =
  | { state: "done"; token: string }
  | { state: "closed" }
  | { state: "missing" }
  | { state: "incomplete"; step: Step }
  | { state: "errors"; errors: FieldErrors };

const orNull = (value: string) => value.trim() || null;
const day = (value: string) => (value ? new Date(`${value}T00:00:00Z`) : null);
const BAPTISM = { CATHOLIC: "CATHOLIC", PROTESTANT: "PROTESTANT", ORTHODOX: "ORTHODOX", NO: "NO" } as const;

/**
 * Sends a family's online registration (the review's Submit), once: in one transaction the draft
 * row is locked (SELECT ... FOR UPDATE), so of two submits (a double click, a reload) the second
 * waits, then finds it sent and registers nothing more. The link must still be open, the draft
 * complete and every class the church's. Parents are matched by e-mail (case-insensitive) in this
 * church, else created; students by first and last name (case and spaces ignored) and date of
 * birth, else created; on a match only empty fields are filled. A child already registered in the
 * year is skipped. Registrations are ONLINE and PENDING (the office reviews them), with the family
 * tuition (sibling discount, family maximum) and the typed signature. The first parent gets a
 * portal account when possible and the confirmation e-mail in the draft's language, sent after commit.
 */
export async function submitRegistration(input: { publicId: string | undefined; token: string | null; form: FormData; ip: string | null; now?: Date }): Promise<SubmitOutcome> {
  const now = input.now ?? new Date();
  const link = await findRegistrationLink(input.publicId, now);
  if (link.state !== "open") return { state: "closed" };
  const draft = await findDraft(link, input.token, now);
  if (draft === "missing") return { state: "missing" };
  if (draft.submittedAt) return { state: "done", token: draft.token };
  const signature = SignatureSchema.safeParse({ signedName: String(input.form.get("signedName") ?? "").slice(0, 2000), agree: input.form.get("agree") ?? undefined });
  if (!signature.success) return { state: "errors", errors: fieldErrors(signature.error) };
  const step = firstIncompleteStep(draft.data, await classIdSet(link), askedOf(link));
  if (step !== "review") return { state: "incomplete", step };

  const outcome = await db.$transaction(
    async (tx) => {
      const [locked] = await tx.$queryRaw<{ submittedAt: Date | null }[]>`
        SELECT "submittedAt" FROM "RegistrationDraft" WHERE "id" = ${draft.id} AND "churchId" = ${link.churchId} FOR UPDATE`;
      if (!locked || locked.submittedAt) return { emailIds: [] as string[] };
      const result = await register(tx, link, draft, { signedName: signature.data.signedName, ip: input.ip, now });
      await tx.registrationDraft.updateMany({
        where: { id: draft.id, churchId: link.churchId, submittedAt: null },
        data: { submittedAt: now, result: result as unknown as Prisma.InputJsonValue },
      });
      return { emailIds: result.emailId ? [result.emailId] : [] };
    },
    { timeout: 20_000 },
  );
  await dispatchEmails(link.churchId, outcome.emailIds);
  return { state: "done", token: draft.token };
}

type Signed = { signedName: string; ip: string | null; now: Date };

async function register(tx: Tx, link: OpenLink, draft: LoadedDraft, signed: Signed): Promise<DraftResult & { emailId: string | null }> {
  const { family, children } = draft.data;
  const churchId = link.churchId;
  // The classes, again inside the transaction: each must be the church's.
  const classIds = [...new Set(children.map((c) => c.classId))];
  const classes = await tx.schoolClass.findMany({ where: { churchId, id: { in: classIds } }, select: { id: true, className: true } });
  if (classes.length !== classIds.length) throw new Error("A class of the draft is not the church's");

  const matches = await matchChildren(tx, link, children);
  const parentIds = await matchParents(tx, churchId, draft, family.parents, matches.map((m) => m.studentId).filter((id): id is string => id !== null));
  const byRole = (role: string) => parentIds[family.parents.findIndex((p) => p.role === role)] ?? null;
  const links = { motherId: byRole("MOTHER"), fatherId: byRole("FATHER"), legalGuardianId: byRole("LEGAL_GUARDIAN") };
  const address = { address: orNull(family.address), address2: orNull(family.address2), city: orNull(family.city), state: orNull(family.state), zip: orNull(family.zip) };

  const registering = children.map((child, i) => ({ child, match: matches[i] })).filter(({ match }) => !match.alreadyRegistered);
  const tuition = familyTuition(
    link.rules,
    registering.map(({ child }) => child.classId),
  );
  const studentIds: string[] = [];
  const registrationIds: string[] = [];
  // What the registrations made add up to (a child the office registered a moment before is not counted).
  let totalCents = 0;
  const registered: { name: string; className: string }[] = [];
  const skipped = children.filter((_, i) => matches[i].alreadyRegistered).map((c) => fullName(c));
  for (const [k, { child, match }] of registering.entries()) {
    const studentId = match.studentId ? await fillStudent(tx, churchId, match.studentId, child, links, address) : await createStudent(tx, churchId, child, links, address);
    studentIds.push(studentId);
    // ON CONFLICT DO NOTHING: a registration the office made a moment ago is kept, not doubled.
    const [created] = await tx.registration.createManyAndReturn({
      data: [
        {
          churchId,
          studentId,
          schoolClassId: child.classId,
          schoolYearId: link.schoolYearId,
          source: "ONLINE",
          review: "PENDING",
          draftId: draft.id,
          tuitionCents: tuition.children[k].dueCents,
          photographyPermission: child.photography === "yes",
          safetyClassPermission: child.safety === "yes",
          notes: orNull(child.notes),
          signedName: signed.signedName,
          signedAt: signed.now,
          signedByEmail: family.parents[0].email.trim().toLowerCase(),
          signedFromIp: signed.ip?.slice(0, 100) ?? null,
        },
      ],
      skipDuplicates: true,
      select: { id: true },
    });
    if (created) {
      registrationIds.push(created.id);
      totalCents += tuition.children[k].dueCents;
      registered.push({ name: fullName(child), className: classes.find((c) => c.id === child.classId)!.className });
    } else skipped.push(fullName(child));
  }

  // The first parent's portal account and sign-in link, and the confirmation e-mail.
  const first = family.parents[0];
  const account = await ensureParentAccount(tx, churchId, parentIds[0]);
  const signIn = account.ok ? await createLoginLink({ tx, churchId, userId: account.userId, purpose: "PARENT", now: signed.now }) : null;
  const to = first.email.trim();
  const message = await registrationConfirmationEmail({
    lng: draft.locale ?? DEFAULT_LANGUAGE,
    to,
    parentName: fullName(first),
    churchName: link.contact.churchName,
    yearName: link.yearName,
    children: registered,
    totalCents,
    signInUrl: signIn?.url ?? null,
  });
  const emailId = await queueEmail(tx, churchId, message, { parentId: parentIds[0] });
  return { parentIds, studentIds, registrationIds, totalCents, skipped, emailed: to, emailId };
}

/**
 * Each parent of the family: the church's parent with the same e-mail (case-insensitive), the
 * portal parent who started the draft (the first), or, without an e-mail, the parent of the same
 * name already linked to one of the family's matched children; else a new parent. A matched
 * parent keeps the office's data: only empty fields are filled.
 */
async function matchParents(tx: Tx, churchId: string, draft: LoadedDraft, parents: DraftParent[], studentIds: string[]) {
  const { family } = draft.data;
  const known = studentIds.length
    ? await tx.student.findMany({
        where: { churchId, id: { in: studentIds } },
        select: { mother: { select: { id: true, firstname: true, lastname: true } }, father: { select: { id: true, firstname: true, lastname: true } }, legalGuardian: { select: { id: true, firstname: true, lastname: true } } },
      })
    : [];
  const relatives = known.flatMap((s) => [s.mother, s.father, s.legalGuardian]).filter((p): p is NonNullable<typeof p> => p !== null);
  const ids: string[] = [];
  for (const [i, p] of parents.entries()) {
    const same = parents.findIndex((q, j) => j < i && q.email.trim() && q.email.trim().toLowerCase() === p.email.trim().toLowerCase());
    if (same >= 0) {
      // The same e-mail typed twice in one family is one parent.
      ids.push(ids[same]);
      continue;
    }
    const email = p.email.trim().toLowerCase();
    let found: { id: string } | null = null;
    if (i === 0 && draft.parentId) found = await tx.parent.findFirst({ where: { id: draft.parentId, churchId }, select: { id: true } });
    if (!found && email) found = await tx.parent.findFirst({ where: { churchId, email: { equals: email, mode: "insensitive" } }, select: { id: true }, orderBy: { createdAt: "asc" } });
    if (!found && !email) found = relatives.find((r) => nameKey(r) === nameKey(p)) ?? null;
    const id = found?.id ?? null;
    const values = {
      role: p.role as "MOTHER" | "FATHER" | "LEGAL_GUARDIAN",
      firstname: p.firstname.trim(),
      middlename: orNull(p.middlename),
      lastname: p.lastname.trim(),
      email: email || null,
      cellPhone: orNull(p.cellPhone),
      address: orNull(family.address),
      address2: orNull(family.address2),
      city: orNull(family.city),
      state: orNull(family.state),
      zip: orNull(family.zip),
      locale: draft.locale as Language,
    };
    if (id) {
      await fillEmpty(tx, "parent", churchId, id, values);
      ids.push(id);
    } else {
      const created = await tx.parent.create({ data: { churchId, ...values, searchName: searchNameOf(values) }, select: { id: true } });
      ids.push(created.id);
    }
  }
  return ids;
}

/** Fills the record's empty (null or blank) fields with the given values; what the office typed stays. */
async function fillEmpty(tx: Tx, model: "parent" | "student", churchId: string, id: string, values: Record<string, unknown>) {
  const current = (model === "parent" ? await tx.parent.findFirst({ where: { id, churchId } }) : await tx.student.findFirst({ where: { id, churchId } })) as Record<string, unknown> | null;
  if (!current) return;
  const missing = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== null && v !== undefined && (current[k] === null || current[k] === "")));
  if (!Object.keys(missing).length) return;
  if (model === "parent") await tx.parent.updateMany({ where: { id, churchId }, data: missing });
  else await tx.student.updateMany({ where: { id, churchId }, data: missing });
}

type Links = { motherId: string | null; fatherId: string | null; legalGuardianId: string | null };
type Address = { address: string | null; address2: string | null; city: string | null; state: string | null; zip: string | null };

const studentValues = (child: DraftChild, links: Links, address: Address) => ({
  firstname: child.firstname.trim(),
  middlename: orNull(child.middlename),
  lastname: child.lastname.trim(),
  dateOfBirth: day(child.dateOfBirth),
  gender: child.gender === "MALE" ? ("MALE" as const) : child.gender === "FEMALE" ? ("FEMALE" as const) : null,
  baptized: BAPTISM[child.baptized as keyof typeof BAPTISM] ?? null,
  baptizedDate: child.baptized !== "NO" ? day(child.baptizedDate) : null,
  churchOfBaptism: child.baptized !== "NO" ? orNull(child.churchOfBaptism) : null,
  firstCommunion: child.firstCommunion === "yes",
  confirmation: child.confirmation === "yes",
  livesWith: livesWithOf(links),
  ...links,
  ...address,
});

/** Who the child lives with, as far as the family's adults tell: a guardian, both parents, or the one parent given. */
const livesWithOf = (links: Links) =>
  links.legalGuardianId ? ("GUARDIAN" as const) : links.motherId && links.fatherId ? ("BOTH_PARENTS" as const) : links.motherId ? ("MOTHER" as const) : links.fatherId ? ("FATHER" as const) : null;

async function createStudent(tx: Tx, churchId: string, child: DraftChild, links: Links, address: Address) {
  const values = studentValues(child, links, address);
  const created = await tx.student.create({ data: { churchId, type: "CHURCH", status: "CURRENT", ...values, searchName: searchNameOf(values) }, select: { id: true } });
  return created.id;
}

async function fillStudent(tx: Tx, churchId: string, studentId: string, child: DraftChild, links: Links, address: Address) {
  // Name and date of birth are what matched; the rest fills what the office left empty.
  const values: Partial<ReturnType<typeof studentValues>> = studentValues(child, links, address);
  delete values.firstname;
  delete values.lastname;
  delete values.dateOfBirth;
  await fillEmpty(tx, "student", churchId, studentId, values);
  return studentId;
}
