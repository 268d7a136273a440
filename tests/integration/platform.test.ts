import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { createChurch, createUser, createTwoChurches } from "../../prisma/factories";
import { makePng } from "../../prisma/demo-png";
import { seedCatalogue } from "../../prisma/seed-catalogue";
import { login } from "~/modules/auth/login.server";
import { LOGIN_MESSAGES } from "~/modules/auth/messages";
import { dropShipCents, giftPrice } from "~/modules/gift-store/prices";
import { ADMIN_INVITE_MESSAGES } from "~/modules/super-admin/admin-invite";
import { createAdminInvite } from "~/modules/super-admin/create-admin-invite.server";
import { SUSPEND_MESSAGES } from "~/modules/super-admin/suspend-church.server";
import { USER_MESSAGES } from "~/modules/super-admin/set-user-active.server";
import { action as adminRegisterAction, loader as adminRegisterLoader } from "~/routes/admin-register";
import { loader as publicHomepage } from "~/routes/$churchId.website._index";
import { loader as trainingLoader } from "~/routes/dashboard.video-training";
import { loader as productImageLoader } from "~/routes/gift-store.images.$imageId";
import { loader as giftStoreLoader } from "~/routes/gift-store._index";
import { loader as reTrainingLoader } from "~/routes/religious-education.training";
import { action as socialAction } from "~/routes/social-media";
import { action as churchAction, loader as churchLoader } from "~/routes/super-admin.churches.$churchId";
import { loader as churchesLoader } from "~/routes/super-admin.churches._index";
import { loader as adminHome } from "~/routes/super-admin._index";
import { loader as searchLoader } from "~/routes/search";
import { action as editProductAction } from "~/routes/super-admin.products.$productId.edit";
import { action as addProductAction, loader as addProductLoader } from "~/routes/super-admin.products.add";
import { action as editTrainingAction } from "~/routes/super-admin.trainings.$trainingId.edit";
import { action as addTrainingAction } from "~/routes/super-admin.trainings.add";
import { action as userAction } from "~/routes/super-admin.users.$userId";
import { action as usersAction } from "~/routes/super-admin.users._index";
import { db } from "~/utils/db.server";
import { getSessionUser } from "~/utils/session.server";
import { takeToasts } from "~/utils/session.server";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

const unique = () => randomBytes(4).toString("hex");
type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;
const get = async (fn: Fn, p: string, cookie: string | undefined, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string> | FormData, cookie: string | undefined, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { method: "POST", form, cookie }), params));
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;

function productForm(fields: Record<string, string>, images: Buffer[] = [], extra: [string, string][] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of extra) form.append(k, v);
  images.forEach((bytes, i) => form.append("images", new Blob([new Uint8Array(bytes)], { type: "image/png" }), `p${i}.png`));
  return form;
}

async function admins() {
  const { church, user: staff, other } = await createTwoChurches();
  const admin = await createUser({ churchId: church.id, roles: ["ADMIN"] });
  return { church, other, staff, admin, adminCookie: await signIn(admin), staffCookie: await signIn(staff) };
}

describe("gift store prices (spec)", () => {
  it("drop ship is 1.75 x wholesale in whole cents; two decimals unless whole", () => {
    expect([1000, 2000, 1450, 1199, 1].map(dropShipCents)).toEqual([1750, 3500, 2538, 2098, 2]);
    expect([1750, 3500, 2538, 100000, 5].map(giftPrice)).toEqual(["$17.50", "$35", "$25.38", "$1,000", "$0.05"]);
  });
});

