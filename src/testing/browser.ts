import { type BrowserContext, chromium, type Page } from "playwright-core";
import { createTestEnv, type TestEnv } from "./test_env.ts";

export const chromiumPath = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

function chromiumInstalled(): boolean {
  try {
    return Deno.statSync(chromiumPath).isFile;
  } catch {
    return false;
  }
}

export const hasChromium = chromiumInstalled();

/** Headless, and quiet: without the networking flags Chromium keeps dialling hosts this machine cannot reach. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
if (!hasChromium) {
  console.log(`browser tests skipped: no Chromium at ${chromiumPath} (install it, or set CHROMIUM_PATH)`);
}

export interface BrowserEnv {
  env: TestEnv;
  baseUrl: string;
  context: BrowserContext;
  /** A new tab; every uncaught page error lands in `errors`, which each test expects to stay empty. */
  newPage(): Promise<{ page: Page; errors: string[] }>;
  /** A tab already signed in with the token. */
  signedInPage(token: string, path?: string): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/** The app on a real port (PGlite) and Debian's Chromium, as DESIGN.md describes. */
export async function startBrowserEnv(envVars: Record<string, string> = {}): Promise<BrowserEnv> {
  const env = await createTestEnv("pglite", envVars);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, env.app.fetch);
  const baseUrl = `http://127.0.0.1:${server.addr.port}`;
  const profile = await Deno.makeTempDir({ prefix: "quarry-chromium-" });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: 1280, height: 800 },
    baseURL: baseUrl,
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  context.setDefaultTimeout(10_000);

  const newPage = async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    // Every uncaught error fails the test, except the one the browser itself raises when a ResizeObserver
    // (Mantine's menus and tabs) sees a size change in the frame it was answering: the rest is delivered in
    // the next frame, nothing is lost (MDN's "observation errors"), and a loaded machine's Chromium raises it
    // at random.
    page.on("pageerror", (error) => {
      if (!error.message.startsWith("ResizeObserver loop")) errors.push(error.message);
    });
    // Hydration mismatches and React's warnings arrive as console errors. Failed requests are left to the
    // tests: the app asks for the extractors API, which answers 404 until it exists.
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        errors.push(message.text());
      }
    });
    return { page, errors };
  };

  return {
    env,
    baseUrl,
    context,
    newPage,
    async signedInPage(token: string, path = "/extractors") {
      const opened = await newPage();
      await opened.page.goto("/terms");
      await opened.page.evaluate((t) => localStorage.setItem("access_token", t), token);
      await opened.page.goto(path);
      return opened;
    },
    async close() {
      await context.close();
      await server.shutdown();
      await env.close();
      await Deno.remove(profile, { recursive: true }).catch(() => {});
    },
  };
}

/** Opens a public page and waits until its interactive parts have hydrated. */
export async function openPublic(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Registers a browser test with its own app and browser; skipped (with the notice above) without Chromium. */
export function browserTest(
  name: string,
  fn: (t: Deno.TestContext, browser: BrowserEnv) => Promise<void>,
  options: { env?: Record<string, string> } = {},
) {
  Deno.test({
    name,
    ignore: !hasChromium,
    sanitizeOps: false,
    sanitizeResources: false,
    async fn(t) {
      const browser = await startBrowserEnv(options.env);
      try {
        await fn(t, browser);
      } finally {
        await browser.close();
      }
    },
  });
}
