// The web server's process manager (runWebProcesses) in a child process of
// tests/integration/web-processes.test.ts, with a small HTTP server in place of the app: each process
// answers with its pid. The test kills them.
import cluster from "node:cluster";
import http from "node:http";
import { runWebProcesses } from "../../app/server/web-processes";

if (cluster.isPrimary) runWebProcesses(2);
else {
  const server = http.createServer((_req, res) => res.end(String(process.pid)));
  server.listen(Number(process.env.PORT));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}
