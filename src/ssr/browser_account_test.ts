import assert from "node:assert/strict";
import { browserTest } from "../testing/browser.ts";
import { uniqueEmail } from "../testing/test_env.ts";

browserTest("web: settings, API keys and user admin in Chromium", async (t, browser) => {
  const { env } = browser;

  await t.step(
    "settings: profile view and edit, password change, no Password tab for Google accounts",
    async () => {
      const user = await env.signup({ full_name: "Grace Hopper" });
      const { page, errors } = await browser.signedInPage(user.token, "/settings");
      await page.getByRole("heading", { name: "User Settings" }).waitFor();
      await page.getByTestId("profile-name").getByText("Grace Hopper").waitFor();
      await page.getByRole("button", { name: "Edit" }).click();
      const save = page.getByRole("button", { name: "Save" });
      assert.ok(await save.isDisabled(), "Save waits for a change");
      await page.locator("input[name=full_name]").fill("Grace B. Hopper");
      await save.click();
      await page.getByText("User updated successfully.").waitFor();
      await page.getByTestId("profile-name").getByText("Grace B. Hopper").waitFor();
      // The sidebar's chip follows, since everything cached was refreshed.
      await page.getByTestId("user-menu").getByText("Grace B. Hopper").waitFor();

      await page.getByRole("tab", { name: "Password" }).click();
      await page.locator("input[name=current_password]").fill(user.password);
      await page.locator("input[name=new_password]").fill("new-password-456");
      await page.locator("input[name=confirm_password]").fill("new-password-457");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("The passwords do not match").waitFor();
      await page.locator("input[name=confirm_password]").fill("new-password-456");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Password updated successfully.").waitFor();
      await env.login(user.email, "new-password-456");

      await env.db.updateTable("users").set({ google_account_id: "google-123" }).where(
        "email",
        "=",
        user.email,
      )
        .execute();
      await page.reload();
      await page.getByRole("tab", { name: "My Profile" }).waitFor();
      assert.equal(await page.getByRole("tab", { name: "Password" }).count(), 0);

      // The user menu: My profile, then Log out back to the landing page.
      await page.goto("/extractors");
      await page.getByTestId("user-menu").click();
      await page.getByRole("menuitem", { name: "My profile" }).click();
      await page.waitForURL("**/settings");
      await page.getByTestId("user-menu").click();
      await page.getByRole("menuitem", { name: "Log out" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      assert.equal(await page.evaluate(() => localStorage.getItem("access_token")), null);
      assert.deepEqual(errors, []);
      await page.close();
    },
  );

  await t.step(
    "layout: the sidebar starts collapsed on the builder pages, toggles, and folds on a phone",
    async () => {
      const user = await env.signup();
      const { page, errors } = await browser.signedInPage(user.token, "/extractors");
      const navbar = page.locator(".mantine-AppShell-navbar");
      await page.getByRole("button", { name: "Collapse sidebar" }).waitFor();
      assert.equal((await navbar.boundingBox())!.width, 250);
      await page.getByRole("link", { name: "Create New Type" }).click();
      await page.getByRole("heading", { name: "Create New Extractor" }).waitFor();
      await page.getByText("24-48 hours").waitFor();
      await page.getByRole("button", { name: "Expand sidebar" }).click();
      await page.getByRole("button", { name: "Collapse sidebar" }).click();
      await page.waitForFunction(() =>
        document.querySelector(".mantine-AppShell-navbar")!.getBoundingClientRect().width === 90
      );
      await page.goto("/extractors/anything?edit=true");
      await page.getByText("Extractor not found").waitFor();
      await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto("/extractors");
      await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
      assert.equal((await navbar.boundingBox())!.width, 90);
      assert.deepEqual(errors, []);
      await page.close();
    },
  );

  await t.step("keyboard: dialogs and menus work without a mouse, with a visible focus ring", async () => {
    const user = await env.signup({ full_name: "Keyboard User" });
    const { page, errors } = await browser.signedInPage(user.token, "/keys");
    const add = page.getByRole("button", { name: "Add API Key" });
    await add.focus();
    const outline = await add.evaluate((el) => getComputedStyle(el).outlineStyle);
    assert.notEqual(outline, "none", "focused controls show an outline");
    await page.keyboard.press("Enter");
    const name = page.getByRole("dialog").locator("input[name=name]");
    await name.waitFor();
    assert.ok(await name.evaluate((el) => el === document.activeElement), "the dialog focuses its input");
    await page.keyboard.type("Keyboard key");
    await page.keyboard.press("Enter");
    await page.getByTestId("new-key").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("row", { name: /Keyboard key/ }).waitFor();

    await page.getByTestId("user-menu").focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "My profile" }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/settings");
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step("keys: add a key, see it once with a copy checkmark, list it, delete it", async () => {
    const user = await env.signup();
    const { page, errors } = await browser.signedInPage(user.token, "/keys");
    await page.getByRole("heading", { name: "API Keys" }).waitFor();
    await page.getByText(`curl -X POST ${browser.baseUrl}/api/v1/documents`).first().waitFor();
    await page.getByRole("tab", { name: "accuracy=ultra" }).click();
    await page.getByText('-F "accuracy=ultra"').waitFor();

    await page.getByRole("button", { name: "Add API Key" }).click();
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("Name is required").waitFor();
    await page.locator("input[name=name]").fill("CI server");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("API key created successfully.").waitFor();
    const fullKey = (await page.getByTestId("new-key").textContent())!;
    assert.match(fullKey, /^qk_/);
    await page.getByRole("button", { name: "Copy API key" }).click();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), fullKey);
    await page.getByRole("button", { name: "Copy API key" }).waitFor({ timeout: 3000 });
    await page.getByRole("button", { name: "Done" }).click();

    const row = page.getByRole("row", { name: /CI server/ });
    await row.waitFor();
    assert.ok(!(await row.textContent())!.includes(fullKey), "the list shows only the key's prefix");
    await row.getByRole("button", { name: "Actions for CI server" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("The ApiKey was deleted successfully.").waitFor();
    await row.waitFor({ state: "detached" });
    assert.deepEqual(errors, []);
    await page.close();
  });

  await t.step(
    "admin: only superusers see it; 'You' has no menu; add, edit, page and delete users",
    async () => {
      const plain = await env.signup();
      const { page: plainPage, errors: plainErrors } = await browser.signedInPage(plain.token);
      await plainPage.getByRole("link", { name: "API Keys" }).waitFor();
      assert.equal(await plainPage.getByRole("link", { name: "Admin" }).count(), 0);
      assert.deepEqual(plainErrors, []);
      await plainPage.close();

      const adminToken = await env.login(env.superuser.email, env.superuser.password);
      for (let i = 0; i < 5; i++) await env.signup();
      const { page, errors } = await browser.signedInPage(adminToken, "/extractors");
      await page.getByRole("link", { name: "Admin" }).click();
      await page.getByRole("heading", { name: "Users Management" }).waitFor();
      await page.getByText("Page 1").waitFor();
      // The pager can show before the rows: wait for the fifth, then check there is no sixth.
      await page.locator("tbody tr").nth(4).waitFor();
      assert.equal(await page.locator("tbody tr").count(), 5);

      await page.getByRole("button", { name: "Next" }).click();
      await page.waitForURL("**/admin?page=2");
      await page.getByText("Page 2").waitFor();
      await page.getByRole("button", { name: "Previous" }).click();
      await page.getByText("Page 1").waitFor();

      const me = page.getByRole("row", { name: new RegExp(env.superuser.email) });
      await me.getByText("You").waitFor();
      assert.ok(await me.getByRole("button", { name: `Actions for ${env.superuser.email}` }).isDisabled());

      const email = uniqueEmail("added");
      await page.getByRole("button", { name: "Add User" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.locator("input[name=email]").fill(email);
      await dialog.locator("input[name=full_name]").fill("Added Person");
      await dialog.locator("input[name=password]").fill("password-123");
      await dialog.locator("input[name=confirm_password]").fill("password-124");
      await dialog.getByRole("button", { name: "Save" }).click();
      await dialog.getByText("The passwords do not match").waitFor();
      await dialog.locator("input[name=confirm_password]").fill("password-123");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("User created successfully.").waitFor();
      await env.login(email, "password-123");

      const created = await env.db.selectFrom("users").select("id").where("email", "=", email)
        .executeTakeFirstOrThrow();
      // Users are listed oldest first, so the new one is on the last page.
      const { count } = await env.db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      await page.goto(`/admin?page=${Math.ceil(Number(count) / 5)}`);
      const row = page.getByRole("row", { name: new RegExp(email) });
      await row.getByRole("button", { name: `Actions for ${email}` }).click();
      await page.getByRole("menuitem", { name: "Edit User" }).click();
      const save = page.getByRole("dialog").getByRole("button", { name: "Save" });
      assert.ok(await save.isDisabled(), "Save waits for a change");
      await page.getByRole("dialog").locator("input[name=full_name]").fill("Edited Person");
      await save.click();
      await page.getByText("User updated successfully.").waitFor();
      await row.getByText("Edited Person").waitFor();

      await row.getByRole("button", { name: `Actions for ${email}` }).click();
      await page.getByRole("menuitem", { name: "Delete User" }).click();
      // The server's answer first, so that a failure says whether the deletion or its toast went wrong.
      const deleted = page.waitForResponse((response) =>
        response.request().method() === "DELETE" && response.url().endsWith(`/users/${created.id}`)
      );
      await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
      assert.equal((await deleted).status(), 200);
      // Either toast, so that a failure names the one shown; a busy CI machine gets more than the default.
      const toast = page.getByText(/^(The User was deleted successfully\.|An error occurred while deleting)/);
      await toast.waitFor({ timeout: 30_000 });
      assert.equal(await toast.textContent(), "The User was deleted successfully.");
      const gone = await env.db.selectFrom("users").select("id").where("id", "=", created.id)
        .executeTakeFirst();
      assert.equal(gone, undefined);
      assert.deepEqual(errors, []);
      await page.close();
    },
  );
});
