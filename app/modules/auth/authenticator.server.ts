import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { RoleName } from "~/utils/roles";
import { LoginLinkStrategy } from "./login-link-strategy.server";
import { verifyLoginLink } from "./login-link.server";
import { login } from "./login.server";

/** Who a way in signed in: enough to start the session and choose the landing page. */
export type SignedInUser = { id: string; churchId: string; moduleOnLogin: string | null; roles: RoleName[] };

type UserWithRoles = { id: string; churchId: string; moduleOnLogin: string | null; roles: { churchId: string; role: string }[] };
const signedIn = (user: UserWithRoles): SignedInUser => ({
  id: user.id,
  churchId: user.churchId,
  moduleOnLogin: user.moduleOnLogin,
  roles: user.roles.filter((r) => r.churchId === user.churchId).map((r) => r.role as RoleName),
});

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The strategies by name: authenticator(...).authenticate(name, request). */
export const STRATEGIES = { form: "form", teacherLink: "teacher-link", parentLink: "parent-link" } as const;

/**
 * Every way in, as remix-auth strategies: "form" (username and password on /login), "teacher-link"
 * and "parent-link" (the portals' e-mailed sign-in links). `authenticate` returns the user or throws
 * the verify function's AppError (its message and status are the answer). The session is ours
 * (startSession), not remix-auth's.
 *
 * Built per request because the verify functions need the client's address for the rate limits,
 * and remix-auth hands them only the Request (the address comes from Express, in the load context).
 */
export function authenticator(context: { clientIp?: string | null } | undefined) {
  const ip = context?.clientIp ?? null;
  return new Authenticator<SignedInUser>()
    .use(new FormStrategy(async ({ form }) => signedIn(await login({ user: text(form, "user"), pwd: text(form, "pwd"), ip }))), STRATEGIES.form)
    .use(new LoginLinkStrategy(async ({ token }) => signedIn(await verifyLoginLink({ token, purpose: "TEACHER", ip }))), STRATEGIES.teacherLink)
    .use(new LoginLinkStrategy(async ({ token }) => signedIn(await verifyLoginLink({ token, purpose: "PARENT", ip }))), STRATEGIES.parentLink);
}
