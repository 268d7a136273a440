import { spawn } from "node:child_process";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { webConcurrency } from "~/server/web-processes";

const PORT = 3390;
let primary: ReturnType<typeof spawn> | null = null;

afterEach(() => {
  if (primary && primary.exitCode === null && primary.signalCode === null) primary.kill("SIGKILL");
});

/** One request on a new connection: the pid of the process that answered, or null (a connection handed to a process as it was killed is lost). */
const askPid = () =>
  new Promise<number | null>((resolve) => {
    const request = http.get({ port: PORT, path: "/", agent: false, timeout: 1000 }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve(Number(body)));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(null));
  });

/** The pids that answer on the port, until `want` different ones have answered. */
async function answeringPids(want: number) {
  const pids = new Set<number>();
  const deadline = Date.now() + 15_000;
  while (pids.size < want && Date.now() < deadline) {
    const pid = await askPid();
    if (pid) pids.add(pid);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pids;
}

describe("web processes", () => {
  it("WEB_CONCURRENCY, else one per CPU", () => {
    expect(webConcurrency("3", 2)).toBe(3);
    expect(webConcurrency(undefined, 2)).toBe(2);
    expect(webConcurrency("0", 4)).toBe(4);
    expect(webConcurrency("two", 1)).toBe(1);
  });

  it("share the port; a process that dies is replaced; SIGTERM stops them all", async () => {
    primary = spawn(process.execPath, ["--import", "tsx", "tests/support/web-processes.ts"], { env: { ...process.env, PORT: String(PORT) }, stdio: ["ignore", "pipe", "pipe"] });
    const exited = new Promise<number | null>((resolve) => primary!.on("exit", (code) => resolve(code)));
    let output = "";
    primary.stdout!.on("data", (c) => (output += c));
    primary.stderr!.on("data", (c) => (output += c));

    const first = await answeringPids(2);
    expect(first.size, output).toBe(2);

    const [killed, kept] = [...first] as [number, number];
    process.kill(killed, "SIGKILL");
    const after = await answeringPids(2);
    expect(after.size, output).toBe(2);
    expect(after.has(kept)).toBe(true);
    expect(after.has(killed)).toBe(false);

    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of after) expect(() => process.kill(pid, 0)).toThrow();
  });
});
