import { convertDocumentJob } from "../features/documents/convert_job.ts";
import { sendEmailJob } from "../mail/send_email_job.ts";
import { JobRegistry } from "./registry.ts";

/** Every job kind this release knows; workers claim only these. */
export function createJobRegistry(): JobRegistry {
  const registry = new JobRegistry();
  registry.define(sendEmailJob);
  registry.define(convertDocumentJob);
  return registry;
}
