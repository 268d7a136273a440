// Demo data of the parent portal and online registration (issue 13), once per church (while it has
// no registration settings). St. Mary's current year is open for registration: $150 a child, $175
// or $200 in some classes, $25 off each sibling, at most $400 a family. parent@demo.parish (Patricia
// Okafor) has two children: one with every document, one missing documents and owing tuition.
// padre@demo.parish (José Ramírez) reads the portal in Spanish; his younger child's registration
// came in online and waits for the office.
import { parentMessageEmail } from "~/emails/templates/parent-message";
import { settleTuition } from "~/modules/billing/settle-tuition.server";
import { unsubscribeToken } from "~/modules/education/email/unsubscribe-token.server";
import { newPublicId } from "~/modules/education/online-registration/registration-link.server";
import { db } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { createStudentDocument } from "./factories";

const CLASS_TUITION: Record<string, number> = { "Grade 2 First Communion": 17500, "Grade 7": 17500, "Confirmation 1": 20000 };

export async function seedParentPortal(churchId: string, accountId: string) {
  if (accountId !== "10000001") return;
  if ((await db.registrationSettings.count({ where: { churchId } })) > 0) return;
  const year = await db.schoolYear.findFirst({ where: { churchId, isCurrent: true }, select: { id: true } });
  if (!year) return;
  const classes = await db.schoolClass.findMany({ where: { churchId, className: { in: Object.keys(CLASS_TUITION) } }, select: { id: true, className: true } });

  const okafor = await db.parent.findFirst({ where: { churchId, email: "parent@demo.parish" }, select: { id: true } });
  const okaforChildren = okafor ? await db.student.findMany({ where: { churchId, motherId: okafor.id }, orderBy: { dateOfBirth: "desc" }, select: { id: true } }) : [];
  const [younger, elder] = okaforChildren;
  // The elder Okafor child has every document the office asks for.
  if (elder) {
    const kinds = (await db.studentDocument.findMany({ where: { churchId, studentId: elder.id }, select: { kind: true } })).map((d) => d.kind);
    for (const kind of ["BIRTH_CERTIFICATE", "BAPTISMAL_CERTIFICATE"] as const) if (!kinds.includes(kind)) await createStudentDocument({ churchId, studentId: elder.id, kind, filename: `${kind.toLowerCase()}-okafor.pdf` });
  }

  await db.$transaction(async (tx) => {
    await tx.registrationSettings.create({
      data: {
        churchId,
        schoolYearId: year.id,
        publicId: newPublicId(),
        opensOn: new Date("2026-08-01T00:00:00Z"),
        tuitionCents: 15000,
        siblingDiscountCents: 2500,
        familyMaxCents: 40000,
        welcomeMessage: "Welcome! Classes meet on Sundays and Wednesdays from September to May. Questions? Call the parish office.",
      },
    });
    await tx.registrationClassTuition.createMany({ data: classes.map((c) => ({ churchId, schoolYearId: year.id, schoolClassId: c.id, tuitionCents: CLASS_TUITION[c.className] })) });

    // The Okafors: the elder child's tuition is paid (by check); the younger owes it and is missing documents.
    const elderRegistration = elder ? await tx.registration.findFirst({ where: { churchId, studentId: elder.id, schoolYearId: year.id }, select: { id: true, tuitionCents: true } }) : null;
    if (elderRegistration && elderRegistration.tuitionCents > 0 && (await tx.tuitionPayment.count({ where: { churchId, registrationId: elderRegistration.id } })) === 0) {
      await tx.tuitionPayment.create({ data: { churchId, registrationId: elderRegistration.id, amountCents: elderRegistration.tuitionCents, method: "check", note: "Check #3108 from Patricia Okafor", paidAt: new Date(Date.now() - 20 * 86_400_000) } });
      await settleTuition(tx, churchId, elderRegistration.id);
    }
    if (younger) {
      const registration = await tx.registration.findFirst({ where: { churchId, studentId: younger.id, schoolYearId: year.id }, select: { id: true } });
      if (registration) {
        await tx.tuitionPayment.deleteMany({ where: { churchId, registrationId: registration.id } });
        await tx.registration.updateMany({ where: { id: registration.id, churchId }, data: { tuitionCents: 15000, paid: false } });
      }
      await tx.studentDocument.deleteMany({ where: { churchId, studentId: younger.id, kind: { in: ["BIRTH_CERTIFICATE", "BAPTISMAL_CERTIFICATE"] } } });
    }

    // The Ramírez family: the younger child's registration was sent online by José and waits for review.
    const jose = await tx.parent.findFirst({ where: { churchId, email: "padre@demo.parish" }, select: { id: true } });
    const ramirezChildren = jose ? await tx.student.findMany({ where: { churchId, fatherId: jose.id }, orderBy: { dateOfBirth: "desc" }, select: { id: true } }) : [];
    const pending = ramirezChildren[0] ? await tx.registration.findFirst({ where: { churchId, studentId: ramirezChildren[0].id, schoolYearId: year.id }, select: { id: true } }) : null;
    if (pending) {
      await tx.registration.updateMany({
        where: { id: pending.id, churchId },
        data: { source: "ONLINE", review: "PENDING", signedName: "José Ramírez", signedAt: new Date(), signedByEmail: "padre@demo.parish" },
      });
    }
    await tx.parent.updateMany({ where: { churchId, lastname: "Ramírez" }, data: { address: "410 Cedar Street", city: "Springfield", state: "IL", zip: "62704" } });
  });
  await seedPortalMessages(churchId);
}

// A message the office sent to every family last week (as E-mail to parents does), so the portal's Messages has one.
const MESSAGE = {
  subject: "Religious education: no classes on Thanksgiving weekend",
  content: "Dear families,\n\nThere are no religious education classes on Sunday, November 29 and Wednesday, December 2. Classes resume on Sunday, December 6.\n\nHappy Thanksgiving!\nThe parish office",
};

async function seedPortalMessages(churchId: string) {
  const church = await db.church.findUniqueOrThrow({ where: { id: churchId }, select: { name: true } });
  const parents = await db.parent.findMany({ where: { churchId, email: { in: ["parent@demo.parish", "padre@demo.parish"] } }, select: { id: true, email: true, locale: true } });
  const sentAt = new Date(Date.now() - 6 * 86_400_000);
  for (const parent of parents) {
    const url = `${appUrl()}/unsubscribe-parent?t=${encodeURIComponent(unsubscribeToken(churchId, parent.id))}`;
    const message = await parentMessageEmail({ to: parent.email!, churchName: church.name, ...MESSAGE, unsubscribeUrl: url, lng: parent.locale === "es" ? "es" : "en" });
    await db.emailOutbox.create({
      data: { churchId, parentId: parent.id, template: message.template, to: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, status: "SENT", transport: "outbox", createdAt: sentAt, sentAt },
    });
  }
}
