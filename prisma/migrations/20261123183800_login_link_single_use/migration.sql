-- Sign-in links work once: the time of the one use (was the time of the last use).
ALTER TABLE "LoginLinkToken" RENAME COLUMN "lastUsedAt" TO "usedAt";
