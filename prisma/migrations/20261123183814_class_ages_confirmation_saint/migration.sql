-- AlterTable
ALTER TABLE "SchoolClass" ADD COLUMN     "maxAge" INTEGER,
ADD COLUMN     "minAge" INTEGER;

-- AlterTable
ALTER TABLE "Student" ADD COLUMN     "confirmationSaint" TEXT;

-- The usual ages of a class: whole years from 3 to 99, the youngest not above the oldest.
ALTER TABLE "SchoolClass" ADD CONSTRAINT "SchoolClass_ages_range" CHECK (
  ("minAge" IS NULL OR "minAge" BETWEEN 3 AND 99)
  AND ("maxAge" IS NULL OR "maxAge" BETWEEN 3 AND 99)
  AND ("minAge" IS NULL OR "maxAge" IS NULL OR "minAge" <= "maxAge")
);
