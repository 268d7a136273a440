import { sendEmailJob } from "./send-email";
import { studentImportJob } from "./student-import";

export const ALL_JOBS = [sendEmailJob, studentImportJob];
