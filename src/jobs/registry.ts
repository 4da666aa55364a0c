import type { z } from "zod";
import type { AppDeps } from "../context.ts";
import type { Job } from "../db/schema.ts";

export interface JobDefinition<P = unknown> {
  kind: string;
  /** Checked when a job is claimed, so a payload written by an older release fails loudly, not oddly. */
  payload: z.ZodType<P>;
  maxAttempts?: number;
  /** `signal` aborts when the worker shuts down and gives the job back. */
  handle(payload: P, deps: AppDeps, job: Job, signal: AbortSignal): Promise<void>;
  /** Called once when the job has failed for the last time, to leave its subject in a final state. */
  onExhausted?(payload: P, deps: AppDeps, error: string): Promise<void>;
}

/** How long a claim lasts without a heartbeat before another worker may take the job over. */
export const defaultLeaseSeconds = 300;
export const defaultMaxAttempts = 5;

export class JobRegistry {
  readonly #definitions = new Map<string, JobDefinition>();

  define<P>(definition: JobDefinition<P>): JobDefinition<P> {
    if (this.#definitions.has(definition.kind)) throw new Error(`Job kind ${definition.kind} defined twice`);
    this.#definitions.set(definition.kind, definition as JobDefinition);
    return definition;
  }

  get(kind: string): JobDefinition | undefined {
    return this.#definitions.get(kind);
  }

  kinds(): string[] {
    return [...this.#definitions.keys()];
  }
}
