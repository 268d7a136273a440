import cluster from "node:cluster";
import os from "node:os";

/** How many web processes: WEB_CONCURRENCY, otherwise one per CPU. */
export function webConcurrency(value = process.env.WEB_CONCURRENCY, cpus = os.availableParallelism()) {
  const wanted = Number(value);
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : cpus;
}

/**
 * One web process per CPU (they share the port): a Node process renders on one core. A process that
 * dies is replaced; one that dies before it listens (bad settings) stops them all.
 */
export function runWebProcesses(count: number) {
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    let listening = false;
    worker.once("listening", () => (listening = true));
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      if (!listening) {
        console.error(`web: a process exited before listening (code ${code}); stopping`);
        stop(1);
        return;
      }
      console.error(`web: process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
      fork();
    });
  };
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    if (!workers.length) process.exit(code);
    let left = workers.length;
    for (const worker of workers) {
      worker!.once("exit", () => --left === 0 && process.exit(code));
      worker!.process.kill("SIGTERM");
    }
    setTimeout(() => process.exit(code), 12_000).unref();
  };
  process.on("SIGTERM", () => stop());
  process.on("SIGINT", () => stop());
  console.log(`web: ${count} processes`);
  for (let k = 0; k < count; k++) fork();
}
