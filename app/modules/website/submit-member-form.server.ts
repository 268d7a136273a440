import { newMemberEmail } from "~/emails/templates/new-member";
import type { Prisma } from "~/generated/prisma/client";
import { fullName, searchNameOf } from "~/modules/education/names";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { queueEmail } from "~/modules/email/queue-email.server";
import { calendarDate } from "~/modules/parish/wall-clock";
import { db } from "~/utils/db.server";
import { getFormSettings } from "./get-form-settings.server";
import type { MemberFormInput } from "./member-form";
import { publicChurch } from "./public-website.server";

const sameName = (a: { firstname: string; lastname: string }, b: { firstname: string; lastname: string }) => searchNameOf(a) === searchNameOf(b);

/**
 * Saves a new-member form for the church named in the address (spec: POST /forms/{churchId}/members):
 * the household of the primary member's e-mail, if the church has one, is joined (members already in
 * it by name are not added twice); otherwise a household is created. Blank member blocks are left
 * out; a member without a last name takes the primary member's. The addresses of the form settings
 * are e-mailed once it is saved. Answers where the visitor goes next.
 */
export async function submitMemberForm(churchId: string, values: MemberFormInput) {
  const church = await publicChurch(churchId);
  const settings = await getFormSettings(church.id);
  const p = values.primaryMember;
  const email = p.email?.toLowerCase() ?? null;
  const others = (values.otherMembers ?? []).filter((m) => m.firstname);

  const { household, joined, emailIds } = await db.$transaction(async (tx) => {
    const existing = email ? await tx.household.findFirst({ where: { churchId: church.id, email }, include: { members: { select: { firstname: true, lastname: true } } }, orderBy: { createdAt: "asc" } }) : null;
    const family = { address: p.address || null, city: p.city || null, state: p.state || null, zip: p.zip || null, phone: p.phone ?? null, donationMethod: p.donationMethod ?? null };
    const household = existing
      ? await tx.household.update({ where: { id: existing.id }, data: Object.fromEntries(Object.entries(family).filter(([, v]) => v !== null)) })
      : await tx.household.create({ data: { churchId: church.id, email, ...family } });
    const people: Prisma.MemberCreateManyInput[] = [
      { ageGroup: "ADULT" as const, firstname: p.firstname, lastname: p.lastname, headOfHousehold: p.headOfHousehold ?? false, isPrimary: true, phone: p.phone ?? null, email: p.email ?? null, dateOfBirth: p.dateOfBirth ? calendarDate(p.dateOfBirth) : null },
      ...others.map((m) => ({
        ageGroup: m.ageGroup,
        firstname: m.firstname!,
        lastname: m.lastname || p.lastname,
        headOfHousehold: m.ageGroup === "ADULT" && (m.headOfHousehold ?? false),
        phone: m.phone ?? null,
        email: m.email ?? null,
        dateOfBirth: m.dateOfBirth ? calendarDate(m.dateOfBirth) : null,
        baptized: m.baptized ?? false,
        firstCommunion: m.firstCommunion ?? false,
        confirmation: m.confirmation ?? false,
      })),
    ]
      .filter((m) => !existing?.members.some((known) => sameName(known, m)))
      .map((m) => ({ ...m, churchId: church.id, householdId: household.id, searchName: searchNameOf(m) }));
    // A household has one head: the head this form names takes over (a member already known keeps their row).
    const head = people.find((m) => m.headOfHousehold) ?? null;
    const namedHead = p.headOfHousehold ? p : others.find((m) => m.ageGroup === "ADULT" && m.headOfHousehold);
    if (existing && namedHead) {
      await tx.member.updateMany({ where: { householdId: household.id, churchId: church.id }, data: { headOfHousehold: false } });
      if (!head) await tx.member.updateMany({ where: { householdId: household.id, churchId: church.id, searchName: searchNameOf({ firstname: namedHead.firstname!, lastname: namedHead.lastname || p.lastname }) }, data: { headOfHousehold: true } });
    }
    await tx.member.createMany({ data: people });
    const emailIds: string[] = [];
    for (const to of settings.notifyEmails) {
      emailIds.push(await queueEmail(tx, church.id, newMemberEmail({ to, churchName: church.name, primaryName: fullName(p), memberCount: people.length, householdId: household.id, joined: Boolean(existing) })));
    }
    return { household, joined: Boolean(existing), emailIds };
  });
  await dispatchEmails(church.id, emailIds);
  return { householdId: household.id, joined, redirectUrl: settings.redirectUrl };
}
