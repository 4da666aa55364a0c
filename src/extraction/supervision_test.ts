import assert from "node:assert/strict";
import { type ConversionMessage, throttledProgress } from "./supervision.ts";

/** The pages a throttled onPage passes on over a ten-page document converted at once. */
function reported(intervalMs: number): number[] {
  const sent: ConversionMessage[] = [];
  const onPage = throttledProgress((message) => sent.push(message), intervalMs);
  for (let page = 1; page <= 10; page++) onPage(page, 10);
  return sent.map((message) => message.type === "page" ? message.pagesDone : NaN);
}

Deno.test("progress: within one interval only the first and last pages are passed on", () => {
  assert.deepEqual(reported(60_000), [1, 10]);
});

Deno.test("progress: with no interval to wait every page is passed on", () => {
  assert.deepEqual(reported(0), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
});

Deno.test("progress: a page after the interval has passed is passed on", async () => {
  const sent: number[] = [];
  const onPage = throttledProgress((message) => message.type === "page" && sent.push(message.pagesDone), 20);
  onPage(1, 5);
  onPage(2, 5);
  await new Promise((resolve) => setTimeout(resolve, 30));
  onPage(3, 5);
  onPage(4, 5);
  onPage(5, 5);
  assert.deepEqual(sent, [1, 3, 5]);
});
