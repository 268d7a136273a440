-- DropIndex

-- AlterTable
ALTER TABLE "Church" ADD COLUMN     "connectChargesEnabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "stripeConnectAccountId" TEXT;

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "pastDueSince" TIMESTAMP(3),
ADD COLUMN     "stripeEventAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "TrialReminder" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "trialEnd" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrialReminder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TuitionPayment" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "registrationId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "method" TEXT NOT NULL,
    "reference" TEXT,
    "note" TEXT,
    "paidAt" TIMESTAMP(3) NOT NULL,
    "stripeCheckoutSessionId" TEXT,
    "stripePaymentIntentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TuitionPayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LocalCheckoutSession" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "customerId" TEXT,
    "connectedAccountId" TEXT,
    "registrationId" TEXT,
    "amountCents" INTEGER,
    "successUrl" TEXT NOT NULL,
    "cancelUrl" TEXT NOT NULL,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LocalCheckoutSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TrialReminder_churchId_kind_trialEnd_key" ON "TrialReminder"("churchId", "kind", "trialEnd");

-- CreateIndex
CREATE UNIQUE INDEX "TuitionPayment_stripeCheckoutSessionId_key" ON "TuitionPayment"("stripeCheckoutSessionId");

-- CreateIndex
CREATE UNIQUE INDEX "TuitionPayment_stripePaymentIntentId_key" ON "TuitionPayment"("stripePaymentIntentId");

-- CreateIndex
CREATE INDEX "TuitionPayment_churchId_registrationId_idx" ON "TuitionPayment"("churchId", "registrationId");

-- CreateIndex
CREATE INDEX "LocalCheckoutSession_churchId_idx" ON "LocalCheckoutSession"("churchId");

-- CreateIndex
CREATE UNIQUE INDEX "Church_stripeConnectAccountId_key" ON "Church"("stripeConnectAccountId");

-- AddForeignKey
ALTER TABLE "TrialReminder" ADD CONSTRAINT "TrialReminder_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TuitionPayment" ADD CONSTRAINT "TuitionPayment_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TuitionPayment" ADD CONSTRAINT "TuitionPayment_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LocalCheckoutSession" ADD CONSTRAINT "LocalCheckoutSession_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;
