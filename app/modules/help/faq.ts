// The FAQ (spec: /faq and /faq/*): questions a parish secretary, a catechist or a parent asks, by topic.
export type FaqTopic = { slug: string; title: string; questions: { q: string; a: string[] }[] };

export const FAQ_TOPICS: FaqTopic[] = [
  {
    slug: "getting-started",
    title: "Getting started",
    questions: [
      { q: "How long is the free trial?", a: ["30 days from the day you create your account. The banner at the top of each page tells you how many days are left."] },
      { q: "Can I choose the page I land on after signing in?", a: ["Yes: under Your Profile, pick your start page (Dashboard, Weddings, Religious Education or Website)."] },
      { q: "Where do I learn how to use each part?", a: ["How To has short step-by-step guides; the Video Training Library (Training, in the dashboard's menu) has a video for each area, filtered by module."] },
    ],
  },
  {
    slug: "accounts",
    title: "Accounts and passwords",
    questions: [
      { q: "I forgot my password. What do I do?", a: ["Choose “Forgot password?” on the sign-in page and enter your username. We e-mail you a link that works once, for one hour."] },
      { q: "How do catechists sign in?", a: ["Add them under Religious Education › Teachers with their e-mail and press Send login link. They sign in from the e-mail, with no password to remember, and see only their own classes."] },
      { q: "Why was I signed out?", a: ["Sessions end after a while without use, when you sign out on another device after a password change, or when your parish's account is suspended. Sign in again; if it says the account is suspended or deactivated, contact your parish office or us."] },
    ],
  },
  {
    slug: "billing",
    title: "Billing",
    questions: [
      { q: "What happens when the trial ends?", a: ["Nothing is deleted. Pages stay readable, but changes wait until someone subscribes under Billing; paying opens everything again at once."] },
      { q: "Can parents pay tuition online?", a: ["Yes, once the parish connects its own Stripe account under Religious Education › Payments: the money goes to the parish, and registrations show what is paid. Payments by cash or check can be recorded by hand."] },
    ],
  },
  {
    slug: "religious-education",
    title: "Religious education",
    questions: [
      { q: "Can we bring our students from another system?", a: ["Yes: Religious Education › Imports reads Excel and CSV files (ParishSOFT and PDS exports included), shows what would change before anything is written, and can roll a whole import back."] },
      { q: "How do we print confirmation certificates?", a: ["Open the class, choose Certificates, check the church, pastor, city and state, and press Make Certificates: one PDF with a page per student, for plain or pre-printed paper."] },
    ],
  },
  {
    // Not "website": /faq/website is the public homepage's route shape (/{churchId}/website), which ranks first.
    slug: "website-and-new-members",
    title: "Website and new members",
    questions: [
      { q: "Do we need our own website?", a: ["No: your parish has a homepage hosted by us with its welcome, events, Mass times and sponsors (Website › Homepage shows its address)."] },
      { q: "We already have a website. Can it show our events?", a: ["Yes: download the Event Script (Website) or the Welcome Announcement Script (Website › Homepage) and paste it into a page of your site. It shows what you enter here, always up to date."] },
      { q: "How do new families register?", a: ["Share the new-member form's address or print its QR code (Website › Forms). Each family becomes a household; you can be e-mailed for each one."] },
    ],
  },
  {
    slug: "privacy",
    title: "Privacy and security",
    questions: [
      { q: "Who can see our parish's records?", a: ["Only the signed-in staff of your parish, according to their role. Teachers see only their own classes; parents see only their own children. Another parish never sees yours."] },
      { q: "Are our documents safe?", a: ["Uploaded files are checked by their content (a renamed program is refused), stored privately and only ever sent to the signed-in users allowed to see them."] },
    ],
  },
];

export const findFaqTopic = (slug: string) => FAQ_TOPICS.find((t) => t.slug === slug) ?? null;
