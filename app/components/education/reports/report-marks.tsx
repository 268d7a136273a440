// Marks that never rely on colour alone: a shape, and words for screen readers (or on screen).

export function CheckMark({ label }: { label?: string }) {
  return (
    <span className="inline-flex items-center">
      <svg viewBox="0 0 20 20" className="h-5 w-5 text-green-700" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M4 10.5l4 4 8-9" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

export function CrossMark({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center">
      <svg viewBox="0 0 20 20" className="h-5 w-5 text-red-700" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
        <path d="M5 5l10 10M15 5L5 15" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A warning that reads as one: an amber badge with its words. */
export function Warning({ children }: { children: React.ReactNode }) {
  return <span className="inline-block rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">{children}</span>;
}
