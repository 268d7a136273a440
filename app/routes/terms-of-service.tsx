import { ProsePage } from "~/components/layout/prose-page";

export const meta = () => [{ title: "Terms of Service | Parish Administration" }];

export default function TermsOfService() {
  return (
    <ProsePage
      title="Terms of Service"
      updated="November 21, 2026"
      sections={[
        { heading: "The service", body: ["We provide a web application for parish administration. A new account starts with a 30-day free trial; no card is needed during the trial."] },
        {
          heading: "Your account",
          body: ["Keep your password to yourself. You are responsible for what is done with your account. Tell us at once if you think someone else has used it."],
        },
        { heading: "Your data", body: ["The records you enter remain your parish's. You can export them at any time, and we delete them when you close your account."] },
        { heading: "Payment", body: ["After the trial, the subscription is billed through our card payment provider. You can cancel at any time; the service then runs to the end of the paid period."] },
        { heading: "Availability", body: ["We work to keep the service available and your data safe, with daily backups, but cannot promise that it will never be interrupted."] },
        { heading: "Contact", body: ["support@parish-admin.app"] },
      ]}
    />
  );
}
