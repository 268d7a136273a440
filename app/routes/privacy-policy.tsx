import { ProsePage } from "~/components/layout/prose-page";

export const meta = () => [{ title: "Privacy Policy | Parish Administration" }];

export default function PrivacyPolicy() {
  return (
    <ProsePage
      title="Privacy Policy"
      updated="November 21, 2026"
      sections={[
        {
          heading: "Who we are",
          body: [
            "The parish administration platform is used by parishes and parish schools to keep their sacramental, religious-education and parish records. Each parish is the controller of the data it keeps; we process it on the parish's behalf.",
          ],
        },
        {
          heading: "What we keep",
          body: [
            "Staff accounts (name, e-mail address, a slow one-way hash of the password, an optional photo), the records a parish enters (for example students, parents, baptisms and weddings) and the documents it uploads.",
            "For security we record sign-in attempts, the time and address of each session, and the browser it came from.",
          ],
        },
        {
          heading: "How it is protected",
          body: [
            "Every record belongs to one parish and is shown only to that parish's signed-in staff with the right role. Documents are private and are only served to those staff. Connections are encrypted.",
          ],
        },
        {
          heading: "Cookies",
          body: [
            "We use a session cookie to keep you signed in and a cookie that remembers that you accepted cookies. We do not use advertising cookies.",
          ],
        },
        {
          heading: "Your choices",
          body: ["Parents and staff can ask their parish to correct or delete their data. Parents can unsubscribe from program e-mails with the link in each e-mail."],
        },
        { heading: "Contact", body: ["Questions about privacy: privacy@parish-admin.app."] },
      ]}
    />
  );
}
