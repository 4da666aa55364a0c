import assert from "node:assert/strict";
import { Gate } from "./gate.ts";

Deno.test("gate: one caller at a time, in the order they came; leaving twice lets no one extra through", async () => {
  const gate = new Gate();
  const log: string[] = [];
  const visit = async (name: string, stay: number) => {
    const leave = await gate.enter();
    log.push(`${name} in`);
    await new Promise((resolve) => setTimeout(resolve, stay));
    log.push(`${name} out`);
    leave();
    leave();
  };
  await Promise.all([visit("a", 20), visit("b", 0), visit("c", 5)]);
  assert.deepEqual(log, ["a in", "a out", "b in", "b out", "c in", "c out"]);
});
