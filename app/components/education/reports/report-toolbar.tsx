import { useScripted } from "~/components/forms/use-scripted";
import { chosenLabel, type FilterField } from "~/modules/education/reports/reports";

/**
 * A report's Print and Download buttons (hidden on paper). Print opens the browser's print dialog
 * (the page's print styles make it fit A4 or Letter); without JavaScript the browser's own Print
 * does the same. Download is the .xlsx of exactly the rows shown: the same filters, another address.
 */
export function ReportToolbar({ downloadHref, downloadLabel = "Download .xlsx" }: { downloadHref: string; downloadLabel?: string }) {
  const scripted = useScripted();
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {scripted ? (
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          Print
        </button>
      ) : (
        <span className="text-xs text-slate-600">To print, use your browser&apos;s Print (Ctrl+P).</span>
      )}
      <a href={downloadHref} className="btn-secondary" download>
        {downloadLabel}
      </a>
    </div>
  );
}

/** The address of a report's download: its own path with `.xlsx`, the same filters, without the page. */
export function xlsxHref(path: string, search: string) {
  const params = new URLSearchParams(search);
  params.delete("page");
  const query = params.toString();
  return `${path}.xlsx${query ? `?${query}` : ""}`;
}

/** The title line on paper only: church, report, the filters as chosen, and the day it was printed. */
export function ReportPrintTitle({ church, title, fields, printedOn }: { church: string; title: string; fields: FilterField[]; printedOn: string }) {
  return (
    <header className="hidden border-b border-slate-400 pb-1 print:block">
      <p className="text-xs">{church}</p>
      <p className="text-base font-bold">{title}</p>
      <p className="text-xs">
        {fields.map((f) => `${f.label}: ${chosenLabel(f)}`).join(" · ")}
        {fields.length ? " · " : ""}Printed {printedOn}
      </p>
    </header>
  );
}
