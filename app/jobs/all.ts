import { sendEmailJob } from "./send-email";

export const ALL_JOBS = [sendEmailJob];
