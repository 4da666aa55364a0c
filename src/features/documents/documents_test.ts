import assert from "node:assert/strict";
import { sql } from "kysely";
import { listLedger } from "../credits/repository.ts";
import { findAccountByUserId } from "../users/repository.ts";
import { claimJob } from "../../jobs/queue.ts";
import { runJobsUntilIdle } from "../../jobs/worker.ts";
import { blankPng, corpusFile, numberedPdf, pageSentence } from "../../testing/fixtures.ts";
import { dbTest, type TestEnv, type TestUser } from "../../testing/test_env.ts";
import { expireDocuments } from "./retention.ts";

function form(file: Uint8Array | null, name: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file) body.set("file", new File([file as Uint8Array<ArrayBuffer>], name));
  return body;
}

function upload(env: TestEnv, user: TestUser, file: Uint8Array | null, name: string, fields = {}) {
  return env.request("POST", "/api/v1/documents", { token: user.token, body: form(file, name, fields) });
}

/** Fetches a signed URL through the app, with no Authorization header. */
function fetchSigned(env: TestEnv, url: string) {
  const { pathname, search } = new URL(url);
  return env.app.request(pathname + search);
}

async function balance(env: TestEnv, user: TestUser): Promise<number> {
  return (await findAccountByUserId(env.db, user.id))!.balance;
}

