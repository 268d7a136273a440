import { ConfirmAction } from "~/components/education/confirm-action";

const REASON_MAX = 1000;

/** 'Online' on a registration a family sent, with 'To review' while the office has not accepted it. */
export function OnlineBadge({ review }: { review: "PENDING" | "ACCEPTED" | null }) {
  return (
    <>
      <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">Online</span>
      {review === "PENDING" ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">To review</span> : null}
    </>
  );
}

/** Refuse an online registration, asking first, with an optional message to the parents (sent as written). */
export function RefuseButton({ registrationId, studentName, cancelHref, action, small = false }: { registrationId: string; studentName: string; cancelHref: string; action?: string; small?: boolean }) {
  const id = `refuse-reason-${registrationId}`;
  return (
    <ConfirmAction
      label={
        <>
          Refuse<span className="sr-only"> the registration of {studentName}</span>
        </>
      }
      title={`Refuse ${studentName}'s registration?`}
      text="The registration is removed (the student's record stays) and the parents are told by e-mail, in their language. Registrations with tuition payments must be refunded first."
      confirmLabel="Refuse"
      pendingLabel="Refusing..."
      intent="refuse"
      fields={{ registrationId }}
      action={action}
      cancelHref={cancelHref}
      danger
      small={small}
    >
      <div>
        <label htmlFor={id} className="label">
          Message to the parents (optional)
        </label>
        <textarea id={id} name="reason" rows={3} maxLength={REASON_MAX} className="input" aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          Sent as you write it, under the parish's words in the parents' language.
        </p>
      </div>
    </ConfirmAction>
  );
}
