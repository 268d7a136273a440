// The real worker (startWorker) in a child process of tests/integration/send-email-crash.test.ts,
// against the test database and the fake Postmark it names in POSTMARK_API_URL. The test kills it.
// Short lease and sweep interval so that recovery after a kill takes seconds, not minutes.
import { startWorker } from "../../workers/index";

await startWorker({ leaseMs: Number(process.env.TEST_EMAIL_LEASE_MS ?? 3_000), sweepIntervalMs: 500, pollingIntervalSeconds: 0.5, concurrency: Number(process.env.TEST_EMAIL_CONCURRENCY ?? 3) });
console.log("email-worker: ready");
process.on("SIGTERM", () => process.exit(0));
