-- CreateEnum
CREATE TYPE "ParentRole" AS ENUM ('mother', 'father', 'legal guardian');

-- CreateEnum
CREATE TYPE "StudentType" AS ENUM ('Church Student', 'School Student', 'RCIA');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('Male', 'Female', 'other');

-- CreateEnum
CREATE TYPE "LivesWith" AS ENUM ('Both Parents', 'Mother', 'Father', 'Guardian');

-- CreateEnum
CREATE TYPE "StudentStatus" AS ENUM ('Current', 'Inactive', 'Graduated');

-- CreateEnum
CREATE TYPE "SacramentalStatus" AS ENUM ('Sacramental Program', 'Excluded from Sacraments');

-- CreateEnum
CREATE TYPE "BaptismalStatus" AS ENUM ('Baptized Catholic', 'Baptized Protestant', 'Baptized Orthodox', 'No');

-- CreateEnum
CREATE TYPE "SacramentalTrack" AS ENUM ('Normal', 'Easter Vigil');

-- CreateEnum
CREATE TYPE "ReligiousAffiliation" AS ENUM ('None', 'Catholic', 'Protestant', 'Orthodox', 'Muslim', 'Jewish', 'Other');

-- CreateEnum
CREATE TYPE "MaritalStatus" AS ENUM ('Single', 'Married', 'Engaged');

-- CreateEnum
CREATE TYPE "MarriageAuthority" AS ENUM ('Catholic Priest', 'Christian Minister', 'Non-Christian Minister', 'Civil Government');

-- CreateEnum
CREATE TYPE "MarriageHistory" AS ENUM ('Never Married', 'First Marriage', 'Previously Married');

-- CreateEnum
CREATE TYPE "StudentDocumentKind" AS ENUM ('birthCertificate', 'baptismalCertificate', 'firstCommunionCertificate', 'confirmationCertificate', 'sacramentalForm', 'consentForm', 'marriageDocs');

-- CreateTable
CREATE TABLE "SchoolYear" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "yearName" TEXT NOT NULL,
    "isCurrent" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SchoolYear_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Teacher" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "middlename" TEXT,
    "lastname" TEXT NOT NULL,
    "email" TEXT,
    "cellPhone" TEXT,
    "notes" TEXT,
    "searchName" TEXT NOT NULL,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Teacher_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Volunteer" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "middlename" TEXT,
    "lastname" TEXT NOT NULL,
    "email" TEXT,
    "cellPhone" TEXT,
    "notes" TEXT,
    "searchName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Volunteer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SchoolClass" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "className" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "teacherId" TEXT,
    "assistantId" TEXT,
    "volunteerId" TEXT,
    "meets" TEXT,
    "location" TEXT,
    "tags" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SchoolClass_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Parent" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "role" "ParentRole" NOT NULL,
    "firstname" TEXT NOT NULL,
    "middlename" TEXT,
    "lastname" TEXT NOT NULL,
    "email" TEXT,
    "cellPhone" TEXT,
    "searchName" TEXT NOT NULL,
    "userId" TEXT,
    "unsubscribedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Parent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Student" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "middlename" TEXT,
    "lastname" TEXT NOT NULL,
    "searchName" TEXT NOT NULL,
    "altID" TEXT,
    "gender" "Gender",
    "type" "StudentType" NOT NULL DEFAULT 'Church Student',
    "livesWith" "LivesWith",
    "status" "StudentStatus" NOT NULL DEFAULT 'Current',
    "sacramentalStatus" "SacramentalStatus" NOT NULL DEFAULT 'Sacramental Program',
    "address" TEXT,
    "address2" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip" TEXT,
    "email" TEXT,
    "dateOfBirth" DATE,
    "notes" TEXT,
    "motherId" TEXT,
    "fatherId" TEXT,
    "legalGuardianId" TEXT,
    "religiousAffiliation" "ReligiousAffiliation",
    "maritalStatus" "MaritalStatus",
    "marriageAuthor" "MarriageAuthority",
    "marriageHistory" "MarriageHistory",
    "prevMarriageAuthor" "MarriageAuthority",
    "spouseReligiousAffiliation" "ReligiousAffiliation",
    "spouseMarriageHistory" "MarriageHistory",
    "spousePrevMarriageAuthor" "MarriageAuthority",
    "baptized" "BaptismalStatus",
    "baptizedDate" DATE,
    "churchOfBaptism" TEXT,
    "churchOfBaptismLocation" TEXT,
    "firstCommunion" BOOLEAN,
    "firstCommunionDate" DATE,
    "churchOfFirstCommunion" TEXT,
    "churchOfFirstCommunionLocation" TEXT,
    "confirmation" BOOLEAN,
    "confirmationDate" DATE,
    "confirmationChurch" TEXT,
    "professionOfFaith" BOOLEAN NOT NULL DEFAULT false,
    "professionOfFaithDate" DATE,
    "sacramentalTrack" "SacramentalTrack" NOT NULL DEFAULT 'Normal',
    "easterVigilTarget" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Student_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Registration" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "schoolClassId" TEXT NOT NULL,
    "schoolYearId" TEXT NOT NULL,
    "notes" TEXT,
    "photographyPermission" BOOLEAN NOT NULL DEFAULT false,
    "safetyClassPermission" BOOLEAN NOT NULL DEFAULT false,
    "tuitionCents" INTEGER NOT NULL DEFAULT 0,
    "paid" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Registration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Absence" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "registrationId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Absence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentDocument" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "kind" "StudentDocumentKind" NOT NULL,
    "fileId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StudentDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Sponsor" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "middlename" TEXT,
    "lastname" TEXT NOT NULL,
    "searchName" TEXT NOT NULL,
    "email" TEXT,
    "cellPhone" TEXT,
    "address" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip" TEXT,
    "parish" TEXT,
    "studentId" TEXT,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Sponsor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SponsorDocument" (
    "id" TEXT NOT NULL,
    "churchId" TEXT NOT NULL,
    "sponsorId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SponsorDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SchoolYear_churchId_yearName_key" ON "SchoolYear"("churchId", "yearName");