describe("the catalogue", () => {
  it("a super-admin adds a product with pictures, edits and removes one, deletes it; staff see it in the Gift Store; every action is recorded", async () => {
    const { admin, adminCookie, staffCookie } = await admins();
    const name = `Rosary ${unique()}`;
    expect((await get(addProductLoader, "/super-admin/products/add", staffCookie)).location).toBe("/unauthorized");
    expect((await post(addProductAction, "/super-admin/products/add", productForm({ productName: name, churchWholesalePrice: "10", suggestedRetail: "24.99" }), staffCookie)).location).toBe("/unauthorized");

    const bad = await post(addProductAction, "/super-admin/products/add", productForm({ productName: "", churchWholesalePrice: "ten", suggestedRetail: "-3" }), adminCookie);
    expect(errorsOf(bad)).toMatchObject({ productName: ["Product Name is required"], churchWholesalePrice: ["Stock Price must be an amount such as 12.50"], suggestedRetail: ["Suggested Retail Price must be an amount such as 12.50"] });
    const added = await post(addProductAction, "/super-admin/products/add", productForm({ productName: name, churchWholesalePrice: "10", suggestedRetail: "24.99" }, [makePng(20, 20, [1, 2, 3]), makePng(30, 30, [4, 5, 6])]), adminCookie);
    expect(added).toMatchObject({ status: 302, location: "/super-admin/products" });
    const product = await db.product.findFirstOrThrow({ where: { productName: name }, include: { images: { orderBy: { position: "asc" } } } });
    expect(product).toMatchObject({ churchWholesalePriceCents: 1000, suggestedRetailCents: 2499 });
    expect(product.images.map((i) => i.position)).toEqual([0, 1]);

    const store = (await get(giftStoreLoader, "/gift-store", staffCookie)).data as Awaited<ReturnType<typeof giftStoreLoader>>;
    const row = store.products.rows!.find((p) => p.productName === name)!;
    expect(row.thumbnailId).toBe(product.images[0].id);
    const picture = (await run(productImageLoader, makeRequest(`/gift-store/images/${row.thumbnailId}`, { cookie: staffCookie }), { imageId: row.thumbnailId! })).result as Response;
    expect(picture.headers.get("Content-Type")).toBe("image/png");
    expect((await get(productImageLoader, "/gift-store/images/x", undefined, { imageId: "x" })).status).toBe(302);

    const params = { productId: product.id };
    const edited = await post(editProductAction, `/super-admin/products/${product.id}/edit`, productForm({ productName: name, churchWholesalePrice: "20", suggestedRetail: "45" }, [], [["removeImages", product.images[0].id]]), adminCookie, params);
    expect(await toastsOf(edited)).toEqual(["Product updated successfully."]);
    const after = await db.product.findUniqueOrThrow({ where: { id: product.id }, include: { images: true } });
    expect(after).toMatchObject({ churchWholesalePriceCents: 2000, suggestedRetailCents: 4500 });
    expect(after.images.map((i) => i.id)).toEqual([product.images[1].id]);

    const deleted = await post(editProductAction, `/super-admin/products/${product.id}/edit`, { intent: "delete" }, adminCookie, params);
    expect(await toastsOf(deleted)).toEqual([`${name} deleted successfully`]);
    expect(await db.product.count({ where: { id: product.id } })).toBe(0);
    expect(await db.productImage.count({ where: { productId: product.id } })).toBe(0);
    const actions = await db.adminAuditLog.findMany({ where: { userId: admin.id }, orderBy: { createdAt: "asc" } });
    expect(actions.map((a) => [a.action, a.target])).toEqual([
      ["product added", `Product ${name}`],
      ["product updated", `Product ${name}`],
      ["product deleted", `Product ${name}`],
    ]);
    expect((await post(editProductAction, "/super-admin/products/nope/edit", { intent: "delete" }, adminCookie, { productId: "nope" })).status).toBe(404);
  });

  it("loads a demo catalogue of at least 10 products with pictures and a dozen trainings across every module, once", async () => {
    await seedCatalogue();
    await seedCatalogue();
    expect(await db.product.count({ where: { images: { some: {} } } })).toBeGreaterThanOrEqual(10);
    const modules = await db.videoTraining.groupBy({ by: ["module"], _count: true });
    expect(modules.map((m) => m.module).sort()).toEqual(["BAPTISMS", "FUNERALS", "RELIGIOUS_EDUCATION", "SETTINGS", "WEDDINGS"]);
    expect(modules.reduce((n, m) => n + m._count, 0)).toBeGreaterThanOrEqual(12);
  });
});

