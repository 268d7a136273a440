import { Link } from "@remix-run/react";

/** Frame of the public pages: sign-in, registration, policies, FAQ. */
export function PublicLayout({ children, narrow = true }: { children: React.ReactNode; narrow?: boolean }) {
  return (
    <div className="flex min-h-full flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Link to="/login" className="flex items-center gap-2 font-bold text-slate-900 no-underline">
            <img src="/favicon.svg" alt="" className="h-7 w-7" />
            Parish Admin
          </Link>
          <nav className="flex gap-4 text-sm">
            <Link to="/faq">FAQ</Link>
            <Link to="/login">Sign in</Link>
          </nav>
        </div>
      </header>
      <main className={`mx-auto w-full flex-1 px-4 py-10 ${narrow ? "max-w-md" : "max-w-3xl"}`}>{children}</main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-xs text-slate-500">
        <Link to="/privacy-policy">Privacy Policy</Link> · <Link to="/terms-of-service">Terms of Service</Link> · <Link to="/faq">FAQ</Link>
      </footer>
    </div>
  );
}
