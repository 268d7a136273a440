-- AlterEnum
ALTER TYPE "EmailStatus" ADD VALUE 'SENDING';

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "leaseUntil" TIMESTAMP(3);
