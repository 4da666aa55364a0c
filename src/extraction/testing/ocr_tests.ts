import { shutdownOcr } from "../ocr/engine.ts";

/**
 * A test that runs real OCR. Its OCR workers are stopped when it ends, pass or fail; they outlive the
 * recognitions that started them, which Deno's op and resource checks would count against the test.
 */
export function ocrTest(name: string, fn: () => Promise<void>, options: { ignore?: boolean } = {}) {
  Deno.test({
    name,
    sanitizeOps: false,
    sanitizeResources: false,
    ...options,
    fn: async () => {
      try {
        await fn();
      } finally {
        await shutdownOcr();
      }
    },
  });
}
