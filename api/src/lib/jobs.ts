import type { FastifyBaseLogger } from 'fastify';

/**
 * The one place background work runs (outbox retries, scheduled publishing, payment
 * settlement): each job is a function that claims its own rows with a lease and
 * FOR UPDATE SKIP LOCKED, so every replica may run every job and no row is worked twice.
 * A job never overlaps itself, and close() stops the timers and waits for running passes,
 * so an app (or a test) ends cleanly.
 */
/** One kind of background work, declared by its module (modules/<name>/jobs.ts), registered in src/jobs.ts. */
export interface JobDefinition {
  name: string;
  /** How often a pass runs (0 = never on a timer; tests call runNow). */
  everyMs: number;
  work: () => Promise<unknown>;
}

export interface JobRunner {
  /** Runs `work` every `everyMs` (0 = never on a timer; tests call runNow). */
  every(name: string, everyMs: number, work: () => Promise<unknown>): void;
  /** One pass now (waits for a running one first); what the work returned. */
  runNow(name: string): Promise<unknown>;
  close(): Promise<void>;
}

interface Job {
  work: () => Promise<unknown>;
  timer: NodeJS.Timeout | null;
  running: Promise<unknown> | null;
}

export function createJobRunner(log: FastifyBaseLogger): JobRunner {
  const jobs = new Map<string, Job>();
  let isClosed = false;

  const pass = (name: string, job: Job): Promise<unknown> => {
    if (job.running) return job.running;
    job.running = job
      .work()
      .catch((error: unknown) => {
        log.error({ err: error, job: name }, 'background job failed');
        return null;
      })
      .finally(() => {
        job.running = null;
      });
    return job.running;
  };

  return {
    every(name, everyMs, work) {
      if (jobs.has(name)) throw new Error(`The job ${name} is already registered.`);
      const job: Job = { work, timer: null, running: null };
      jobs.set(name, job);
      if (everyMs > 0 && !isClosed) {
        job.timer = setInterval(() => {
          if (!isClosed) void pass(name, job);
        }, everyMs).unref();
      }
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`No job is called ${name}.`);
      if (job.running) await job.running;
      return pass(name, job);
    },
    async close() {
      isClosed = true;
      for (const job of jobs.values()) if (job.timer) clearInterval(job.timer);
      await Promise.all([...jobs.values()].map((job) => job.running));
    },
  };
}
