import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { redirect } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createChurch, makePdf } from "../../prisma/factories";
import { storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { formAction, intent, INVALID_REQUEST } from "~/utils/form-action.server";
import { MB, type FileRule, type UploadedFile } from "~/utils/upload.server";
import { answer } from "../support/http";

const Schema = z.object({ name: z.string({ error: "Name is required" }).min(2, "Too short"), secret: z.string().optional() });
const PDF_RULE: FileRule = { maxBytes: MB, kinds: ["pdf"], messages: { type: "PDF only", size: "Too big", invalid: "Not a file" } };

const post = (body: Record<string, string> | FormData) =>
  new Request("http://localhost:3000/thing", { method: "POST", body: body instanceof FormData ? body : new URLSearchParams(body) });

/** What formAction answered, or the Response it threw. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (result) => answer({ result, thrown: null }),
    (thrown) => {
      if (thrown instanceof Response) return answer({ result: null, thrown });
      throw thrown;
    },
  );

type Reply = { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
const replyOf = (res: { data: unknown }) => (res.data as Reply).result;

describe("formAction, the one shape of a form's action", () => {
  it("saves valid values and answers what the use-case returns", async () => {
    const save = vi.fn(async ({ value }: { value: z.output<typeof Schema> }) => redirect(`/done?name=${value.name}`));
    const res = await outcome(formAction(post({ name: "Ann" }), { schema: Schema, save }));
    expect(res).toMatchObject({ status: 302, location: "/done?name=Ann" });
    expect(save).toHaveBeenCalledOnce();
  });

  it("keeps what was typed with the field errors, hiding the hidden fields, and never saves", async () => {
    const save = vi.fn();
    const res = await outcome(formAction(post({ name: "A", secret: "hunter2" }), { schema: Schema, hideFields: ["secret"], save }));
    expect(res.status).toBe(400);
    expect(replyOf(res).error).toEqual({ name: ["Too short"] });
    expect(replyOf(res).initialValue).toEqual({ name: "A" });
    expect(save).not.toHaveBeenCalled();
  });

  it("validates an intent declared with its own schema like a Save, and never runs it on bad input", async () => {
    const save = vi.fn(async ({ value }: { value: z.output<typeof Schema> }) => redirect(`/next?name=${value.name}`));
    const intents = { next: intent(Schema, save) };
    const bad = await outcome(formAction(post({ intent: "next", name: "A" }), { intents }));
    expect(bad.status).toBe(400);
    expect(replyOf(bad).error).toEqual({ name: ["Too short"] });
    expect(save).not.toHaveBeenCalled();
    expect(await outcome(formAction(post({ intent: "next", name: "Ann" }), { intents }))).toMatchObject({ status: 302, location: "/next?name=Ann" });
  });

  it("answers a known error as field or form errors with its status, and 404/403 as thrown responses", async () => {
    const failing = (error: Error) => outcome(formAction(post({ name: "Ann" }), { schema: Schema, save: async () => Promise.reject(error) }));
    const conflict = await failing(new AppError("CONFLICT", "Taken", { name: ["That name is taken"] }));
    expect(conflict.status).toBe(409);
    expect(replyOf(conflict)).toMatchObject({ error: { name: ["That name is taken"] }, initialValue: { name: "Ann" } });
    const invalid = await failing(new AppError("INVALID", "Not allowed now"));
    expect(invalid.status).toBe(400);
    expect(replyOf(invalid).error).toEqual({ "": ["Not allowed now"] });
    expect((await failing(notFound())).status).toBe(404);
    expect((await failing(new AppError("FORBIDDEN", "No"))).status).toBe(403);
  });

  it("logs an unknown failure and answers the fallback message with what was typed", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await outcome(formAction(post({ name: "Ann" }), { schema: Schema, failed: "Could not save. Please try again.", save: async () => Promise.reject(new Error("db down")) }));
      expect(res.status).toBe(500);
      expect(replyOf(res)).toMatchObject({ error: { "": ["Could not save. Please try again."] }, initialValue: { name: "Ann" } });
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it("sends an intent to its handler; an unknown intent or a page without a save is 'Invalid Request!'", async () => {
    const handler = vi.fn(async (formData: FormData) => redirect(`/deleted/${formData.get("id")}`));
    const save = vi.fn();
    expect(await outcome(formAction(post({ intent: "delete", id: "7" }), { schema: Schema, intents: { delete: handler }, save }))).toMatchObject({ status: 302, location: "/deleted/7" });
    expect(save).not.toHaveBeenCalled();
    const unknown = await outcome(formAction(post({ intent: "destroy", name: "Ann" }), { schema: Schema, intents: { delete: handler }, save }));
    expect(unknown.status).toBe(400);
    expect(replyOf(unknown).error).toEqual({ "": [INVALID_REQUEST] });
    expect(save).not.toHaveBeenCalled();
    expect(replyOf(await outcome(formAction(post({ name: "Ann" }), { intents: { delete: handler } }))).error).toEqual({ "": [INVALID_REQUEST] });
    const refused = await outcome(formAction(post({ intent: "delete" }), { intents: { delete: async () => Promise.reject(new AppError("INVALID", "Sponsor ID is required!")) } }));
    expect(refused).toMatchObject({ status: 400, data: { result: { error: { "": ["Sponsor ID is required!"] } } } });
  });

  it("reads files under their rules, refuses a bad one as its field's error, and removes the temporary files", async () => {
    const pdf = await makePdf();
    let seen: UploadedFile | undefined;
    const form = () => {
      const data = new FormData();
      data.append("name", "Ann");
      data.append("document", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "doc.pdf");
      return data;
    };
    const ok = await outcome(
      formAction(post(form()), {
        schema: Schema,
        uploads: { document: PDF_RULE },
        save: async ({ files }) => {
          seen = files.document;
          expect(existsSync(seen.tmpPath)).toBe(true);
          return redirect("/done");
        },
      }),
    );
    expect(ok.status).toBe(302);
    expect(seen?.filename).toBe("doc.pdf");
    expect(existsSync(seen!.tmpPath)).toBe(false);

    const bad = new FormData();
    bad.append("name", "Ann");
    bad.append("document", new Blob(["MZ not a pdf"]), "doc.pdf");
    const refused = await outcome(formAction(post(bad), { schema: Schema, uploads: { document: PDF_RULE }, save: vi.fn() }));
    expect(refused.status).toBe(400);
    expect(replyOf(refused)).toMatchObject({ error: { document: ["PDF only"] }, initialValue: { name: "Ann" } });

    // A form with file fields posted as a plain form is not the page's own form.
    expect((await outcome(formAction(post({ name: "Ann" }), { schema: Schema, uploads: { document: PDF_RULE }, save: vi.fn() }))).status).toBe(400);
    // A broken multipart body is a clear 400, never a 500.
    const broken = new Request("http://localhost:3000/thing", { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: "--x\r\ngarbage" });
    expect((await outcome(formAction(broken, { schema: Schema, uploads: { document: PDF_RULE }, save: vi.fn() }))).status).toBe(400);
  });

  it("takes out every file a failed save stored: the bytes and their rows", async () => {
    const church = await createChurch();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const data = new FormData();
    data.append("name", "Ann");
    data.append("document", new Blob([new Uint8Array(await makePdf())], { type: "application/pdf" }), "doc.pdf");
    try {
      const res = await outcome(
        formAction(post(data), {
          schema: Schema,
          uploads: { document: PDF_RULE },
          save: async ({ files }) => {
            await storeFile({ churchId: church.id, owner: { kind: "test-document", ownerType: "Test" }, file: files.document });
            await storeFile({ churchId: church.id, owner: { kind: "test-document", ownerType: "Test" }, file: files.document });
            throw new Error("the transaction failed");
          },
        }),
      );
      expect(res.status).toBe(500);
    } finally {
      log.mockRestore();
    }
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(0);
    expect(readdirSync(path.join(process.env.DATA_DIR!, "files", church.id, "test-document"))).toEqual([]);
  });
});
