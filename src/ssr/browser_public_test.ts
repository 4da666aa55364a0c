import assert from "node:assert/strict";
import type { Locator } from "playwright-core";
import { browserTest, openPublic } from "../testing/browser.ts";

async function swipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const start = box.x + box.width / 2;
  const touch = (x: number) => [{ identifier: 1, clientX: x, clientY: y }];
  await target.dispatchEvent("touchstart", { touches: touch(start), changedTouches: touch(start) });
  await target.dispatchEvent("touchend", { touches: [], changedTouches: touch(start + dx) });
}

browserTest("web: the landing page hydrates its carousel and menu in Chromium", async (t, browser) => {
  await t.step("carousel: arrows, dots, a swipe over 50px, click to enlarge", async () => {
    const { page, errors } = await browser.newPage();
    await openPublic(page, "/");
    const carousel = page.locator(".carousel");
    const title = carousel.locator("h3");
    assert.equal(await title.textContent(), "Math notation");
    await page.getByRole("button", { name: "Next example" }).click();
    assert.equal(await title.textContent(), "Handwriting (historical)");
    await page.getByRole("button", { name: "Tables" }).click();
    assert.equal(await title.textContent(), "Tables");
    await page.getByRole("button", { name: "Next example" }).click();
    assert.equal(await title.textContent(), "Math notation", "it wraps around");

    await swipe(carousel, -40);
    assert.equal(await title.textContent(), "Math notation", "40px is not a swipe");
    await swipe(carousel, -80);
    assert.equal(await title.textContent(), "Handwriting (historical)");
    await swipe(carousel, 80);
    assert.equal(await title.textContent(), "Math notation");

    await page.getByRole("button", { name: "Enlarge Math notation: original" }).click();
    const dialog = page.getByRole("dialog", { name: "Math notation: original" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step("every input, button, link and image of the public pages has an accessible name", async () => {
    const { page, errors } = await browser.newPage();
    for (
      const path of [
        "/",
        "/pricing",
        "/signup",
        "/login",
        "/recover-password",
        "/reset-password?token=x",
        "/jfk",
      ]
    ) {
      await openPublic(page, path);
      const unnamed = await page.evaluate(() => {
        const named = (el: Element) =>
          !!(el.getAttribute("aria-label") || el.textContent?.trim() ||
            (el as HTMLInputElement).labels?.length || el.querySelector("img[alt]:not([alt=''])"));
        const controls = [...document.querySelectorAll("input, button, a, select, textarea")].filter((el) =>
          !named(el)
        );
        const images = [...document.querySelectorAll("img")].filter((img) => !img.hasAttribute("alt"));
        return [...controls, ...images].map((el) => el.outerHTML.slice(0, 120));
      });
      assert.deepEqual(unnamed, [], path);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step("on a phone the header folds into a menu", async () => {
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await openPublic(page, "/pricing");
    const pricing = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" });
    assert.equal(await pricing.isVisible(), false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await pricing.waitFor();
    await page.keyboard.press("Escape");
    await pricing.waitFor({ state: "hidden" });
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step(
    "the JFK search opens the code host's search in a new tab, only for non-blank text",
    async () => {
      const { page, errors } = await browser.newPage();
      await openPublic(page, "/jfk");
      await page.evaluate(() => {
        // Record instead of opening: the test has no network to reach the code host.
        const opened: string[] = [];
        Object.assign(globalThis, { opened });
        globalThis.open = (url?: string | URL) => {
          opened.push(String(url));
          return null;
        };
      });
      const search = page.getByRole("searchbox");
      await search.fill("   ");
      await search.press("Enter");
      await search.fill("Oswald");
      await page.getByRole("button", { name: "Search" }).click();
      const opened = await page.evaluate(() => (globalThis as unknown as { opened: string[] }).opened);
      assert.equal(opened.length, 1);
      assert.match(opened[0], /search\?q=.*Oswald/);
      assert.deepEqual(errors, []);
      await page.close();
    },
  );
});
