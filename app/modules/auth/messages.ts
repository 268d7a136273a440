// Spec wording, word for word (general spec sections 2 and 8).
export const LOGIN_MESSAGES = {
  required: "Username and Password is required!",
  missing: "Missing Username or Password",
  invalid: "Invalid Credentials",
  failed: "Login Failed",
  noResponse: "No Server Response",
  registered: "Congratulations! your account has been created and your 30 day trial is active",
  getStarted: "login and get started!",
  suspended: "This parish's account is suspended. Please contact support.",
  deactivated: "This account is deactivated. Please ask your parish office.",
} as const;

export const tooManyAttempts = (seconds: number) =>
  `Too many failed login attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? "s" : ""}.`;

export const RESET_LINK_MINUTES = 60;
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired. Please request a new one.";

// Sign-in links of the teacher and parent portals. The spec's fallback when a link fails for an
// unexpected reason; the server's own message (a toast on /login) for a bad, expired or used link.
export const LOGIN_LINK_DAYS = 7;
export const LOGIN_LINK_FAILED = "Something went wrong! Try again.";
export const INVALID_LOGIN_LINK = "This sign-in link is invalid, has expired or was already used. Ask for a new link, or sign in with your username and password.";
