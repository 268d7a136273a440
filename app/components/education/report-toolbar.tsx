import { useScripted } from "~/components/forms/use-scripted";

/**
 * A report's Print and Download buttons (hidden on paper). Download is a plain link to the report's
 * .xlsx address with the same filters (`downloadHref`), so it works without JavaScript; Print opens
 * the browser's print dialog, so it shows only once scripts run (the browser's own Print command
 * prints the same page: the shell and the controls are `print:hidden`).
 */
export function ReportToolbar({ downloadHref }: { downloadHref: string }) {
  const scripted = useScripted();
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {scripted ? (
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          <PrinterIcon />
          Print
        </button>
      ) : null}
      <a href={downloadHref} download className="btn-secondary">
        <DownloadIcon />
        Download .xlsx
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

function PrinterIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3" />
    </svg>
  );
}
