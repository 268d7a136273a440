import { Link } from "@remix-run/react";
import { PublicLayout } from "~/components/layout/public-layout";

export const meta = () => [{ title: "Unauthorized | Parish Administration" }];

export default function Unauthorized() {
  return (
    <PublicLayout>
      <div className="card text-center">
        <h1 className="text-2xl font-bold text-slate-900">Unauthorized</h1>
        <p className="mt-2 text-slate-600">Your account does not have access to this page. If you think it should, ask your parish administrator.</p>
        <p className="mt-4 flex justify-center gap-4">
          <Link to="/">Go to my start page</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
