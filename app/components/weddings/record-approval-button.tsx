import { Form, useNavigation } from "@remix-run/react";
import type { ApprovalPage, Party } from "~/modules/weddings/options";

/** The action that records an approval today (Approvals Required pages and the wedding's page): a form post, so it works without JavaScript. */
export function RecordApprovalButton({ weddingId, approval, party, label, couple }: { weddingId: string; approval: ApprovalPage; party?: Party; label: string; couple: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" && navigation.formData?.get("weddingId") === weddingId && navigation.formData?.get("approval") === approval && (navigation.formData?.get("party") ?? undefined) === party;
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="weddingId" value={weddingId} />
      <input type="hidden" name="approval" value={approval} />
      {party ? <input type="hidden" name="party" value={party} /> : null}
      <button type="submit" name="intent" value="record" className="btn btn-small" aria-label={`${label}: ${couple}`} disabled={pending}>
        {pending ? "Recording..." : label}
      </button>
    </Form>
  );
}
