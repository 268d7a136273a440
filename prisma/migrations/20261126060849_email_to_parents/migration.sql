-- CreateEnum
CREATE TYPE "EmailBlastStatus" AS ENUM ('QUEUED', 'SENDING', 'DONE', 'FAILED');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('PENDING', 'QUEUED', 'SKIPPED');


-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "attachmentFileId" TEXT,
ADD COLUMN     "headers" JSONB;

-- CreateTable
CREATE TABLE "EmailBlast" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "yearId" TEXT NOT NULL,
    "classId" TEXT,
    "attachmentFileId" TEXT,
    "status" "EmailBlastStatus" NOT NULL DEFAULT 'QUEUED',
    "total" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "EmailBlast_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailBlastDelivery" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "blastId" TEXT NOT NULL,
    "parentId" TEXT NOT NULL,
    "email" TEXT,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "reason" TEXT,
    "outboxId" TEXT,

    CONSTRAINT "EmailBlastDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EmailBlast_churchId_createdAt_idx" ON "EmailBlast"("churchId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmailBlastDelivery_outboxId_key" ON "EmailBlastDelivery"("outboxId");

-- CreateIndex
CREATE INDEX "EmailBlastDelivery_blastId_status_idx" ON "EmailBlastDelivery"("blastId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "EmailBlastDelivery_blastId_parentId_key" ON "EmailBlastDelivery"("blastId", "parentId");

-- AddForeignKey
ALTER TABLE "EmailBlast" ADD CONSTRAINT "EmailBlast_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailBlastDelivery" ADD CONSTRAINT "EmailBlastDelivery_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailBlastDelivery" ADD CONSTRAINT "EmailBlastDelivery_blastId_fkey" FOREIGN KEY ("blastId") REFERENCES "EmailBlast"("id") ON DELETE CASCADE ON UPDATE CASCADE;
