/** Texts every parent-facing page shares (English is the source; es/common.ts must match its keys). */
export const common = {
  language: {
    label: "Language",
  },
  layout: {
    skipToContent: "Skip to content",
    poweredBy: "Parish administration platform",
    signOut: "Sign out",
    signIn: "Sign in",
  },
  actions: {
    back: "Back",
    next: "Next",
    save: "Save",
    saving: "Saving...",
    cancel: "Cancel",
    close: "Close",
    continue: "Continue",
  },
  cookies: {
    message: "This site uses cookies to improve your experience. By continuing to browse, you agree to our use of cookies.",
    accept: "Accept",
    region: "Cookie consent",
  },
  errors: {
    title: "Something went wrong.",
    tryAgain: "Please try again.",
    notFound: "Not Found! The requested page was not found.",
    tooMany: "Too many requests. Please try again later.",
    required: "This field is required",
    tooLong: "At most {{max}} characters",
    email: "Enter a valid e-mail address",
  },
} as const;
