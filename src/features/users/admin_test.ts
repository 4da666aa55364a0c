import assert from "node:assert/strict";
import { dbTest, uniqueEmail } from "../../testing/test_env.ts";

dbTest("users administration", async (t, env) => {
  const admin = () => env.login(env.superuser.email, env.superuser.password);

  await t.step("a non-superuser gets 403 on every admin route", async () => {
    const user = await env.signup();
    const other = await env.signup();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/v1/users/"],
      ["POST", "/api/v1/users/", { email: uniqueEmail(), password: "password-1", is_superuser: true }],
      ["GET", `/api/v1/users/${other.id}`],
      ["PATCH", `/api/v1/users/${other.id}`, { full_name: "Hacked" }],
      ["DELETE", `/api/v1/users/${other.id}`],
    ];
    for (const [method, path, json] of calls) {
      const res = await env.request(method, path, { token: user.token, json });
      assert.equal(res.status, 403, `${method} ${path}`);
    }
    const me = await env.request("GET", "/api/v1/users/me", { token: other.token });
    assert.notEqual(me.body.full_name, "Hacked");
  });

  await t.step("list pages with skip and limit and counts every user", async () => {
    const token = await admin();
    await env.signup();
    await env.signup();
    const all = await env.request("GET", "/api/v1/users/?skip=0&limit=100", { token });
    assert.equal(all.status, 200);
    assert.equal(all.body.count, all.body.data.length);
    const page = await env.request("GET", "/api/v1/users/?skip=1&limit=2", { token });
    assert.equal(page.body.data.length, 2);
    assert.equal(page.body.count, all.body.count);
    assert.equal(page.body.data[0].id, all.body.data[1].id);
    assert.equal((await env.request("GET", "/api/v1/users/?limit=101", { token })).status, 422);
  });

  await t.step("create, read and update a user; a taken e-mail is refused", async () => {
    const token = await admin();
    const email = uniqueEmail("created");
    const created = await env.request("POST", "/api/v1/users/", {
      token,
      json: { email, full_name: "Created User", password: "created-pass-1", is_superuser: true },
    });
    assert.equal(created.status, 200);
    assert.equal(created.body.is_superuser, true);
    assert.equal(created.body.account.balance.amount, 100);
    const again = await env.request("POST", "/api/v1/users/", {
      token,
      json: { email, full_name: "Again", password: "created-pass-1" },
    });
    assert.equal(again.status, 400);
    const read = await env.request("GET", `/api/v1/users/${created.body.id}`, { token });
    assert.equal(read.body.email, email);
    const updated = await env.request("PATCH", `/api/v1/users/${created.body.id}`, {
      token,
      json: { is_superuser: false, full_name: "Demoted", password: "changed-pass-1" },
    });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.is_superuser, false);
    await env.login(email, "changed-pass-1");
    const missing = await env.request("GET", `/api/v1/users/${crypto.randomUUID()}`, { token });
    assert.equal(missing.status, 404);
  });

  await t.step("deleting a user ends its sessions and keys; a superuser cannot delete itself", async () => {
    const token = await admin();
    const user = await env.signup();
    const key = await env.request("POST", "/api/v1/keys/", { token: user.token, json: { name: "ci" } });
    assert.equal((await env.request("GET", "/api/v1/documents", { token: key.body.key })).status, 200);
    const res = await env.request("DELETE", `/api/v1/users/${user.id}`, { token });
    assert.equal(res.status, 200);
    assert.equal((await env.request("GET", "/api/v1/users/me", { token: user.token })).status, 401);
    assert.equal((await env.request("GET", "/api/v1/documents", { token: key.body.key })).status, 401);
    const keys = await env.db.selectFrom("api_keys").select("id").where("user_id", "=", user.id).execute();
    assert.equal(keys.length, 0);
    const me = await env.request("GET", "/api/v1/users/me", { token });
    const self = await env.request("DELETE", `/api/v1/users/${me.body.id}`, { token });
    assert.equal(self.status, 403);
    assert.equal(self.body.detail, "Super users are not allowed to delete themselves");
  });
});
