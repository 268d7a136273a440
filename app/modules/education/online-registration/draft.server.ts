import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/utils/i18n";
import { hashToken, newToken } from "~/utils/tokens.server";
import { DRAFT_DAYS, draftPath, emptyChild, emptyParent, normalizeDraft, type DraftData, type RegistrationPrefill } from "./draft-data";

export type { RegistrationPrefill };

const MAX_TOKEN_LENGTH = 100;

/**
 * Starts an online registration for a church's school year and returns the raw token of its
 * address (?d=TOKEN; only its sha256 is stored). `prefill` fills the family step (and children,
 * if given) ahead: the portal's 'Register for next year' passes the signed-in parent's family and
 * `parentId`. `locale` is the language of its pages and of the confirmation e-mail ("en" | "es").
 * The year must be the church's (404 otherwise). Rate limits are the caller's (the public start
 * page counts per address). Go on with `draftPath(publicId, "family", token)`.
 */
export async function startRegistrationDraft(input: {
  churchId: string;
  schoolYearId: string;
  locale: string;
  ip: string | null;
  parentId?: string | null;
  prefill?: RegistrationPrefill;
}): Promise<string> {
  const year = await db.schoolYear.findFirst({ where: { id: input.schoolYearId, churchId: input.churchId }, select: { id: true } });
  if (!year) throw notFound();
  const parentId = input.parentId ? ((await db.parent.findFirst({ where: { id: input.parentId, churchId: input.churchId }, select: { id: true } }))?.id ?? null) : null;
  const token = newToken();
  const prefill = input.prefill ?? {};
  const data = normalizeDraft({
    family: { ...prefill.family, parents: (prefill.family?.parents ?? []).map((p) => ({ ...emptyParent(), ...p })) },
    children: (prefill.children ?? []).map((c) => ({ ...emptyChild(), ...c })),
  });
  await db.registrationDraft.create({
    data: {
      churchId: input.churchId,
      schoolYearId: year.id,
      tokenHash: hashToken(token),
      locale: isLanguage(input.locale) ? input.locale : DEFAULT_LANGUAGE,
      data: data as unknown as Prisma.InputJsonValue,
      parentId,
      ip: input.ip?.slice(0, 100) ?? null,
    },
  });
  return token;
}

export { draftPath };

export type DraftResult = { parentIds: string[]; studentIds: string[]; registrationIds: string[]; totalCents: number; skipped: string[]; emailed: string | null };

export type LoadedDraft = {
  id: string;
  token: string;
  locale: Language;
  data: DraftData;
  parentId: string | null;
  submittedAt: Date | null;
  result: DraftResult | null;
};

/**
 * The draft of `token` for this church's year: 'missing' for no token or one that is unknown, of
 * another church or year, or older than DRAFT_DAYS and never sent (the page goes back to the start
 * with a message); a sent draft stays readable (its done page) whatever its age.
 */
export async function findDraft(link: { churchId: string; schoolYearId: string }, token: string | null | undefined, now = new Date()): Promise<LoadedDraft | "missing"> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return "missing";
  const row = await db.registrationDraft.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.churchId !== link.churchId || row.schoolYearId !== link.schoolYearId) return "missing";
  const expired = now.getTime() - row.createdAt.getTime() > DRAFT_DAYS * 24 * 60 * 60 * 1000;
  if (expired && !row.submittedAt) return "missing";
  return {
    id: row.id,
    token,
    locale: isLanguage(row.locale) ? row.locale : DEFAULT_LANGUAGE,
    data: normalizeDraft(row.data),
    parentId: row.parentId,
    submittedAt: row.submittedAt,
    result: (row.result as DraftResult | null) ?? null,
  };
}

/** Keeps what was typed (and the page's language), while the draft is not sent. */
export async function saveDraft(draft: { id: string }, link: { churchId: string }, data: DraftData, locale: Language) {
  await db.registrationDraft.updateMany({
    where: { id: draft.id, churchId: link.churchId, submittedAt: null },
    data: { data: data as unknown as Prisma.InputJsonValue, locale },
  });
}

/** The language switch on a draft's page: its pages and its confirmation e-mail follow. */
export async function saveDraftLocale(draft: { id: string }, link: { churchId: string }, locale: Language) {
  await db.registrationDraft.updateMany({ where: { id: draft.id, churchId: link.churchId, submittedAt: null }, data: { locale } });
}
