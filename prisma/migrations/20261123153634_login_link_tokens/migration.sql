-- CreateEnum
CREATE TYPE "LoginLinkPurpose" AS ENUM ('TEACHER', 'PARENT');

-- CreateTable
CREATE TABLE "LoginLinkToken" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "purpose" "LoginLinkPurpose" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastUsedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoginLinkToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LoginLinkToken_tokenHash_key" ON "LoginLinkToken"("tokenHash");

-- CreateIndex
CREATE INDEX "LoginLinkToken_userId_idx" ON "LoginLinkToken"("userId");

-- CreateIndex
CREATE INDEX "LoginLinkToken_expiresAt_idx" ON "LoginLinkToken"("expiresAt");

-- AddForeignKey
ALTER TABLE "LoginLinkToken" ADD CONSTRAINT "LoginLinkToken_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoginLinkToken" ADD CONSTRAINT "LoginLinkToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
