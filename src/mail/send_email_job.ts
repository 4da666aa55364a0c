import { z } from "zod";
import type { Executor } from "../db/database.ts";
import { enqueueJob } from "../jobs/queue.ts";
import type { JobDefinition } from "../jobs/registry.ts";
import type { MailMessage } from "./mailer.ts";

const sendEmailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1),
  html: z.string(),
  text: z.string(),
});

/** Mail goes through the queue: a slow or failing SMTP server never fails the request that asked for it. */
export const sendEmailJob: JobDefinition<MailMessage> = {
  kind: "send_email",
  payload: sendEmailPayload,
  maxAttempts: 8,
  handle: (payload, deps) => deps.mailer.send(payload),
};

export function enqueueMail(db: Executor, message: MailMessage): Promise<string | undefined> {
  return enqueueJob(db, sendEmailJob, message);
}
