import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FieldErrors, Spinner } from "~/components/forms/field";
import type { addAttendanceLoader } from "~/modules/education/attendance/add-attendance-page.server";
import { studentPath } from "~/modules/education/attendance/attendance-pages";
import { ChooseDateSchema, ChooseStudentsSchema, formatDay, isoDay, WIZARD_STEPS, wizardHref } from "~/modules/education/attendance/attendance-schema";
import type { FormReply } from "~/utils/form-action.server";

type Data = Awaited<ReturnType<ReturnType<typeof addAttendanceLoader>>>;
type StepData<N extends Data["step"]> = Extract<Data, { step: N }>;

/** The add-attendance wizard (both portals): one step a page, its state in the URL. */
export function AttendanceWizardPage() {
  const data = useLoaderData<Data>();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Attendance</h1>
      <StepList step={data.step} />
      {data.step === 1 ? <ChooseDate data={data} /> : null}
      {data.step === 2 ? <ChooseStudents data={data} /> : null}
      {data.step === 3 ? <Preview data={data} /> : null}
      {data.step === 4 ? <Confirmation data={data} /> : null}
    </div>
  );
}

function StepList({ step }: { step: number }) {
  return (
    <ol aria-label="Steps" className="flex gap-1 text-xs sm:text-sm">
      {WIZARD_STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? "border-brand-600 text-brand-700" : n === step ? "border-brand-600 font-semibold text-slate-900" : "border-slate-200 text-slate-500";
        return (
          <li key={label} aria-current={n === step ? "step" : undefined} className={`flex-1 border-t-4 pt-1 ${state}`}>
            <span className="font-semibold">{n}</span>
            <span className={n === step ? " ml-1" : " ml-1 hidden sm:inline"}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** Which of this page's buttons is being sent (for its spinner), or null. */
function useSending() {
  const navigation = useNavigation();
  return navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
}

function Hidden({ date, classId, r = [] }: { date: string; classId: string; r?: string[] }) {
  return (
    <>
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="classId" value={classId} />
      {r.map((id) => (
        <input key={id} type="hidden" name="r" value={id} />
      ))}
    </>
  );
}

function StepCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="step-title" className="card flex flex-col gap-4">
      <h2 id="step-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The day and class chosen, at the head of steps 2 to 4. */
function Chosen({ date, className }: { date: string; className: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-medium text-slate-500">Date</dt>
      <dd className="text-slate-900">{formatDay(date)}</dd>
      <dt className="font-medium text-slate-500">Class</dt>
      <dd className="text-slate-900">{className}</dd>
    </dl>
  );
}

function NextButton({ intent, sending, children }: { intent: string; sending: unknown; children: React.ReactNode }) {
  return (
    <button type="submit" name="intent" value={intent} className="btn min-h-11" disabled={sending === intent}>
      {sending === intent ? <Spinner /> : null}
      {children}
    </button>
  );
}

function ChooseDate({ data }: { data: StepData<1> }) {
  const actionData = useActionData<FormReply>();
  const [form, fields] = useForm({
    id: "choose-date",
    lastResult: actionData?.result,
    defaultValue: { date: data.date, classId: data.classId ?? "" },
    constraint: getZodConstraint(ChooseDateSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChooseDateSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const sending = useSending();
  const dateInput = useRef<HTMLInputElement>(null);
  // Today is the device's day: the server's (UTC) day may already be tomorrow in an American evening.
  useEffect(() => {
    const input = dateInput.current;
    if (!data.dateChosen && input && input.value === data.date) {
      const now = new Date();
      input.value = isoDay(new Date(now.getTime() - now.getTimezoneOffset() * 60_000));
    }
  }, [data.dateChosen, data.date]);
  return (
    <StepCard title="Choose Date">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <div>
          <label htmlFor={fields.date.id} className="label">
            Date
          </label>
          <input {...getInputProps(fields.date, { type: "date" })} key={fields.date.key} ref={dateInput} max={data.latest} className="input min-h-11" />
          <FieldErrors id={fields.date.errorId} errors={fields.date.errors} />
        </div>
        <div>
          <label htmlFor={fields.classId.id} className="label">
            Class
          </label>
          <select {...getSelectProps(fields.classId)} key={fields.classId.key} className="input min-h-11">
            <option value="">Select a class</option>
            {data.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.className}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.classId.errorId} errors={fields.classId.errors} />
          {data.classes.length === 0 ? <p className="mt-1 text-sm text-slate-600">There are no classes to take attendance for.</p> : null}
        </div>
        {data.r.map((id) => (
          <input key={id} type="hidden" name="r" value={id} />
        ))}
        <FieldErrors errors={form.errors} />
        <div className="flex justify-end">
          <NextButton intent="choose" sending={sending}>
            Next
          </NextButton>
        </div>
      </Form>
    </StepCard>
  );
}

function ChooseStudents({ data }: { data: StepData<2> }) {
  const actionData = useActionData<FormReply>();
  const [form, fields] = useForm({
    id: "choose-students",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChooseStudentsSchema }),
    shouldRevalidate: "onInput",
  });
  const sending = useSending();
  const errors = [...(fields.r.errors ?? []), ...(form.errors ?? [])];
  return (
    <StepCard title="Choose Students">
      <Chosen date={data.date} className={data.schoolClass.className} />
      {/* Back is a GET of the same form: the step before, with the students ticked so far. */}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <Hidden date={data.date} classId={data.schoolClass.id} />
        {data.rows.length === 0 ? (
          <p className="text-sm text-slate-600">{data.year ? `No current students are registered in ${data.schoolClass.className} for ${data.year.yearName}.` : "There is no current school year."}</p>
        ) : (
          <fieldset aria-describedby={errors.length ? fields.r.errorId : undefined}>
            <legend className="label">Students absent</legend>
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {data.rows.map((row) => (
                <li key={row.registrationId}>
                  <label className={`flex min-h-12 items-center gap-3 px-3 py-2 ${row.absentOnDay ? "bg-slate-50" : "cursor-pointer hover:bg-slate-50"}`}>
                    <input
                      type="checkbox"
                      name={fields.r.name}
                      value={row.registrationId}
                      defaultChecked={row.absentOnDay || data.checked.includes(row.registrationId)}
                      disabled={row.absentOnDay}
                      className="h-5 w-5 shrink-0 accent-brand-600"
                    />
                    <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
                      <span className="font-medium text-slate-900">{row.name}</span>
                      <span className="text-xs text-slate-600">
                        {row.className} · {row.absences} {row.absences === 1 ? "absence" : "absences"}
                        {row.absentOnDay ? " · already marked absent on this date" : ""}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <FieldErrors id={fields.r.errorId} errors={errors} />
        <div className="flex flex-row-reverse flex-wrap justify-between gap-2">
          <NextButton intent="mark-absent" sending={sending}>
            Mark Absent
          </NextButton>
          <button type="submit" formMethod="get" formNoValidate name="step" value="1" className="btn-secondary min-h-11">
            Back
          </button>
        </div>
      </Form>
    </StepCard>
  );
}

function Preview({ data }: { data: StepData<3> }) {
  const actionData = useActionData<FormReply>();
  const sending = useSending();
  const r = data.chosen.map((row) => row.registrationId);
  const errors = Object.values(actionData?.result.error ?? {}).flatMap((e) => e ?? []);
  return (
    <StepCard title="Preview">
      <Chosen date={data.date} className={data.schoolClass.className} />
      <p className="text-sm text-slate-700">
        {data.chosen.length === 1 ? "This student will be marked absent:" : `These ${data.chosen.length} students will be marked absent:`}
      </p>
      <ul className="list-disc pl-6 text-sm text-slate-900">
        {data.chosen.map((row) => (
          <li key={row.registrationId}>{row.name}</li>
        ))}
      </ul>
      <FieldErrors errors={errors} />
      <Form method="post" className="flex flex-row-reverse flex-wrap justify-between gap-2">
        <Hidden date={data.date} classId={data.schoolClass.id} r={r} />
        <NextButton intent="confirm" sending={sending}>
          Confirm
        </NextButton>
        <Link to={wizardHref(data.paths.wizard, { step: 2, date: data.date, classId: data.schoolClass.id, r })} className="btn-secondary min-h-11">
          Back
        </Link>
      </Form>
    </StepCard>
  );
}

function Confirmation({ data }: { data: StepData<4> }) {
  return (
    <StepCard title="Confirmation">
      <p role="status" className="text-sm text-slate-700">
        Attendance saved. Absent students on {formatDay(data.date)} in {data.schoolClass.className}:
      </p>
      <ul className="list-disc pl-6 text-sm">
        {data.absent.map((a) => (
          <li key={a.id}>
            <Link to={studentPath(data.base, a.studentId)}>{a.name}</Link>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={`${data.paths.report}?class=${data.schoolClass.id}`} className="btn-secondary">
          Student Attendance
        </Link>
        <Link to={wizardHref(data.paths.wizard, { date: data.date })} className="btn">
          Add Attendance
        </Link>
      </div>
    </StepCard>
  );
}
