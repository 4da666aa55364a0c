/**
 * Screenshots for the README (docs/screenshots/) and the social preview image (client/public/static/og.png),
 * taken with Chromium from a throwaway app with a signed-in user.
 *
 *   deno task screenshots
 */
import { openPublic, startBrowserEnv } from "../src/testing/browser.ts";

const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const outDir = new URL("../docs/screenshots/", import.meta.url).pathname;
await Deno.mkdir(outDir, { recursive: true });

const browser = await startBrowserEnv();
try {
  const user = await browser.env.signup({ full_name: "Ada Lovelace" });
  for (const name of ["Production server", "Nightly import"]) {
    await browser.env.request("POST", "/api/v1/keys/", { token: user.token, json: { name } });
  }
  const { page } = await browser.newPage();

  for (const [device, size] of Object.entries(widths)) {
    await page.setViewportSize(size);
    for (const [name, path] of [["landing", "/"], ["pricing", "/pricing"]]) {
      await openPublic(page, path);
      await page.screenshot({ path: `${outDir}${name}-${device}.png`, fullPage: true });
    }
  }

  await page.setViewportSize({ width: 1200, height: 630 });
  await openPublic(page, "/");
  await page.screenshot({ path: new URL("../client/public/static/og.png", import.meta.url).pathname });

  await page.evaluate((token) => localStorage.setItem("access_token", token), user.token);
  for (const [device, size] of Object.entries(widths)) {
    await page.setViewportSize(size);
    for (const [name, path] of [["extractors", "/extractors"], ["keys", "/keys"]]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${outDir}${name}-${device}.png`, fullPage: true });
    }
  }
  console.log(`screenshots written to ${outDir}`);
} finally {
  await browser.close();
}
