import { EmptyRow } from "~/components/ui/list-parts";
import { Form } from "@remix-run/react";
import { TRAINING_MODULE_LABEL, TRAINING_MODULES } from "~/modules/trainings/options";
import type { TrainingModule } from "~/generated/prisma/enums";

type Training = { id: string; title: string; category: string; module: TrainingModule; videoUrl: string };

/**
 * The Video Training Library (spec): the Module filter (a GET form: works without JavaScript; with
 * it, choosing a module submits) and the table Title, Category, link to the video.
 */
export function TrainingLibrary({ trainings, module, actions }: { trainings: Training[]; module: TrainingModule | null; actions?: (t: Training) => React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="training-module" className="label">
            Module
          </label>
          <select id="training-module" name="module" defaultValue={module ?? ""} className="input" onChange={(e) => e.currentTarget.form?.requestSubmit()}>
            <option value="">All modules</option>
            {TRAINING_MODULES.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <caption className="sr-only">Training videos{module ? ` for ${TRAINING_MODULE_LABEL[module]}` : ""}</caption>
          <thead>
            <tr>
              <th>Title</th>
              <th>Category</th>
              <th className="hidden sm:table-cell">Module</th>
              <th>Video</th>
              {actions ? (
                <th>
                  <span className="sr-only">Edit</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {trainings.map((t) => (
              <tr key={t.id}>
                <td className="font-medium text-slate-900">{t.title}</td>
                <td>{t.category}</td>
                <td className="hidden sm:table-cell">{TRAINING_MODULE_LABEL[t.module]}</td>
                <td>
                  <a href={t.videoUrl} target="_blank" rel="noopener noreferrer" aria-label={`Watch ${t.title}`}>
                    Watch
                  </a>
                </td>
                {actions ? <td>{actions(t)}</td> : null}
              </tr>
            ))}
            {trainings.length === 0 ? <EmptyRow colSpan={actions ? 5 : 4}>No training videos{module ? ` for ${TRAINING_MODULE_LABEL[module]}` : ""} yet.</EmptyRow> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
