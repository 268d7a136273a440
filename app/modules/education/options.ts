// Labels, options, limits and messages of the religious-education spec (001), shared by client and server.
import type {
  BaptismalStatus,
  Gender,
  LivesWith,
  MaritalStatus,
  MarriageAuthority,
  MarriageHistory,
  ParentRole,
  ReligiousAffiliation,
  SacramentalStatus,
  SacramentalTrack,
  StudentDocumentKind,
  StudentStatus,
  StudentType,
} from "~/generated/prisma/enums";

type Options<K extends string> = readonly { value: K; label: string }[];
const labelOf = <K extends string>(options: Options<K>) => Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<K, string>;

// RCIA is stored and sent as RCIA, and shown as OCIA (spec section 3).
export const STUDENT_TYPES: Options<StudentType> = [
  { value: "CHURCH", label: "Church Student" },
  { value: "SCHOOL", label: "School Student" },
  { value: "RCIA", label: "OCIA" },
];
// The sacramental form's shorter words for the same values.
export const STUDENT_TYPES_SHORT: Options<StudentType> = [
  { value: "CHURCH", label: "Church" },
  { value: "SCHOOL", label: "School" },
  { value: "RCIA", label: "OCIA" },
];
export const GENDERS: Options<Gender> = [
  { value: "MALE", label: "Male" },
  { value: "FEMALE", label: "Female" },
  { value: "OTHER", label: "Other" },
];
export const LIVES_WITH: Options<LivesWith> = [
  { value: "BOTH_PARENTS", label: "Both Parents" },
  { value: "MOTHER", label: "Mother" },
  { value: "FATHER", label: "Father" },
  { value: "GUARDIAN", label: "Guardian" },
];
export const STUDENT_STATUSES: Options<StudentStatus> = [
  { value: "CURRENT", label: "Current" },
  { value: "INACTIVE", label: "Inactive" },
  { value: "GRADUATED", label: "Graduated" },
];
export const SACRAMENTAL_STATUSES: Options<SacramentalStatus> = [
  { value: "SACRAMENTAL_PROGRAM", label: "Sacramental Program" },
  { value: "EXCLUDED", label: "Excluded from Sacraments" },
];
export const SACRAMENTAL_TRACKS: Options<SacramentalTrack> = [
  { value: "NORMAL", label: "Normal" },
  { value: "EASTER_VIGIL", label: "Easter Vigil" },
];
export const BAPTISMAL_STATUSES: Options<BaptismalStatus> = [
  { value: "CATHOLIC", label: "Baptized Catholic" },
  { value: "PROTESTANT", label: "Baptized Protestant" },
  { value: "ORTHODOX", label: "Baptized Orthodox" },
  { value: "NO", label: "Not Baptized" },
];
export const RELIGIOUS_AFFILIATIONS: Options<ReligiousAffiliation> = [
  { value: "NONE", label: "None" },
  { value: "CATHOLIC", label: "Catholic" },
  { value: "PROTESTANT", label: "Protestant" },
  { value: "ORTHODOX", label: "Orthodox" },
  { value: "MUSLIM", label: "Muslim" },
  { value: "JEWISH", label: "Jewish" },
  { value: "OTHER", label: "Other" },
];
export const MARITAL_STATUSES: Options<MaritalStatus> = [
  { value: "SINGLE", label: "Single" },
  { value: "MARRIED", label: "Married" },
  { value: "ENGAGED", label: "Engaged" },
];
export const MARRIAGE_AUTHORITIES: Options<MarriageAuthority> = [
  { value: "CATHOLIC_PRIEST", label: "Catholic Priest" },
  { value: "CHRISTIAN_MINISTER", label: "Christian Minister" },
  { value: "NON_CHRISTIAN_MINISTER", label: "Non-Christian Minister" },
  { value: "CIVIL_GOVERNMENT", label: "Civil Government" },
];
export const MARRIAGE_HISTORIES: Options<MarriageHistory> = [
  { value: "NEVER_MARRIED", label: "Never Married" },
  { value: "FIRST_MARRIAGE", label: "First Marriage" },
  { value: "PREVIOUSLY_MARRIED", label: "Previously Married" },
];
export const SPOUSE_MARRIAGE_HISTORIES: Options<MarriageHistory> = MARRIAGE_HISTORIES.filter((o) => o.value !== "NEVER_MARRIED");
export const PARENT_ROLES: Options<ParentRole> = [
  { value: "MOTHER", label: "Mother" },
  { value: "FATHER", label: "Father" },
  { value: "LEGAL_GUARDIAN", label: "Legal Guardian" },
];
export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export const STUDENT_TYPE_LABEL = labelOf(STUDENT_TYPES);
export const GENDER_LABEL = labelOf(GENDERS);
export const LIVES_WITH_LABEL = labelOf(LIVES_WITH);
export const STUDENT_STATUS_LABEL = labelOf(STUDENT_STATUSES);
export const SACRAMENTAL_STATUS_LABEL = labelOf(SACRAMENTAL_STATUSES);
export const SACRAMENTAL_TRACK_LABEL = labelOf(SACRAMENTAL_TRACKS);
export const BAPTISMAL_STATUS_LABEL = labelOf(BAPTISMAL_STATUSES);
export const RELIGIOUS_AFFILIATION_LABEL = labelOf(RELIGIOUS_AFFILIATIONS);
export const MARITAL_STATUS_LABEL = labelOf(MARITAL_STATUSES);
export const MARRIAGE_AUTHORITY_LABEL = labelOf(MARRIAGE_AUTHORITIES);
export const MARRIAGE_HISTORY_LABEL = labelOf(MARRIAGE_HISTORIES);
export const PARENT_ROLE_LABEL = labelOf(PARENT_ROLES);