describe("the training library", () => {
  it("filters by module (an unknown one shows all); religious education opens on its own; super-admins add, edit and delete", async () => {
    const { adminCookie, staffCookie, church } = await admins();
    const school = await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] });
    const title = `Weddings ${unique()}`;
    const bad = await post(addTrainingAction, "/super-admin/trainings/add", { title: "", category: "", module: "CHOIR", videoUrl: "javascript:alert(1)" }, adminCookie);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(["category", "module", "title", "videoUrl"]);
    await post(addTrainingAction, "/super-admin/trainings/add", { title, category: "Approvals", module: "WEDDINGS", videoUrl: "videos.example.com/w1" }, adminCookie);
    const training = await db.videoTraining.findFirstOrThrow({ where: { title } });
    expect(training.videoUrl).toBe("https://videos.example.com/w1");

    const weddings = (await get(trainingLoader, "/dashboard/video-training?module=WEDDINGS", staffCookie)).data as Awaited<ReturnType<typeof trainingLoader>>;
    expect(weddings.module).toBe("WEDDINGS");
    expect(weddings.trainings.every((t) => t.module === "WEDDINGS")).toBe(true);
    expect(weddings.trainings.some((t) => t.title === title)).toBe(true);
    const all = (await get(trainingLoader, "/dashboard/video-training?module=<script>", staffCookie)).data as typeof weddings;
    expect(all.module).toBeNull();
    const re = (await get(reTrainingLoader, "/religious-education/training", await signIn(school))).data as typeof weddings;
    expect(re.module).toBe("RELIGIOUS_EDUCATION");

    await post(editTrainingAction, `/super-admin/trainings/${training.id}/edit`, { title: `${title} (new)`, category: "Approvals", module: "SETTINGS", videoUrl: "https://videos.example.com/w2" }, adminCookie, { trainingId: training.id });
    expect(await db.videoTraining.findUniqueOrThrow({ where: { id: training.id } })).toMatchObject({ module: "SETTINGS", title: `${title} (new)` });
    await post(editTrainingAction, `/super-admin/trainings/${training.id}/edit`, { intent: "delete" }, adminCookie, { trainingId: training.id });
    expect(await db.videoTraining.count({ where: { id: training.id } })).toBe(0);
  });
});

