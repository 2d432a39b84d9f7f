// Several API processes on one port (WEB_CONCURRENCY, PostgreSQL only): the primary process prepares
// the database once (migrate, seed), then forks the workers with node:cluster, which share the
// listening socket. A worker that dies unexpectedly is replaced; SIGTERM/SIGINT is passed on to every
// worker, each drains its requests and jobs, and the primary exits when all have stopped.
import cluster, { type Worker } from 'node:cluster';

export interface PrimaryOptions {
  workers: number;
  /** How long workers get to finish after SIGTERM before they are killed. */
  shutdownTimeoutMs: number;
  log: (line: string) => void;
}

/** Longest wait before replacing a worker that keeps dying (a crash loop must not spin the CPU). */
const MAX_RESPAWN_DELAY_MS = 10_000;

/** In the primary: starts the workers; resolves once every one of them listens. */
export function startWorkers(options: PrimaryOptions): Promise<void> {
  let stopping = false;
  let recentDeaths = 0;

  const fork = () => {
    if (stopping) return; // a replacement due after SIGTERM is not started
    const worker = cluster.fork();
    worker.on('exit', (code, signal) => onExit(worker, code, signal));
  };

  const onExit = (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    recentDeaths += 1;
    const delay = Math.min(250 * 2 ** (recentDeaths - 1), MAX_RESPAWN_DELAY_MS);
    options.log(
      `API process ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting another in ${delay} ms`,
    );
    setTimeout(fork, delay).unref();
    // Deaths are forgiven after a quiet minute.
    setTimeout(() => (recentDeaths = Math.max(0, recentDeaths - 1)), 60_000).unref();
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    options.log(`${signal}: stopping ${workers.length} API processes`);
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.on('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      options.log('API processes still running after the shutdown timeout: killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, options.shutdownTimeoutMs + 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  return new Promise((resolve) => {
    let listening = 0;
    const onListening = () => {
      listening += 1;
      if (listening === options.workers) {
        cluster.off('listening', onListening);
        resolve();
      }
    };
    cluster.on('listening', onListening);
    for (let i = 0; i < options.workers; i++) fork();
  });
}

export const isClusterWorker = () => cluster.isWorker;
