// Spec wording, word for word (general spec sections 2 and 8).
export const LOGIN_MESSAGES = {
  required: "Username and Password is required!",
  missing: "Missing Username or Password",
  invalid: "Invalid Credentials",
  failed: "Login Failed",
  noResponse: "No Server Response",
  registered: "Congratulations! your account has been created and your 30 day trial is active",
  getStarted: "login and get started!",
} as const;

export const tooManyAttempts = (seconds: number) =>
  `Too many failed login attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? "s" : ""}.`;

export const RESET_LINK_MINUTES = 60;
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired. Please request a new one.";

// Sign-in links of the teacher and parent portals (not worded by the spec: shown as a toast on /login).
export const LOGIN_LINK_DAYS = 7;
export const INVALID_LOGIN_LINK = "This sign-in link is invalid or has expired. Please sign in with your username and password.";
