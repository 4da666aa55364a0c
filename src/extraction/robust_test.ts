import assert from "node:assert/strict";
import { ExtractionError } from "./types.ts";
import { convertInWorker } from "./worker.ts";

const folder = new URL("../../../shared/corpus/robust/pdf/", import.meta.url);
/** Each file's limit: the engine must convert or give a reason within it (a timeout is such a reason). */
const LIMIT_MS = 30_000;

Deno.test("robust: every real-world and malformed PDF converts or fails with a reason within its limit", async () => {
  let names: string[];
  try {
    names = [...Deno.readDirSync(folder)].map((e) => e.name).filter((n) => n.endsWith(".pdf")).sort();
  } catch {
    console.log(`robust corpus not found at ${folder.pathname}, skipping`);
    return;
  }
  const outcomes = { converted: 0, failed: 0 };
  for (const name of names) {
    const bytes = Deno.readFileSync(new URL(name, folder));
    const started = performance.now();
    try {
      const result = await convertInWorker(bytes, name, {
        accuracy: "lite",
        pageSeparator: false,
        skipImages: false,
      }, {
        timeoutMs: LIMIT_MS,
      });
      assert.ok(result.pages >= 1, `${name}: no pages`);
      outcomes.converted++;
    } catch (error) {
      assert.ok(error instanceof ExtractionError, `${name}: ${error}`);
      assert.ok(error.message.length > 5, `${name}: no reason given`);
      outcomes.failed++;
    }
    assert.ok(performance.now() - started < LIMIT_MS + 5_000, `${name} ran past its limit`);
  }
  console.log(`robust: ${outcomes.converted} converted, ${outcomes.failed} failed with a reason`);
  assert.ok(outcomes.converted > names.length / 2, "most of the robust corpus should convert");
});
