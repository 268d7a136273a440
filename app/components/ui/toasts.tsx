import { useEffect, useState } from "react";
import type { Toast } from "~/utils/session.server";

const STYLES: Record<Toast["type"], string> = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-slate-300 bg-white text-slate-900",
};

/** Toasts rendered in the HTML (so they show without JavaScript); with it they close after 5 s. */
export function Toasts({ toasts, closeLabel = "Close" }: { toasts: Toast[]; closeLabel?: string }) {
  const [hidden, setHidden] = useState<number[]>([]);
  useEffect(() => {
    setHidden([]);
    if (toasts.length === 0) return;
    const timer = setTimeout(() => setHidden(toasts.map((_, i) => i)), 5000);
    return () => clearTimeout(timer);
  }, [toasts]);
  const visible = toasts.map((t, i) => ({ ...t, i })).filter((t) => !hidden.includes(t.i));
  if (visible.length === 0) return null;
  return (
    <div aria-live="polite" className="fixed top-4 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 print:hidden">
      {visible.map((toast) => (
        <div key={toast.i} role={toast.type === "error" ? "alert" : "status"} data-toast={toast.type} className={`flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm shadow-md ${STYLES[toast.type]}`}>
          <span>{toast.message}</span>
          <button type="button" aria-label={closeLabel} className="text-current opacity-60 hover:opacity-100" onClick={() => setHidden((h) => [...h, toast.i])}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