-- CreateIndex
CREATE UNIQUE INDEX "Teacher_userId_key" ON "Teacher"("userId");

-- CreateIndex
CREATE INDEX "Teacher_churchId_lastname_firstname_idx" ON "Teacher"("churchId", "lastname", "firstname");

-- CreateIndex
CREATE INDEX "Volunteer_churchId_lastname_firstname_idx" ON "Volunteer"("churchId", "lastname", "firstname");

-- CreateIndex
CREATE INDEX "SchoolClass_teacherId_idx" ON "SchoolClass"("teacherId");

-- CreateIndex
CREATE UNIQUE INDEX "SchoolClass_churchId_slug_key" ON "SchoolClass"("churchId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "Parent_userId_key" ON "Parent"("userId");

-- CreateIndex
CREATE INDEX "Parent_churchId_lastname_firstname_idx" ON "Parent"("churchId", "lastname", "firstname");

-- CreateIndex
CREATE INDEX "Student_churchId_lastname_firstname_idx" ON "Student"("churchId", "lastname", "firstname");

-- CreateIndex
CREATE INDEX "Student_churchId_status_idx" ON "Student"("churchId", "status");

-- CreateIndex
CREATE INDEX "Student_motherId_idx" ON "Student"("motherId");

-- CreateIndex
CREATE INDEX "Student_fatherId_idx" ON "Student"("fatherId");

-- CreateIndex
CREATE INDEX "Student_legalGuardianId_idx" ON "Student"("legalGuardianId");

-- CreateIndex
CREATE INDEX "Registration_churchId_schoolYearId_schoolClassId_idx" ON "Registration"("churchId", "schoolYearId", "schoolClassId");

-- CreateIndex
CREATE INDEX "Registration_schoolClassId_schoolYearId_idx" ON "Registration"("schoolClassId", "schoolYearId");

-- CreateIndex
CREATE UNIQUE INDEX "Registration_studentId_schoolYearId_key" ON "Registration"("studentId", "schoolYearId");

-- CreateIndex
CREATE INDEX "Absence_churchId_studentId_idx" ON "Absence"("churchId", "studentId");

-- CreateIndex
CREATE UNIQUE INDEX "Absence_registrationId_date_key" ON "Absence"("registrationId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "StudentDocument_fileId_key" ON "StudentDocument"("fileId");

-- CreateIndex
CREATE INDEX "StudentDocument_studentId_kind_idx" ON "StudentDocument"("studentId", "kind");

-- CreateIndex
CREATE INDEX "StudentDocument_churchId_kind_idx" ON "StudentDocument"("churchId", "kind");

-- CreateIndex
CREATE INDEX "Sponsor_churchId_lastname_firstname_idx" ON "Sponsor"("churchId", "lastname", "firstname");

-- CreateIndex
CREATE UNIQUE INDEX "SponsorDocument_fileId_key" ON "SponsorDocument"("fileId");

-- CreateIndex
CREATE INDEX "SponsorDocument_sponsorId_idx" ON "SponsorDocument"("sponsorId");

-- AddForeignKey
ALTER TABLE "SchoolYear" ADD CONSTRAINT "SchoolYear_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Teacher" ADD CONSTRAINT "Teacher_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Teacher" ADD CONSTRAINT "Teacher_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Volunteer" ADD CONSTRAINT "Volunteer_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolClass" ADD CONSTRAINT "SchoolClass_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolClass" ADD CONSTRAINT "SchoolClass_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "Teacher"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolClass" ADD CONSTRAINT "SchoolClass_assistantId_fkey" FOREIGN KEY ("assistantId") REFERENCES "Teacher"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolClass" ADD CONSTRAINT "SchoolClass_volunteerId_fkey" FOREIGN KEY ("volunteerId") REFERENCES "Volunteer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Parent" ADD CONSTRAINT "Parent_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Parent" ADD CONSTRAINT "Parent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_motherId_fkey" FOREIGN KEY ("motherId") REFERENCES "Parent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_fatherId_fkey" FOREIGN KEY ("fatherId") REFERENCES "Parent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_legalGuardianId_fkey" FOREIGN KEY ("legalGuardianId") REFERENCES "Parent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_schoolClassId_fkey" FOREIGN KEY ("schoolClassId") REFERENCES "SchoolClass"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_schoolYearId_fkey" FOREIGN KEY ("schoolYearId") REFERENCES "SchoolYear"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Absence" ADD CONSTRAINT "Absence_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Absence" ADD CONSTRAINT "Absence_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Absence" ADD CONSTRAINT "Absence_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentDocument" ADD CONSTRAINT "StudentDocument_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentDocument" ADD CONSTRAINT "StudentDocument_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentDocument" ADD CONSTRAINT "StudentDocument_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sponsor" ADD CONSTRAINT "Sponsor_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sponsor" ADD CONSTRAINT "Sponsor_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SponsorDocument" ADD CONSTRAINT "SponsorDocument_churchId_fkey" FOREIGN KEY ("churchId") REFERENCES "Church"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SponsorDocument" ADD CONSTRAINT "SponsorDocument_sponsorId_fkey" FOREIGN KEY ("sponsorId") REFERENCES "Sponsor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SponsorDocument" ADD CONSTRAINT "SponsorDocument_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- At most one current school year per church (the modules keep at least one).
CREATE UNIQUE INDEX "SchoolYear_one_current_per_church" ON "SchoolYear"("churchId") WHERE "isCurrent";

-- Easter Vigil targets of the spec: 2024 to 2028.
ALTER TABLE "Student" ADD CONSTRAINT "Student_easterVigilTarget_range" CHECK ("easterVigilTarget" IS NULL OR "easterVigilTarget" BETWEEN 2024 AND 2028);

-- Tuition is never negative.
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_tuitionCents_nonnegative" CHECK ("tuitionCents" >= 0);

-- The students list searches names with contains; a trigram index keeps it fast on large parishes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Student_searchName_trgm" ON "Student" USING gin ("searchName" gin_trgm_ops);