describe("super-admin: churches and users", () => {
  it("suspends a church with a reason: its users are signed out and cannot sign in; reactivating lets them back; the admin's own church cannot be", async () => {
    const { church, other, adminCookie, staffCookie } = await admins();
    const theirUser = await createUser({ churchId: other.id, roles: ["CHURCH_USER"], password: "correct horse" });
    const theirCookie = await signIn(theirUser);
    const list = (await get(churchesLoader, `/super-admin/churches?q=${encodeURIComponent(other.name)}`, adminCookie)).data as Awaited<ReturnType<typeof churchesLoader>>;
    expect(list.churches.rows!.map((c) => c.id)).toEqual([other.id]);
    expect(list.churches.rows![0]).toMatchObject({ users: 2, students: 0, suspendedAt: null });
    expect((await get(churchesLoader, "/super-admin/churches", staffCookie)).location).toBe("/unauthorized");

    const params = { churchId: other.id };
    const noReason = await post(churchAction, `/super-admin/churches/${other.id}`, { intent: "suspend", reason: " " }, adminCookie, params);
    expect(errorsOf(noReason)).toEqual({ reason: ["Reason is required"] });
    const suspended = await post(churchAction, `/super-admin/churches/${other.id}`, { intent: "suspend", reason: "Unpaid since March" }, adminCookie, params);
    expect(await toastsOf(suspended)).toEqual([SUSPEND_MESSAGES.suspended(other.name)]);
    expect(await getSessionUser(makeRequest("/dashboard", { cookie: theirCookie }))).toBeNull();
    expect(await db.session.count({ where: { churchId: other.id } })).toBe(0);
    await expect(login({ user: theirUser.email, pwd: "correct horse", ip: "198.51.100.1" })).rejects.toMatchObject({ message: LOGIN_MESSAGES.suspended });
    // A wrong password learns nothing about the suspension.
    await expect(login({ user: theirUser.email, pwd: "wrong", ip: "198.51.100.1" })).rejects.toMatchObject({ message: LOGIN_MESSAGES.invalid });
    const page = (await get(churchLoader, `/super-admin/churches/${other.id}`, adminCookie, params)).data as Awaited<ReturnType<typeof churchLoader>>;
    expect(page.church).toMatchObject({ suspendedReason: "Unpaid since March" });

    await post(churchAction, `/super-admin/churches/${other.id}`, { intent: "reactivate" }, adminCookie, params);
    expect((await login({ user: theirUser.email, pwd: "correct horse", ip: "198.51.100.1" })).id).toBe(theirUser.id);
    const own = await post(churchAction, `/super-admin/churches/${church.id}`, { intent: "suspend", reason: "oops" }, adminCookie, { churchId: church.id });
    expect(errorsOf(own)).toEqual({ "": [SUSPEND_MESSAGES.ownChurch] });
    expect((await get(churchLoader, "/super-admin/churches/nope", adminCookie, { churchId: "nope" })).status).toBe(404);

    const home = (await get(adminHome, "/super-admin", adminCookie)).data as Awaited<ReturnType<typeof adminHome>>;
    expect(home.activity.actions.slice(0, 2).map((a) => [a.action, a.target, a.detail])).toEqual([
      ["church reactivated", `Church ${other.name}`, null],
      ["church suspended", `Church ${other.name}`, "Unpaid since March"],
    ]);
  });

  it("deactivates and reactivates a user, sends a password reset, and never deactivates the admin themself", async () => {
    const { admin, adminCookie, staff } = await admins();
    const staffCookie = await signIn(staff);
    const params = { userId: staff.id };
    const off = await post(userAction, `/super-admin/users/${staff.id}`, { intent: "deactivate" }, adminCookie, params);
    expect(await toastsOf(off)).toEqual([USER_MESSAGES.deactivated(staff.email)]);
    expect(await getSessionUser(makeRequest("/dashboard", { cookie: staffCookie }))).toBeNull();
    await expect(login({ user: staff.email, pwd: "parish-demo", ip: "198.51.100.2" })).rejects.toMatchObject({ message: LOGIN_MESSAGES.deactivated });
    await post(userAction, `/super-admin/users/${staff.id}`, { intent: "reactivate" }, adminCookie, params);
    expect((await login({ user: staff.email, pwd: "parish-demo", ip: "198.51.100.2" })).id).toBe(staff.id);

    const reset = await post(userAction, `/super-admin/users/${staff.id}`, { intent: "reset" }, adminCookie, params);
    expect(await toastsOf(reset)).toEqual([USER_MESSAGES.resetSent(staff.email)]);
    expect(await db.emailOutbox.count({ where: { to: staff.email, template: "password-reset" } })).toBe(1);
    const self = await post(userAction, `/super-admin/users/${admin.id}`, { intent: "deactivate" }, adminCookie, { userId: admin.id });
    expect(errorsOf(self)).toEqual({ "": [USER_MESSAGES.ownAccount] });
    expect((await post(userAction, "/super-admin/users/nope", { intent: "reset" }, adminCookie, { userId: "nope" })).status).toBe(404);
  });
});

