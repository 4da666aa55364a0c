import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, openPublic } from "../testing/browser.ts";
import { linkIn } from "../testing/smtp_sink.ts";
import { uniqueEmail } from "../testing/test_env.ts";

async function storage(page: Page) {
  return await page.evaluate(() => ({
    token: localStorage.getItem("access_token"),
    testMode: localStorage.getItem("test_mode"),
  }));
}

async function clearStorage(page: Page) {
  await openPublic(page, "/terms");
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

browserTest("web: sign-up, log-in, redirects and the test-mode banner in Chromium", async (t, browser) => {
  const { env } = browser;

  await t.step("sign-up validates on blur and lands on /extractors with a Welcome toast", async () => {
    const { page, errors } = await browser.newPage();
    await clearStorage(page);
    await openPublic(page, "/signup");
    await page.locator("input[name=full_name]").fill("Al");
    await page.locator("input[name=email]").focus();
    await page.getByText("Full Name must be at least 3 characters").waitFor();
    await page.locator("input[name=email]").fill("not-an-email");
    await page.locator("input[name=password]").focus();
    await page.getByText("Invalid email address").waitFor();
    await page.locator("input[name=password]").fill("short");
    await page.locator("input[name=confirm_password]").focus();
    await page.getByText("Password must be at least 8 characters").waitFor();
    await page.locator("input[name=confirm_password]").fill("different");
    await page.locator("input[name=full_name]").focus();
    await page.getByText("The passwords do not match").waitFor();

    const email = uniqueEmail("browser");
    await page.locator("input[name=full_name]").fill("Ada Lovelace");
    await page.locator("input[name=email]").fill(email);
    await page.locator("input[name=password]").fill("password-123");
    await page.locator("input[name=confirm_password]").fill("password-123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL("**/extractors");
    await page.getByText("Welcome!").waitFor();
    await page.getByText("Your account has been created successfully.").waitFor();
    await page.getByText("Markdown / Text").waitFor();
    await page.getByText("Create New Type").waitFor();
    assert.ok((await storage(page)).token);

    // A signed-in visitor is sent on from the account forms.
    await page.goto("/login");
    await page.waitForURL("**/extractors");
    await page.goto("/signup");
    await page.waitForURL("**/extractors");
    await page.goto("/recover-password");
    await page.waitForURL((url) => url.pathname === "/");

    // Signing up again with the same address shows the server's detail.
    await clearStorage(page);
    await openPublic(page, "/signup");
    await page.locator("input[name=full_name]").fill("Ada Again");
    await page.locator("input[name=email]").fill(email);
    await page.locator("input[name=password]").fill("password-123");
    await page.locator("input[name=confirm_password]").fill("password-123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("Something went wrong").first().waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step("log-in shows field messages and the server's error under the password", async () => {
    const user = await env.signup();
    const { page, errors } = await browser.newPage();
    await clearStorage(page);
    await openPublic(page, "/login");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByText("Username is required").waitFor();
    await page.getByText("Password is required").waitFor();

    await page.locator("input[name=username]").fill(user.email);
    await page.locator("input[name=password]").fill("wrong-password");
    await page.getByRole("button", { name: "Log In" }).click();
    const message = page.locator("input[name=password]").locator("xpath=ancestor::div[@class='field']")
      .locator(".field-error");
    await message.getByText("Incorrect email or password").waitFor();

    // Show/hide toggles the password's visibility.
    await page.getByRole("button", { name: "Show password" }).click();
    assert.equal(await page.locator("input[name=password]").getAttribute("type"), "text");

    await page.locator("input[name=password]").fill(user.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL("**/extractors");
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step("password recovery mails a link; the reset form sets the new password", async () => {
    const user = await env.signup();
    const { page, errors } = await browser.newPage();
    await clearStorage(page);
    await openPublic(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/recover-password");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.locator("input[name=email]").fill(user.email);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Email sent.").waitFor();
    await page.getByText("We sent an email with a link to get back into your account.").waitFor();

    await env.runJobs();
    const link = linkIn(env.smtp.to(user.email).at(-1)!, "/reset-password");
    await openPublic(page, `${link.pathname}${link.search}`);
    await page.locator("input[name=new_password]").fill("after-reset-1");
    await page.locator("input[name=confirm_password]").fill("after-reset-2");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("The passwords do not match").waitFor();
    await page.locator("input[name=confirm_password]").fill("after-reset-1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL("**/login");
    await page.getByText("Password updated successfully.").waitFor();
    await env.login(user.email, "after-reset-1");
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step("signed-out visitors are sent to /login; the activation notice shows and closes", async () => {
    const { page, errors } = await browser.newPage();
    await clearStorage(page);
    await page.goto("/keys");
    await page.waitForURL("**/login");

    const params = new URLSearchParams({ activationStatus: "failed", activationMessage: "Token expired." });
    await openPublic(page, `/login?${params}`);
    await page.getByText("Activation failed").waitFor();
    await page.getByText("Token expired.").waitFor();
    await page.getByRole("button", { name: "Dismiss" }).click();
    await page.getByText("Activation failed").waitFor({ state: "detached" });

    // The notice may also come from session storage (key activation_notice).
    await page.evaluate(() =>
      sessionStorage.setItem(
        "activation_notice",
        JSON.stringify({ status: "activated", message: "All set." }),
      )
    );
    await openPublic(page, "/login");
    await page.getByText("Activation successful").waitFor();
    await page.getByText("All set.").waitFor();

    await openPublic(page, "/activate");
    await page.getByText("No activation token provided").waitFor();
    await page.goto("/activate?token=bogus");
    await page.waitForURL("**/login?**");
    await page.getByText("Activation failed").waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step(
    "/login/success with test=true shows TEST MODE ACTIVE; its Logout clears both keys",
    async () => {
      const user = await env.signup();
      const { page, errors } = await browser.newPage();
      await clearStorage(page);
      await page.goto(`/login/success?${new URLSearchParams({ token: user.token, test: "true" })}`);
      await page.waitForURL("**/extractors");
      await page.getByText("TEST MODE ACTIVE").waitFor();
      assert.deepEqual(await storage(page), { token: user.token, testMode: "true" });

      // The banner is on the public pages too.
      await openPublic(page, "/pricing");
      await page.getByText("TEST MODE ACTIVE").waitFor();
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      assert.deepEqual(await storage(page), { token: null, testMode: null });
      assert.equal(await page.getByText("TEST MODE ACTIVE").count(), 0);

      // Without a token: back to /login.
      await page.goto("/login/success");
      await page.waitForURL("**/login");
      assert.deepEqual(errors, []);
      await page.close();
    },
  );

  await t.step("a new Google sign-up is reported once on /documents, then the mark is gone", async () => {
    const user = await env.signup();
    const { page, errors } = await browser.newPage();
    await clearStorage(page);
    // Stands in for the ad tracker's tag, which a deployment's page would load.
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(globalThis, { twq: (...args: unknown[]) => calls.push(args), twqCalls: calls });
    });
    await page.goto(`/login/success?${new URLSearchParams({ token: user.token, new_user: "true" })}`);
    await page.waitForURL("**/extractors");
    assert.equal(await page.evaluate(() => sessionStorage.getItem("tw_signup_conv")), "true");
    await page.goto("/documents");
    await page.getByRole("heading", { name: "History" }).waitFor();
    assert.deepEqual(await page.evaluate(() => (globalThis as unknown as { twqCalls: unknown[] }).twqCalls), [
      [
        "event",
        "signup_conversion",
      ],
    ]);
    assert.equal(await page.evaluate(() => sessionStorage.getItem("tw_signup_conv")), null);
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step("a session the server no longer accepts logs out to /login", async () => {
    const { page, errors } = await browser.signedInPage("qs_not-a-real-token");
    await page.waitForURL("**/login");
    assert.equal((await storage(page)).token, null);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
