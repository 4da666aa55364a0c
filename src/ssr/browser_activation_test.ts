import assert from "node:assert/strict";
import { browserTest, openPublic } from "../testing/browser.ts";
import { linkIn } from "../testing/smtp_sink.ts";
import { uniqueEmail } from "../testing/test_env.ts";

browserTest(
  "web: sign-up with e-mail verification asks for activation, the mailed link activates",
  async (_t, browser) => {
    const { env } = browser;
    const { page, errors } = await browser.newPage();
    const email = uniqueEmail("verify");
    await openPublic(page, "/signup");
    await page.locator("input[name=full_name]").fill("Katherine Johnson");
    await page.locator("input[name=email]").fill(email);
    await page.locator("input[name=password]").fill("password-123");
    await page.locator("input[name=confirm_password]").fill("password-123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL("**/login?**");
    assert.equal(new URL(page.url()).searchParams.get("activationStatus"), "required");
    await page.getByText("Activation required").waitFor();
    await page.getByText(
      "A verification email has been sent to your address. Please activate your account before logging in.",
    ).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("access_token")), null);

    await env.runJobs();
    const link = linkIn(env.smtp.to(email).at(-1)!, "/activate");
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL("**/login?**");
    await page.getByText("Activation successful").waitFor();
    await page.getByText("Your account has been successfully activated. You can now log in.").waitFor();

    // The same link a second time fails, with the server's reason.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText("Activation failed").waitFor();
    await env.login(email, "password-123");
    assert.deepEqual(errors, []);
    await page.close();
  },
  { env: { EMAIL_VERIFICATION: "required" } },
);