describe("the search box of a platform admin", () => {
  it("finds the platform's churches and users, as their lists do; a church's staff find neither", async () => {
    const { other, adminCookie, staffCookie } = await admins();
    const tag = unique();
    const parish = await db.church.update({ where: { id: other.id }, data: { name: `Holy Rosary ${tag}` } });
    const user = await createUser({ churchId: other.id, roles: ["CHURCH_USER"], email: `rosa-${tag}@e2e.test` });
    type Results = { results: { group: string; label: string; to: string; detail?: string }[] };
    const search = async (q: string, cookie: string) => ((await get(searchLoader, `/search?q=${encodeURIComponent(q)}`, cookie)).data as Results).results;

    expect((await search(`rosary ${tag}`, adminCookie)).filter((r) => r.group === "Churches")).toEqual([
      { group: "Churches", label: parish.name, to: `/super-admin/churches/${parish.id}`, detail: `Church, account ${parish.accountId}` },
    ]);
    expect((await search(`rosa-${tag}`, adminCookie)).filter((r) => r.group === "Users")).toEqual([
      { group: "Users", label: `${user.firstname} ${user.lastname}`, to: `/super-admin/users/${user.id}`, detail: `${user.email}, ${parish.name}` },
    ]);
    expect((await search(`rosa-${tag}`, staffCookie)).filter((r) => r.group === "Users" || r.group === "Churches")).toEqual([]);
  });
});

describe("/admin-register", () => {
  it("creates an Admin only with a valid, unused invitation; says so otherwise", async () => {
    const { adminCookie, church } = await admins();
    expect((await get(adminRegisterLoader, "/admin-register", undefined)).status).toBe(400);
    expect((await get(adminRegisterLoader, "/admin-register?token=forged-token-123", undefined)).status).toBe(400);
    const invited = (await post(usersAction, "/super-admin/users", {}, adminCookie)).data as { inviteLink: string };
    const token = new URL(invited.inviteLink).searchParams.get("token")!;
    expect((await get(adminRegisterLoader, `/admin-register?token=${token}`, undefined)).data).toEqual({ token });

    const email = `new-admin-${unique()}@example.test`;
    const form = { token, firstname: "Ada", lastname: "Admin", email, password: "a long password", confirmPassword: "a long password" };
    const mismatch = await post(adminRegisterAction, "/admin-register", { ...form, confirmPassword: "other" }, undefined);
    expect(errorsOf(mismatch)).toEqual({ confirmPassword: ["Passwords do not match"] });
    const created = await post(adminRegisterAction, "/admin-register", form, undefined);
    expect(created).toMatchObject({ status: 302, location: "/login" });
    expect(await toastsOf(created)).toEqual([ADMIN_INVITE_MESSAGES.created]);
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { roles: true } });
    expect(user).toMatchObject({ churchId: church.id });
    expect(user.roles.map((r) => r.role)).toEqual(["ADMIN"]);
    const again = await post(adminRegisterAction, "/admin-register", { ...form, email: `x-${email}` }, undefined);
    expect(errorsOf(again)).toEqual({ "": [ADMIN_INVITE_MESSAGES.invalid] });

    const other = await createChurch();
    const link = await createAdminInvite(other.id);
    const taken = await post(adminRegisterAction, "/admin-register", { ...form, token: new URL(link).searchParams.get("token")! }, undefined);
    expect(errorsOf(taken)).toEqual({ email: [ADMIN_INVITE_MESSAGES.emailTaken] });
  });
});

describe("social media links", () => {
  it("saves http(s) links only and shows them on the church's homepage", async () => {
    const { church, user } = await createTwoChurches();
    const cookie = await signIn(user);
    const bad = await post(socialAction, "/social-media", { facebookUrl: "javascript:alert(1)" }, cookie);
    expect(errorsOf(bad)).toMatchObject({ facebookUrl: ["Enter a web address such as https://example.com."] });
    await post(socialAction, "/social-media", { facebookUrl: "facebook.com/stmary", youtubeUrl: "https://youtube.com/@stmary" }, cookie);
    const page = (await get(publicHomepage, `/${church.id}/website`, undefined, { churchId: church.id })).data as Awaited<ReturnType<typeof publicHomepage>>;
    expect(page.social).toEqual([
      { label: "Facebook", url: "https://facebook.com/stmary" },
      { label: "YouTube", url: "https://youtube.com/@stmary" },
    ]);
  });
});
