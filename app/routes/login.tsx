import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams, type ClientActionFunctionArgs } from "@remix-run/react";
import { useState } from "react";
import { SubmitButton } from "~/components/forms/field";
import { useFieldValue } from "~/components/forms/use-field-value";
import { useScripted } from "~/components/forms/use-scripted";
import { PublicLayout } from "~/components/layout/public-layout";
import { Toasts } from "~/components/ui/toasts";
import { authenticator, STRATEGIES } from "~/modules/auth/authenticator.server";
import { LOGIN_MESSAGES } from "~/modules/auth/messages";
import { getOptionalContext } from "~/utils/church-context.server";
import { AppError } from "~/utils/errors.server";
import { landingPath, safeRedirectPath } from "~/utils/landing";
import { startSession, type Toast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Sign in | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const context = await getOptionalContext(request);
  if (context) {
    throw redirect(landingPath({ requested: url.searchParams.get("redirectTo"), moduleOnLogin: context.user.moduleOnLogin, roles: context.roles }));
  }
  return { registered: url.searchParams.get("registered") === "1" };
}

/** The forgotten-password page with the typed username filled in. */
const forgottenPasswordHref = (typed: string) => {
  const user = typed.trim().slice(0, 254);
  return user ? `/forgotten-password?user=${encodeURIComponent(user)}` : "/forgotten-password";
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: ActionFunctionArgs) {
  // A copy: the form strategy reads the body of the request itself.
  const form = await request.clone().formData();
  const redirectTo = safeRedirectPath(text(form, "redirectTo"));
  // 'Forgot password?' without JavaScript: a submit button placed after Sign In (with JavaScript it is a link).
  if (text(form, "intent") === "forgot") {
    throw redirect(forgottenPasswordHref(text(form, "user")));
  }
  // Sent back with an error so that, without JavaScript, the username need not be typed again.
  const typed = text(form, "user").slice(0, 254);
  try {
    const user = await authenticator(context).authenticate(STRATEGIES.form, request);
    const cookie = await startSession(request, { userId: user.id, churchId: user.churchId, remember: form.get("remember") === "on", ip: context?.clientIp });
    throw redirect(landingPath({ requested: redirectTo, moduleOnLogin: user.moduleOnLogin, roles: user.roles }), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof AppError) {
      const status = error.code === "FORBIDDEN" ? 401 : error.status;
      return data({ error: error.message, user: typed }, { status });
    }
    console.error(error);
    return data({ error: LOGIN_MESSAGES.failed, user: typed }, { status: 500 });
  }
}

/** With JavaScript: an unreachable server answers 'No Server Response' instead of an error page. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof TypeError) return { error: LOGIN_MESSAGES.noResponse };
    throw error;
  }
}

export default function Login() {
  const { registered } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const user = useFieldValue<HTMLInputElement>((actionData && "user" in actionData ? actionData.user : null) ?? params.get("user") ?? "");
  const [localToasts, setLocalToasts] = useState<Toast[]>([]);
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const error = actionData && "error" in actionData ? actionData.error : null;

  // Rendered on the server (and before hydration) as a submit button, as a link after: see 'Forgot password?' below.
  const scripted = useScripted();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (!String(form.get("user") ?? "").trim() || !String(form.get("pwd") ?? "")) {
      event.preventDefault();
      setLocalToasts([{ type: "error", message: LOGIN_MESSAGES.required }]);
    }
  };

  return (
    <PublicLayout>
      <Toasts toasts={localToasts} />
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Sign in</h1>
        {registered ? (
          <div role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
            <p className="font-semibold">{LOGIN_MESSAGES.registered}</p>
            <p>{LOGIN_MESSAGES.getStarted}</p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        <Form method="post" className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
          <div>
            <label htmlFor="user" className="label">
              Username
            </label>
            <input id="user" name="user" type="text" autoComplete="username" className="input" defaultValue={user.value} ref={user.ref} onChange={user.onChange} maxLength={254} />
          </div>
          <div>
            <label htmlFor="pwd" className="label">
              Password
            </label>
            <input id="pwd" name="pwd" type="password" autoComplete="current-password" className="input" maxLength={256} />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="remember" className="h-4 w-4 rounded border-slate-300" />
            Remember me
          </label>
          {/* Sign In is the form's first submit button, so Enter in a field signs in. */}
          <SubmitButton pending={submitting} className="w-full">
            Sign In
          </SubmitButton>
          {/* Carries the typed username: with JavaScript a link that follows the field; without, a submit
              button after Sign In whose action redirects (the password never goes into a URL). */}
          <p className="text-center text-sm">
            {scripted ? (
              <Link to={forgottenPasswordHref(user.value)} className="text-brand-700 hover:underline">
                Forgot password?
              </Link>
            ) : (
              <button type="submit" name="intent" value="forgot" formNoValidate className="text-brand-700 hover:underline">
                Forgot password?
              </button>
            )}
          </p>
        </Form>
        <p className="mt-6 text-center text-sm text-slate-600">
          New here? <Link to="/register">Start your 30-day free trial</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
