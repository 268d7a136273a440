import { certificatesJob } from "./confirmation-certificates";
import { documentImportJob } from "./document-import";
import { blastJob } from "./email-blast";
import { sendEmailJob } from "./send-email";
import { sendEmailBatchJob } from "./send-email-batch";
import { studentImportJob } from "./student-import";
import { trialReminderJob } from "./trial-reminders";

export const ALL_JOBS = [sendEmailJob, sendEmailBatchJob, studentImportJob, documentImportJob, trialReminderJob, certificatesJob, blastJob];
