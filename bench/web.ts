/**
 * Web benchmark: the landing page's time to first byte and to the whole HTML (p50/p95 over sequential
 * requests to a real server process), and the gzipped JavaScript a public page and the signed-in app's first
 * screen download, with the lazily loaded screens (the extractor page, future builder and viewers) apart.
 * Prints JSON.
 *
 *   deno task bench:web          (BENCH_REQUESTS, default 500)
 */
import type { Metafile } from "esbuild";
import { chromium } from "playwright-core";
import { buildBundle } from "../src/ssr/bundle.ts";
import { chromiumArgs, chromiumPath, hasChromium } from "../src/testing/browser.ts";
import { percentile, round, startServer } from "./lib.ts";

const requests = Number(Deno.env.get("BENCH_REQUESTS") ?? 500);
const targets = { firstByteP95Ms: 50, fullHtmlP95Ms: 100, publicJsKb: 100, appFirstLoadKb: 300 };

async function timePage(url: string) {
  const firstByte: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < 50; i++) await (await fetch(url)).text();
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    const reader = res.body!.getReader();
    await reader.read();
    firstByte.push(performance.now() - t0);
    while (!(await reader.read()).done) { /* drain */ }
    full.push(performance.now() - t0);
  }
  firstByte.sort((a, b) => a - b);
  full.sort((a, b) => a - b);
  return {
    requests,
    first_byte_p50_ms: round(percentile(firstByte, 50)),
    first_byte_p95_ms: round(percentile(firstByte, 95)),
    full_html_p50_ms: round(percentile(full, 50)),
    full_html_p95_ms: round(percentile(full, 95)),
  };
}

const name = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** An output file and every chunk it imports statically, transitively: what loading it downloads. */
function closure(metafile: Metafile, output: string, into = new Set<string>()): Set<string> {
  if (into.has(output)) return into;
  into.add(output);
  for (const i of metafile.outputs[output].imports) {
    if (i.kind === "import-statement") closure(metafile, i.path, into);
  }
  return into;
}

function outputFor(metafile: Metafile, entryPoint: string): string {
  return Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entryPoint)![0];
}

async function bundleSizes() {
  const { metafile, assets } = await buildBundle();
  const gz = (files: Iterable<string>) =>
    round([...files].reduce((sum, f) => sum + assets.get(name(f))!.gzip.length, 0) / 1024, 1);

  // The landing page: the island entry and the chunks of the islands it contains.
  const landing = closure(metafile, outputFor(metafile, "client/public/entry.tsx"));
  for (const island of ["HeaderNav", "TestModeBanner", "Toaster", "Carousel"]) {
    closure(metafile, outputFor(metafile, `client/public/components/${island}.tsx`), landing);
  }
  const appEntry = outputFor(metafile, "client/app/main.tsx");
  const appFirst = closure(metafile, appEntry);
  const lazy = metafile.outputs[appEntry].imports.filter((i) => i.kind === "dynamic-import").map((i) => {
    const own = [...closure(metafile, i.path)].filter((f) => !appFirst.has(f));
    return { screen: metafile.outputs[i.path].entryPoint, gzip_kb: gz(own) };
  });
  return {
    public_page_js_gzip_kb: gz(landing),
    public_page_css_gzip_kb: gz([outputFor(metafile, "client/public/public.css")]),
    app_first_load_js_gzip_kb: gz(appFirst),
    app_css_gzip_kb: gz([outputFor(metafile, "client/app/app.css")]),
    app_lazy_screens: lazy,
  };
}

/**
 * A Lighthouse-style look at the landing page in Chromium with an empty cache: first and largest contentful
 * paint, layout shift, and the bytes of JavaScript actually transferred.
 */
async function browserMetrics(url: string) {
  if (!hasChromium) return null;
  const profile = await Deno.makeTempDir({ prefix: "quarry-bench-chromium-" });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    let jsBytes = 0;
    page.on("response", async (res) => {
      if (res.url().endsWith(".js")) jsBytes += Number((await res.allHeaders())["content-length"] ?? 0);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const paint = await page.evaluate(() =>
      new Promise<{ fcp: number; lcp: number; cls: number }>((resolve) => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        let lcp = 0;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) cls += (e as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ fcp, lcp, cls }), 200);
      })
    );
    return {
      first_contentful_paint_ms: round(paint.fcp),
      largest_contentful_paint_ms: round(paint.lcp),
      cumulative_layout_shift: round(paint.cls, 3),
      js_transferred_gzip_kb: round(jsBytes / 1024, 1),
    };
  } finally {
    await context.close();
    await Deno.remove(profile, { recursive: true });
  }
}

const dataDir = await Deno.makeTempDir({ prefix: "quarry-bench-web-" });
const server = await startServer({ DATA_DIR: dataDir });
try {
  const landing = await timePage(`${server.url}/`);
  const pricing = await timePage(`${server.url}/pricing`);
  const sizes = await bundleSizes();
  const chromiumLanding = await browserMetrics(`${server.url}/`);
  console.log(JSON.stringify(
    {
      landing,
      pricing,
      ...sizes,
      chromium_landing: chromiumLanding ?? "skipped: no Chromium",
      targets,
      met: {
        first_byte: landing.first_byte_p95_ms < targets.firstByteP95Ms,
        full_html: landing.full_html_p95_ms < targets.fullHtmlP95Ms,
        public_js: sizes.public_page_js_gzip_kb < targets.publicJsKb,
        app_first_load: sizes.app_first_load_js_gzip_kb < targets.appFirstLoadKb,
      },
    },
    null,
    2,
  ));
} finally {
  await server.stop();
  await Deno.remove(dataDir, { recursive: true });
}
