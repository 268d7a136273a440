import { ProsePage } from "~/components/layout/prose-page";

export const meta = () => [{ title: "FAQ | Parish Administration" }];

export default function Faq() {
  return (
    <ProsePage
      title="Frequently Asked Questions"
      sections={[
        { heading: "How long is the free trial?", body: ["30 days from the day you create your account. The banner at the top of each page tells you how many days are left."] },
        {
          heading: "I forgot my password. What do I do?",
          body: ["Choose “Forgot password?” on the sign-in page and enter your username. We e-mail you a link that works once, for one hour."],
        },
        {
          heading: "Who can see our parish's records?",
          body: ["Only the signed-in staff of your parish, according to their role. Teachers see only their own classes; parents see only their own children."],
        },
        {
          heading: "Can I choose the page I land on after signing in?",
          body: ["Yes: under Your Profile, pick your start page (Dashboard, Weddings, Religious Education or Website)."],
        },
        { heading: "How do I get help?", body: ["Watch the training videos from the dashboard, or write to support@parish-admin.app."] },
      ]}
    />
  );
}
