import { describe, expect, it } from "vitest";
import { createChurch, createUser } from "../../prisma/factories";
import { loader as religiousEducationSplat } from "~/routes/religious-education.$";
import { loader as settingsSplat } from "~/routes/settings.$";
import { loader as baptismsSplat } from "~/routes/baptisms.$";
import { loader as weddingsSplat } from "~/routes/weddings.$";
import { loader as billingSplat } from "~/routes/billing.$";
import { loader as donorManagementSplat } from "~/routes/donor-management.$";
import { loader as sacramentalRecordsSplat } from "~/routes/sacramental-records.$";
import { loader as profileSplat } from "~/routes/profile.$";
import { answer, makeRequest, run, signIn } from "../support/http";

type Loader = Parameters<typeof run>[0];
const visit = async (loader: Loader, path: string, cookie?: string) => {
  const splat = path.split("/").slice(2).join("/");
  return answer(await run(loader, makeRequest(path, { cookie }), { "*": splat }));
};

describe("unknown paths inside a built area", () => {
  it("answer 404 in religious education and settings, after the guard", async () => {
    const church = await createChurch();
    const cookie = await signIn(await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] }));
    for (const path of ["/religious-education/no-such-page", "/religious-education/students/nope/extra", "/religious-education/reportsx", "/religious-education/reports/no-such-report", "/settings/nope", "/settings/manage-profile/x"]) {
      const loader = path.startsWith("/settings") ? settingsSplat : religiousEducationSplat;
      expect(await visit(loader, path, cookie), path).toMatchObject({ status: 404 });
    }
    // A visitor is sent to sign in first, as on every page of the area; a parent to /unauthorized.
    expect(await visit(religiousEducationSplat, "/religious-education/no-such-page")).toMatchObject({ status: 302, location: "/login?redirectTo=%2Freligious-education%2Fno-such-page" });
    const parent = await signIn(await createUser({ churchId: church.id, roles: ["PARENT"] }));
    expect(await visit(settingsSplat, "/settings/nope", parent)).toMatchObject({ status: 302, location: "/unauthorized" });
  });

  it("answer 404 in the other built areas; the spec's placeholders stay 'being prepared' (200)", async () => {
    const church = await createChurch();
    const staff = await signIn(await createUser({ churchId: church.id, roles: ["CHURCH_USER"] }));
    expect(await visit(weddingsSplat, "/weddings/anything/at-all", staff)).toMatchObject({ status: 404 });
    expect(await visit(baptismsSplat, "/baptisms/anything/at-all", staff)).toMatchObject({ status: 404 });
    expect(await visit(billingSplat, "/billing/invoices", staff)).toMatchObject({ status: 404 });
    // Spec 000: /donor-management/*, /sacramental-records/* and /profile/* show a placeholder.
    for (const [loader, path, area] of [
      [donorManagementSplat, "/donor-management", "church-staff"],
      [sacramentalRecordsSplat, "/sacramental-records/registers", "church-staff"],
      [profileSplat, "/profile", "account"],
    ] as const) {
      expect(await visit(loader, path, staff), path).toMatchObject({ status: 200, data: { shell: { area } } });
    }
  });
});
