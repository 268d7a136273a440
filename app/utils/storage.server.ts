import { AsyncLocalStorage } from "node:async_hooks";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { v2 as cloudinary } from "cloudinary";
import { db } from "./db.server";
import { env } from "./env.server";

/** Where stored files live: Cloudinary when CLOUDINARY_URL is set, else the data folder on disk. */
export type FileStorage = {
  name: string;
  put(key: string, filePath: string, contentType: string): Promise<void>;
  get(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
};

function safeKey(key: string) {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9._-]+)+$/.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, safeKey(key));
  return {
    name: "disk",
    async put(key, filePath) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(createReadStream(filePath), createWriteStream(target, { flags: "wx" }));
    },
    async get(key) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Private ("authenticated") raw uploads; downloads go through a short-lived signed URL. */
export function cloudinaryStorage(): FileStorage {
  cloudinary.config({ secure: true });
  return {
    name: "cloudinary",
    async put(key, filePath) {
      await cloudinary.uploader.upload(filePath, { public_id: safeKey(key), resource_type: "raw", type: "authenticated", overwrite: false });
    },
    async get(key) {
      const url = cloudinary.utils.private_download_url(safeKey(key), "", {
        resource_type: "raw",
        type: "authenticated",
        expires_at: Math.floor(Date.now() / 1000) + 60,
      });
      const response = await fetch(url);
      if (!response.ok || !response.body) return null;
      return Readable.fromWeb(response.body as never);
    },
    async remove(key) {
      await cloudinary.uploader.destroy(safeKey(key), { resource_type: "raw", type: "authenticated" });
    },
  };
}

// The keys put during the save that is running (see removeStoredIfFails).
const putDuringSave = new AsyncLocalStorage<string[]>();

export function fileStorage(): FileStorage {
  const storage = env().CLOUDINARY_URL ? cloudinaryStorage() : diskStorage(path.resolve(env().DATA_DIR, "files"));
  return {
    ...storage,
    async put(key, filePath, contentType) {
      await storage.put(key, filePath, contentType);
      putDuringSave.getStore()?.push(key);
    },
  };
}

/**
 * Runs a save; if it fails, every file it stored is taken out again (the bytes and their
 * StoredFile rows), so a failed save leaves nothing behind. Saves nest: the outermost one cleans.
 */
export async function removeStoredIfFails<T>(save: () => Promise<T>): Promise<T> {
  if (putDuringSave.getStore()) return save();
  const keys: string[] = [];
  try {
    return await putDuringSave.run(keys, save);
  } catch (error) {
    if (keys.length) {
      await db.storedFile.deleteMany({ where: { key: { in: keys } } }).catch((failure) => console.error("stored file rows not removed", failure));
      const storage = fileStorage();
      for (const key of keys) await storage.remove(key).catch((failure) => console.error(`stored file ${key} not removed`, failure));
    }
    throw error;
  }
}
