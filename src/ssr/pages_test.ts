import assert from "node:assert/strict";
import { dbTest } from "../testing/test_env.ts";

function metaContent(html: string, attribute: "name" | "property", key: string) {
  const match = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return match?.[1];
}

/** The text of the page before its first script: what a visitor sees with JavaScript off or still loading. */
function beforeScripts(html: string) {
  const end = html.search(/<script\b/);
  return end < 0 ? html : html.slice(0, end);
}

dbTest(
  "pages: public pages are server-rendered with their title, description and preview tags",
  async (t, env) => {
    const pages: [string, string, string[]][] = [
      ["/", "Quarry — Extract data from PDFs accurately with AI", [
        "Extract data from PDFs accurately with AI",
        "Get Started For Free",
        "Three lines of Python",
        'id="examples"',
        "Math notation",
      ]],
      ["/pricing", "Pricing — Quarry", [
        "Flexible",
        "$0.02",
        "$0.05",
        "Limited time - usually Enterprise only",
        "Start with 50 free pages",
        "Enterprise",
        "Contact Us",
        'id="testimonials"',
      ]],
      ["/terms", "Terms of Service — Quarry", ["Oct 2, 2024", "at least 18 years old"]],
      ["/privacy", "Privacy Policy — Quarry", ["May 22, 2025", "children under 13", "11. Contact"]],
      ["/about", "About — Quarry", ["Our commitments"]],
      ["/jfk", "The JFK files as markdown — Quarry", ["Search the JFK files"]],
      ["/signup", "Sign up — Quarry", [
        'name="full_name"',
        'name="confirm_password"',
        "/api/v1/login/google",
      ]],
      ["/login", "Log in — Quarry", ['name="username"', 'placeholder="Email"', "Forgot password?", "Log In"]],
      ["/recover-password", "Password Recovery — Quarry", ['name="email"']],
      ["/reset-password?token=abc", "Reset Password — Quarry", [
        'name="new_password"',
        'name="confirm_password"',
      ]],
      ["/activate", "Account Activation — Quarry", [
        "Account Activation",
        "No activation token provided",
        "Go to Login",
      ]],
    ];
    for (const [path, title, texts] of pages) {
      await t.step(path, async () => {
        const res = await env.app.request(path);
        assert.equal(res.status, 200);
        assert.match(res.headers.get("content-type")!, /^text\/html/);
        const html = await res.text();
        const head = beforeScripts(html);
        assert.ok(head.includes(`<title>${title.replaceAll("&", "&amp;")}</title>`), `${path} title`);
        assert.ok(metaContent(html, "name", "description")!.length > 20, `${path} description`);
        assert.equal(metaContent(html, "property", "og:title"), title);
        assert.equal(metaContent(html, "property", "og:url"), `http://quarry.test${path.split("?")[0]}`);
        assert.ok(metaContent(html, "property", "og:image"));
        assert.equal(metaContent(html, "name", "twitter:card"), "summary_large_image");
        for (const text of texts) assert.ok(head.includes(text), `${path} shows "${text}" before any script`);
        // Header and footer are on every public page.
        for (
          const text of ["Examples", "Pricing", "Documentation", "Log in", "Get Started", "Terms of Service"]
        ) {
          assert.ok(head.includes(text), `${path} has "${text}"`);
        }
        assert.ok(head.includes(`© ${new Date().getFullYear()}`));
        assert.match(html, /<script type="module" src="\/assets\/public-[A-Z0-9]+\.js"/);
      });
    }

    await t.step("the login page renders the activation notice from its search params", async () => {
      const params = new URLSearchParams({
        activationStatus: "required",
        activationMessage: "Check your inbox.",
      });
      const html = await (await env.app.request(`/login?${params}`)).text();
      assert.ok(html.includes("Activation required") && html.includes("Check your inbox."));
      const ignored = await (await env.app.request("/login?activationStatus=weird&activationMessage=x"))
        .text();
      assert.ok(!ignored.includes("Activation"));
    });
  },
);

dbTest("pages: unknown pages get the 404 page, unknown API paths JSON", async (t, env) => {
  await t.step("404 page", async () => {
    const res = await env.app.request("/no/such/page");
    assert.equal(res.status, 404);
    const html = await res.text();
    for (const text of ["404", "Oops!", "Page not found.", "Go back", 'href="/"']) {
      assert.ok(html.includes(text));
    }
  });
  await t.step("API 404 stays JSON", async () => {
    const res = await env.request("GET", "/api/v1/no-such-thing");
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { detail: "Not Found" });
  });
});

dbTest("pages: the app's routes answer its HTML; bundle files are cached for a year", async (t, env) => {
  let script = "";
  for (
    const path of [
      "/extractors",
      "/extractors/",
      "/extractors/create",
      "/extractors/invoices?edit=true",
      "/markdown",
      "/history",
      "/documents",
      "/keys?page=2",
      "/settings",
      "/admin",
      "/billing",
    ]
  ) {
    await t.step(path, async () => {
      const res = await env.app.request(path);
      assert.equal(res.status, 200);
      const html = await res.text();
      assert.ok(html.includes('<div id="root"></div>'));
      script = html.match(/<script type="module" src="(\/assets\/app-[A-Z0-9]+\.js)"/)![1];
    });
  }
  await t.step("hashed assets: immutable, gzip on request, 404 when unknown", async () => {
    const plain = await env.app.request(script);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.match(plain.headers.get("content-type")!, /^text\/javascript/);
    const size = (await plain.arrayBuffer()).byteLength;
    const gzipped = await env.app.request(script, { headers: { "accept-encoding": "gzip, br" } });
    assert.equal(gzipped.headers.get("content-encoding"), "gzip");
    assert.ok((await gzipped.arrayBuffer()).byteLength < size);
    assert.equal((await env.app.request("/assets/app-NOTAHASH.js")).status, 404);
  });
  await t.step("the bundle carries React's production build", async () => {
    const html = await (await env.app.request("/")).text();
    const files = [...html.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const bodies = await Promise.all(files.map(async (f) => await (await env.app.request(f)).text()));
    // Production React replaces its messages by links to decoded errors; the development build has none.
    assert.ok(bodies.some((b) => b.includes("react.dev/errors/")));
    assert.ok(!bodies.some((b) => b.includes("process.env.NODE_ENV")));
  });
  await t.step("static drawings", async () => {
    const res = await env.app.request("/static/examples/table_original.svg");
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "image/svg+xml");
    await res.body?.cancel();
    assert.equal((await env.app.request("/static/../deno.json")).status, 404);
    assert.equal((await env.app.request("/static/examples/missing.svg")).status, 404);
  });
});