dbTest("documents: upload, conversion, reading and files", async (t, env) => {
  await t.step(
    "a 3-page PDF is charged 6 credits, converted, and its files served by signed links",
    async () => {
      const user = await env.signup();
      const res = await upload(env, user, numberedPdf(3), "Quarterly Report.pdf", { page_separator: "true" });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.status, "PENDING");
      assert.equal(res.body.page_count, 3);
      assert.equal(res.body.accuracy, "standard");
      assert.equal(res.body.output_file_name, "Quarterly Report.md");
      assert.equal(res.body.credits_charged, 6);
      assert.equal(await balance(env, user), 94);

      assert.ok(await runJobsUntilIdle(env.deps) >= 1);
      const detail = await env.request("GET", `/api/v1/documents/${res.body.id}`, { token: user.token });
      assert.equal(detail.body.status, "COMPLETED", JSON.stringify(detail.body));
      assert.equal(detail.body.pages_done, 3);
      assert.equal(await balance(env, user), 94, "settled at the same page count");

      const output = await fetchSigned(env, detail.body.output_file_url);
      assert.equal(output.status, 200);
      assert.match(output.headers.get("content-type")!, /text\/markdown/);
      assert.match(output.headers.get("content-disposition")!, /filename="Quarterly Report.md"/);
      const markdown = await output.text();
      for (const n of [1, 2, 3]) assert.ok(markdown.includes(pageSentence(n)), markdown);

      const original = await fetchSigned(env, detail.body.file_url);
      assert.equal(original.headers.get("content-type"), "application/pdf");
      assert.deepEqual(new Uint8Array(await original.arrayBuffer()), numberedPdf(3));
    },
  );

  await t.step("ultra costs 5 credits a page; an image is one page", async () => {
    const user = await env.signup();
    const pdf = await upload(env, user, numberedPdf(2), "a.pdf", { accuracy: "ultra" });
    assert.equal(pdf.body.credits_charged, 10);
    assert.equal(pdf.body.accuracy, "ultra");
    const png = await upload(env, user, blankPng(), "scan.png");
    assert.equal(png.status, 200, JSON.stringify(png.body));
    assert.equal(png.body.page_count, 1);
    assert.equal(await balance(env, user), 100 - 10 - 2);
    // A name without an extension is accepted by its MIME type (drag and drop), still checked against its bytes.
    const body = new FormData();
    body.set(
      "file",
      new File([blankPng() as Uint8Array<ArrayBuffer>], "camera-upload", { type: "image/png" }),
    );
    const byMime = await env.request("POST", "/api/v1/documents", { token: user.token, body });
    assert.equal(byMime.status, 200, JSON.stringify(byMime.body));
    const lying = new FormData();
    lying.set(
      "file",
      new File([blankPng() as Uint8Array<ArrayBuffer>], "camera-upload", { type: "application/pdf" }),
    );
    assert.equal(
      (await env.request("POST", "/api/v1/documents", { token: user.token, body: lying })).status,
      415,
    );
  });

  await t.step("Word files and images are converted too", async () => {
    const docx = corpusFile("docling/docx/word_sample.docx");
    const scan = corpusFile("docling/img/2305.03393v1-pg9-img.png");
    if (!docx || !scan) return console.log("  skipped: ../shared/corpus is not beside the repository");
    const user = await env.signup();
    const word = await upload(env, user, docx, "sample.docx");
    assert.equal(word.status, 200, JSON.stringify(word.body));
    const image = await upload(env, user, scan, "page.png");
    assert.equal(image.status, 200, JSON.stringify(image.body));
    await runJobsUntilIdle(env.deps);
    for (const [id, expected] of [[word.body.id, /\w+/], [image.body.id, /table|Table/]] as const) {
      const { body } = await env.request("GET", `/api/v1/documents/${id}`, { token: user.token });
      assert.equal(body.status, "COMPLETED", JSON.stringify(body));
      assert.equal(body.page_count_estimated, false);
      assert.match(await (await fetchSigned(env, body.output_file_url)).text(), expected);
    }
  });

  await t.step("bad uploads are refused with the spec's messages and cost nothing", async () => {
    const user = await env.signup();
    const cases: [Uint8Array | null, string, Record<string, string>, number, string | RegExp][] = [
      [new TextEncoder().encode("hello"), "notes.txt", {}, 415, "File type for notes.txt is not supported."],
      [blankPng(), "disguised.pdf", {}, 415, "File type for disguised.pdf is not supported."],
      [new Uint8Array(), "empty.pdf", {}, 400, "File empty.pdf is empty."],
      [
        new TextEncoder().encode("%PDF-1.4\nthis is not really a pdf"),
        "broken.pdf",
        {},
        400,
        "File broken.pdf could not be processed. It might be invalid or corrupted and will not be added.",
      ],
      [numberedPdf(1), "a.pdf", { accuracy: "extreme" }, 422, /lite or ultra/],
      [numberedPdf(1), "a.pdf", { extractor_id: crypto.randomUUID() }, 404, "Extractor not found"],
      [null, "", { accuracy: "lite" }, 422, "Field required"],
    ];
    for (const [file, name, fields, status, message] of cases) {
      const res = await upload(env, user, file, name, fields);
      assert.equal(res.status, status, `${name}: ${JSON.stringify(res.body)}`);
      const detail = typeof res.body.detail === "string" ? res.body.detail : res.body.detail[0].msg;
      if (typeof message === "string") assert.equal(detail, message);
      else assert.match(detail, message);
    }
    const json = await env.request("POST", "/api/v1/documents", { token: user.token, json: { file: "x" } });
    assert.equal(json.status, 415);
    assert.equal(await balance(env, user), 100);
    const list = await env.request("GET", "/api/v1/documents", { token: user.token });
    assert.equal(list.body.count, 0);
  });

  await t.step("a password-protected PDF is refused with the spec's message", async () => {
    const bytes = corpusFile("pdfplumber/tables_nogt/password-example.pdf");
    if (!bytes) return console.log("  skipped: ../shared/corpus is not beside the repository");
    const user = await env.signup();
    const res = await upload(env, user, bytes, "secret.pdf");
    assert.equal(res.status, 400);
    assert.equal(res.body.detail, "File secret.pdf is password protected and cannot be processed.");
  });

  await t.step("a file over 100 MB is 413 and nothing of it is kept", async () => {
    const user = await env.signup();
    const total = 100 * 1024 * 1024 + 1;
    let sent = 0;
    const boundary = "quarry-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(tail);
          return controller.close();
        }
        const n = Math.min(1024 * 1024, total - sent);
        controller.enqueue(new Uint8Array(n).fill(32));
        sent += n;
      },
    });
    const res = await env.request("POST", "/api/v1/documents", {
      token: user.token,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    assert.equal(res.status, 413);
    assert.equal(res.body.detail, "File huge.pdf is too large. Maximum size is 100MB.");
    assert.equal(await balance(env, user), 100);
  });

  await t.step("not enough credits: 402 with what is needed, and nothing charged or stored", async () => {
    const user = await env.signup();
    const res = await upload(env, user, numberedPdf(21), "big.pdf", { accuracy: "ultra" });
    assert.equal(res.status, 402);
    assert.deepEqual(res.body, { detail: "Insufficient credits: need 5 more credits", needed: 5 });
    assert.equal(await balance(env, user), 100);
    assert.equal((await env.request("GET", "/api/v1/documents", { token: user.token })).body.count, 0);
  });

  await t.step(
    "list: newest first, paging, search in any case, inclusive UTC dates, earliest and latest",
    async () => {
      const user = await env.signup();
      const names = ["Alpha.pdf", "beta-report.pdf", "GAMMA report.pdf"];
      const ids: string[] = [];
      for (const name of names) ids.push((await upload(env, user, numberedPdf(1), name)).body.id);
      await env.db.updateTable("documents").set({ created_at: sql`'2024-03-10T23:30:00Z'` } as never)
        .where("id", "=", ids[0]).execute();
      const all = await env.request("GET", "/api/v1/documents", { token: user.token });
      assert.equal(all.body.count, 3);
      assert.deepEqual(all.body.data.map((d: { id: string }) => d.id), [ids[2], ids[1], ids[0]]);
      assert.equal(all.body.earliest, "2024-03-10");
      assert.equal(all.body.latest, new Date().toISOString().slice(0, 10));
      const page = await env.request("GET", "/api/v1/documents?skip=1&limit=1", { token: user.token });
      assert.deepEqual(page.body.data.map((d: { id: string }) => d.id), [ids[1]]);
      assert.equal(page.body.count, 3);
      const search = await env.request("GET", "/api/v1/documents?search=REPORT", { token: user.token });
      assert.equal(search.body.count, 2);
      const percent = await env.request("GET", "/api/v1/documents?search=%25", { token: user.token });
      assert.equal(percent.body.count, 0, "a % in the search is a character, not a wildcard");
      const day = await env.request("GET", "/api/v1/documents?date_from=2024-03-10&date_to=2024-03-10", {
        token: user.token,
      });
      assert.deepEqual(day.body.data.map((d: { id: string }) => d.id), [ids[0]]);
      const later = await env.request("GET", "/api/v1/documents?date_from=2024-03-11", { token: user.token });
      assert.equal(later.body.count, 2);
      assert.equal(
        (await env.request("GET", "/api/v1/documents?limit=101", { token: user.token })).status,
        422,
      );
      assert.equal(
        (await env.request("GET", "/api/v1/documents?date_to=2024-02-30x", { token: user.token })).status,
        422,
      );
    },
  );

  await t.step("feedback, and delete only once finished", async () => {
    const user = await env.signup();
    const { body: doc } = await upload(env, user, numberedPdf(1), "rate-me.pdf");
    const early = await env.request("DELETE", `/api/v1/documents/${doc.id}`, { token: user.token });
    assert.equal(early.status, 409);
    await runJobsUntilIdle(env.deps);
    const down = await env.request("PUT", `/api/v1/documents/${doc.id}/feedback`, {
      token: user.token,
      json: { feedback_type: "thumbs_down", feedback_text: "Table on page 1 is wrong" },
    });
    assert.equal(down.status, 200);
    assert.equal(down.body.feedback_type, "thumbs_down");
    assert.equal(down.body.feedback_text, "Table on page 1 is wrong");
    const long = await env.request("PUT", `/api/v1/documents/${doc.id}/feedback`, {
      token: user.token,
      json: { feedback_type: "thumbs_down", feedback_text: "x".repeat(1001) },
    });
    assert.equal(long.status, 422);
    const cleared = await env.request("PUT", `/api/v1/documents/${doc.id}/feedback`, {
      token: user.token,
      json: { feedback_type: "no_rating", feedback_text: null },
    });
    assert.equal(cleared.body.feedback_type, "no_rating");
    assert.equal(cleared.body.feedback_text, null);

    const { body: detail } = await env.request("GET", `/api/v1/documents/${doc.id}`, { token: user.token });
    const deleted = await env.request("DELETE", `/api/v1/documents/${doc.id}`, { token: user.token });
    assert.equal(deleted.status, 200);
    assert.equal((await fetchSigned(env, detail.output_file_url)).status, 404, "links die with the document");
    assert.equal(
      (await env.request("GET", `/api/v1/documents/${doc.id}`, { token: user.token })).status,
      404,
    );
  });

  await t.step("another user's document is 404 on every route, and its links cannot be forged", async () => {
    const owner = await env.signup();
    const intruder = await env.signup();
    const { body: doc } = await upload(env, owner, numberedPdf(1), "private.pdf");
    await runJobsUntilIdle(env.deps);
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/v1/documents/${doc.id}`],
      ["DELETE", `/api/v1/documents/${doc.id}`],
      ["PUT", `/api/v1/documents/${doc.id}/feedback`, { feedback_type: "thumbs_up" }],
    ];
    for (const [method, path, json] of calls) {
      assert.equal((await env.request(method, path, { token: intruder.token, json })).status, 404, method);
    }
    assert.equal((await env.request("GET", "/api/v1/documents", { token: intruder.token })).body.count, 0);
    const { body: detail } = await env.request("GET", `/api/v1/documents/${doc.id}`, { token: owner.token });
    const url = new URL(detail.output_file_url);
    url.searchParams.set("signature", "0".repeat(64));
    assert.equal((await fetchSigned(env, url.toString())).status, 403);
    const other = new URL(detail.output_file_url);
    other.pathname = other.pathname.replace("/output", "/original");
    assert.equal((await fetchSigned(env, other.toString())).status, 403, "a link signs one file only");
    const expired = new URL(detail.output_file_url);
    expired.searchParams.set("expires", "1000");
    assert.equal((await fetchSigned(env, expired.toString())).status, 403);
  });

  await t.step("a conversion that fails is FAILED with its reason and refunded in full", async () => {
    const user = await env.signup();
    const { body: doc } = await upload(env, user, numberedPdf(2), "lost.pdf");
    assert.equal(await balance(env, user), 96);
    const stored = await env.db.selectFrom("documents").select("original_key").where("id", "=", doc.id)
      .executeTakeFirstOrThrow();
    await env.deps.storage.delete(stored.original_key!);
    await runJobsUntilIdle(env.deps);
    const { body } = await env.request("GET", `/api/v1/documents/${doc.id}`, { token: user.token });
    assert.equal(body.status, "FAILED");
    assert.equal(body.error, "The uploaded file is no longer available.");
    assert.equal(await balance(env, user), 100);
  });

  await t.step(
    "a worker that dies mid-document: the job runs again and the document is charged once",
    async () => {
      const user = await env.signup();
      const { body: doc } = await upload(env, user, numberedPdf(2), "crash.pdf");
      const job = await claimJob(env.db, "worker-that-dies", ["convert_document"], 60);
      assert.ok(job);
      await env.db.updateTable("documents").set({ status: "PROCESSING", pages_done: 1 }).where(
        "id",
        "=",
        doc.id,
      )
        .execute();
      await env.db.updateTable("jobs").set({ locked_at: sql`now() - interval '10 minutes'` })
        .where("id", "=", job.id).execute();
      await runJobsUntilIdle(env.deps);
      const { body } = await env.request("GET", `/api/v1/documents/${doc.id}`, { token: user.token });
      assert.equal(body.status, "COMPLETED");
      const retried = await env.db.selectFrom("jobs").select("attempts").where("id", "=", job.id)
        .executeTakeFirstOrThrow();
      assert.equal(retried.attempts, 2);
      const account = await findAccountByUserId(env.db, user.id);
      const entries = (await listLedger(env.db, account!.id)).filter((e) => e.reference === doc.id);
      assert.deepEqual(entries.map((e) => [e.reason, e.delta]), [["document_conversion", -4]]);
      assert.equal(account!.balance, 96);
    },
  );

  await t.step("documents past retention become EXPIRED and lose their files", async () => {
    const user = await env.signup();
    const { body: doc } = await upload(env, user, numberedPdf(1), "old.pdf");
    await runJobsUntilIdle(env.deps);
    const { body: before } = await env.request("GET", `/api/v1/documents/${doc.id}`, { token: user.token });
    await env.db.updateTable("documents").set({ created_at: sql`now() - interval '31 days'` } as never)
      .where("id", "=", doc.id).execute();
    assert.ok(await expireDocuments(env.deps) >= 1);
    const { body: after } = await env.request("GET", `/api/v1/documents/${doc.id}`, { token: user.token });
    assert.equal(after.status, "EXPIRED");
    assert.equal(after.output_file_url, null);
    assert.equal((await fetchSigned(env, before.output_file_url)).status, 404);
    const keys = await env.db.selectFrom("documents").select(["original_key", "output_key"]).where(
      "id",
      "=",
      doc.id,
    )
      .executeTakeFirstOrThrow();
    assert.deepEqual(keys, { original_key: null, output_key: null });
  });

  await t.step("an API key can upload and read documents", async () => {
    const user = await env.signup();
    const { body: key } = await env.request("POST", "/api/v1/keys/", {
      token: user.token,
      json: { name: "sdk" },
    });
    const res = await env.request("POST", "/api/v1/documents", {
      token: key.key,
      body: form(numberedPdf(1), "k.pdf"),
    });
    assert.equal(res.status, 200);
    const list = await env.request("GET", "/api/v1/documents", { token: key.key });
    assert.equal(list.body.count, 1);
  });
});
