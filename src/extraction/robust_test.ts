import assert from "node:assert/strict";

const folder = new URL("../../../shared/corpus/robust/pdf/", import.meta.url);
const cli = new URL("./cli.ts", import.meta.url).pathname;
/** Each file's limit: the engine must convert or give a reason within it (a timeout is such a reason). */
const LIMIT_SECONDS = 30;
/** Past the engine's own limit by this much, the process is killed: reaching it means the engine hung. */
const GRACE_MS = 15_000;

/**
 * Each file is converted by the command line in a process of its own, as a user or the benchmark would:
 * Deno cannot stop a worker caught in an endless chain of promises (pdf.js on a cyclic content stream), so
 * a worker given up on keeps allocating in the background, and in one long-lived test process it would
 * bring down the tests that follow.
 */
async function convert(name: string) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", cli, "--timeout", String(LIMIT_SECONDS), `${folder.pathname}${name}`],
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const killer = setTimeout(() => child.kill("SIGKILL"), LIMIT_SECONDS * 1000 + GRACE_MS);
  try {
    const { code, stderr } = await child.output();
    return { code, stderr: new TextDecoder().decode(stderr) };
  } finally {
    clearTimeout(killer);
  }
}

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
    const started = performance.now();
    const { code, stderr } = await convert(name);
    const reason = stderr.match(/: failed: (.*)/)?.[1];
    if (code === 0) outcomes.converted++;
    else {
      assert.equal(code, 1, `${name}: the process died (exit ${code}): ${stderr.slice(-500)}`);
      assert.ok(reason && reason.length > 5, `${name}: no reason given: ${stderr.slice(-500)}`);
      outcomes.failed++;
    }
    assert.ok(performance.now() - started < LIMIT_SECONDS * 1000 + GRACE_MS, `${name} ran past its limit`);
  }
  console.log(`robust: ${outcomes.converted} converted, ${outcomes.failed} failed with a reason`);
  assert.ok(outcomes.converted > names.length / 2, "most of the robust corpus should convert");
});
