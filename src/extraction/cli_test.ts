import assert from "node:assert/strict";
import { join } from "node:path";
import { makePdf, paragraphLines } from "./testing/make_pdf.ts";

const cli = new URL("./cli.ts", import.meta.url).pathname;

async function run(args: string[]) {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", cli, ...args],
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: output.code, stdout: decode(output.stdout), stderr: decode(output.stderr) };
}

function fixtures() {
  const dir = Deno.makeTempDirSync();
  const pdf = (name: string, word: string, pages = 1) => {
    const path = join(dir, name);
    Deno.writeFileSync(
      path,
      makePdf(
        Array.from({ length: pages }, () => ({ texts: paragraphLines([word, "and", "more"], 72, 100) })),
      ),
    );
    return path;
  };
  return { dir, first: pdf("first.pdf", "apples", 2), second: pdf("second.pdf", "pears") };
}

Deno.test("cli: one file goes to stdout, with a line per file on stderr", async () => {
  const { dir, first } = fixtures();
  const { code, stdout, stderr } = await run([first, "--page-separator"]);
  assert.equal(code, 0, stderr);
  assert.equal(stdout, "apples and more\n\n<!-- page 2 -->\n\napples and more\n");
  assert.match(stderr, /first\.pdf: 2 pages, [\d.]+ s, 0 warning/);
  Deno.removeSync(dir, { recursive: true });
});

Deno.test("cli: --out writes DIR/<name>.md; --json writes pages, seconds, warnings and markdown", async () => {
  const { dir, first, second } = fixtures();
  const out = join(dir, "out");
  // Only the last extension goes, and the directory may end in a slash.
  const dotted = join(dir, "second.v2.pdf");
  Deno.copyFileSync(second, dotted);
  assert.equal((await run([first, second, dotted, "--out", `${out}/`])).code, 0);
  assert.equal(Deno.readTextFileSync(join(out, "second.md")), "pears and more\n");
  assert.deepEqual([...Deno.readDirSync(out)].map((e) => e.name).sort(), [
    "first.md",
    "second.md",
    "second.v2.md",
  ]);
  const json = await run([second, "--json"]);
  const parsed = JSON.parse(json.stdout);
  assert.deepEqual(Object.keys(parsed).sort(), ["markdown", "pages", "seconds", "warnings"]);
  assert.equal(parsed.pages, 1);
  assert.equal(parsed.markdown, "pears and more\n");
  Deno.removeSync(dir, { recursive: true });
});

Deno.test("cli: a failing file prints its error, the others still convert, the exit code is non-zero", async () => {
  const { dir, first, second } = fixtures();
  const broken = join(dir, "broken.pdf");
  Deno.writeTextFileSync(broken, "%PDF-1.7 nothing else");
  const out = join(dir, "out");
  const { code, stderr } = await run([first, broken, second, "--out", out]);
  assert.equal(code, 1);
  assert.match(stderr, /broken\.pdf: failed: .*PDF/);
  assert.ok(Deno.statSync(join(out, "first.md")).isFile && Deno.statSync(join(out, "second.md")).isFile);
  Deno.removeSync(dir, { recursive: true });
});

Deno.test("cli: --help prints the usage and every option to stdout and converts nothing", async () => {
  const { code, stdout, stderr } = await run(["--help", "missing.pdf"]);
  assert.equal(code, 0, stderr);
  assert.match(stdout, /^usage: deno task convert/);
  for (const option of ["--out", "--accuracy", "--page-separator", "--skip-images", "--json", "--timeout"]) {
    assert.match(stdout, new RegExp(`^  ${option}`, "m"));
  }
  assert.equal(stderr, "");
});

Deno.test("cli: bad options are refused with the usage", async () => {
  const { code, stderr } = await run(["--accuracy", "extreme", "x.pdf"]);
  assert.equal(code, 2);
  assert.match(stderr, /lite or ultra[\s\S]*usage: deno task convert/);
});
