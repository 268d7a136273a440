// /admin-register (spec: a public route): a new super-admin's account, only with a one-time
// invitation. Plain values, so the users list loads no schema library; the form's schema is
// admin-register-schema.ts.

export const ADMIN_INVITE_DAYS = 7;
export const ADMIN_INVITE_MESSAGES = {
  invalid: "This invitation link is invalid, has expired or was already used. Ask a super-admin for a new one.",
  emailTaken: "An account with this e-mail already exists.",
  created: "Your super-admin account is ready. Sign in to continue.",
} as const;