/** Easter Vigil targets (spec section 9): Easter Vigil 2024 to 2028. */
export const EASTER_VIGIL_TARGETS = [2024, 2025, 2026, 2027, 2028] as const;
export const easterVigilLabel = (year: number) => `Easter Vigil ${year}`;

/** Baptismal statuses whose students owe a Profession of Faith (spec 'Student counts'). */
export const PROFESSION_OF_FAITH_STATUSES: BaptismalStatus[] = ["PROTESTANT", "ORTHODOX"];

/** Rows per page of the long lists (the spec leaves it open; docs/decisions.md). */
export const PAGE_SIZE = 25;

/** Absences in a school year from which a registration counts as an attendance issue (spec section 9: attendance=4). */
export const ATTENDANCE_ISSUE_ABSENCES = 4;

// Uploads (spec sections 5 and 9).
export const BIRTH_CERTIFICATE_MAX_MB = 20;
export const SACRAMENTAL_DOC_MAX_MB = 30;
/** Marriage documents and sponsor documents take several files: at most this many, within the limit together. */
export const MAX_DOCUMENT_FILES = 5;

export const DOCUMENT_LABEL: Record<StudentDocumentKind, string> = {
  BIRTH_CERTIFICATE: "Birth Certificate",
  BAPTISMAL_CERTIFICATE: "Baptismal Certificate",
  FIRST_COMMUNION_CERTIFICATE: "First Communion Certificate",
  CONFIRMATION_CERTIFICATE: "Confirmation Certificate",
  SACRAMENTAL_FORM: "Sacramental Form",
  CONSENT_FORM: "Consent Form",
  MARRIAGE_DOCS: "Marriage Documents",
};
/** The certificates of the Missing Docs rules, each expected once its sacrament is recorded (home figure, Missing Docs Report). */
export const SACRAMENT_CERTIFICATES = ["BAPTISMAL_CERTIFICATE", "FIRST_COMMUNION_CERTIFICATE", "CONFIRMATION_CERTIFICATE"] as const satisfies readonly StudentDocumentKind[];
export type SacramentCertificate = (typeof SACRAMENT_CERTIFICATES)[number];

/** The form field (and URL segment) of each document, as the spec names them. */
export const DOCUMENT_FIELD: Record<StudentDocumentKind, string> = {
  BIRTH_CERTIFICATE: "birthCertificate",
  BAPTISMAL_CERTIFICATE: "baptismalCertificate",
  FIRST_COMMUNION_CERTIFICATE: "firstCommunionCertificate",
  CONFIRMATION_CERTIFICATE: "confirmationCertificate",
  SACRAMENTAL_FORM: "sacramentalForm",
  CONSENT_FORM: "consentForm",
  MARRIAGE_DOCS: "marriageDocs",
};

// Messages, word for word (spec sections 5 and 8).
export const MESSAGES = {
  nameRequired: "Firstname and Lastname is required!",
  studentIdRequired: "Student ID is required!",
  parentIdRequired: "Parents ID is required!",
  teacherIdRequired: "Teacher ID is required!",
  sponsorIdRequired: "Sponsor ID is required!",
  invalidRequest: "Invalid Request!",
  studentUpdateFailed: "Failed to update student information, Please try again.",
  sacramentUpdateFailed: "Failed to update sacrament info. Please try again.",
  easterVigilRequired: "Easter Vigil Target is required for Easter Vigil Sacramental Track!",
  professionRequired: "A Profession of Faith is Required",
  studentUpdated: "Student data updated successfully",
  sacramentsUpdated: "Student's sacrament info updated successfully.",
  documentDeleted: (document: string, studentName: string) => `${document} of ${studentName} deleted successfully.`,
  downloadFailed: (name: string) => `Failed to download ${name}!`,
  deleteFailed: (document: string) => `Failed to delete ${document}!`,
  unsupportedPdf: "Unsupported file format! Only PDF is accepted.",
  invalidFile: "Selected file is not valid!",
  fileTooLarge: (mb: number) => `File is too large! Up to ${mb}MB is accepted.`,
  filesTooLarge: (mb: number) => `Selected files exceed the size limit. Up to ${mb}MB is accepted.`,
  tooManyFiles: (n: number) => `Too many files. Up to ${n} files can be selected.`,
  nothingFound: "Nothing found.",
  deleteConfirm: "Are you sure to perform the action? This action cannot be undone.",
} as const;
