import { Link } from "@remix-run/react";
import { Main } from "./main";

function GoBack({ as }: { as: "button" | "link" }) {
  const onClick = (e: React.MouseEvent) => {
    if (window.history.length > 1) {
      e.preventDefault();
      window.history.back();
    }
  };
  return as === "button" ? (
    <a href="/" onClick={onClick} role="button" className="btn">
      Go back
    </a>
  ) : (
    <Link to="/" onClick={onClick} className="font-semibold underline">
      Go back
    </Link>
  );
}

export function NotFoundView() {
  return (
    <Main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Not Found!</h1>
      <p className="text-slate-600">The requested page was not found.</p>
      <GoBack as="button" />
    </Main>
  );
}

/** A public link that names no church or year (spec: 'Invalid Link!' with code 400). */
export function InvalidLinkView({ title, text }: { title: string; text: string }) {
  return (
    <Main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-8 text-center">
      <p className="text-4xl font-bold text-slate-500">400</p>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{text}</p>
      <GoBack as="link" />
    </Main>
  );
}

export function UnexpectedErrorView({ status, message }: { status?: number; message?: string }) {
  return (
    <Main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="text-slate-600">{[status, message].filter(Boolean).join(" ")}</p>
      <GoBack as="link" />
    </Main>
  );
}

export function SomethingWentWrongView({ message }: { message: string }) {
  return (
    <Main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong.</h1>
      <p className="text-slate-600">{message}</p>
      <GoBack as="link" />
    </Main>
  );
}

/** A change refused because the church's account is read-only (trial ended, not paid): the way to Billing. */
export function ReadOnlyView({ message }: { message: string }) {
  return (
    <Main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">This account is read-only</h1>
      <p className="max-w-xl text-slate-600">{message}</p>
      <Link to="/billing" className="btn">
        Go to Billing
      </Link>
    </Main>
  );
}
