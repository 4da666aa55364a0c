import assert from "node:assert/strict";
import { dbTest } from "../../testing/test_env.ts";

dbTest("API keys", async (t, env) => {
  await t.step("the whole key is returned once; later reads show only its prefix", async () => {
    const user = await env.signup();
    const created = await env.request("POST", "/api/v1/keys/", {
      token: user.token,
      json: { name: "laptop" },
    });
    assert.equal(created.status, 200);
    assert.match(created.body.key, /^qk_[\w-]{40,}$/);
    assert.ok(created.body.key.startsWith(created.body.prefix));
    const list = await env.request("GET", "/api/v1/keys/", { token: user.token });
    assert.equal(list.body.count, 1);
    assert.equal(list.body.data[0].name, "laptop");
    assert.equal(list.body.data[0].key, `${created.body.prefix}…`);
    assert.ok(!JSON.stringify(list.body).includes(created.body.key));
    const one = await env.request("GET", `/api/v1/keys/${created.body.id}`, { token: user.token });
    assert.equal(one.body.key, `${created.body.prefix}…`);
    const stored = await env.db.selectFrom("api_keys").selectAll().where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(stored.key_hash, created.body.key);
  });

  await t.step("rename and delete; a deleted key stops working at once", async () => {
    const user = await env.signup();
    const created = await env.request("POST", "/api/v1/keys/", { token: user.token, json: { name: "old" } });
    const renamed = await env.request("PUT", `/api/v1/keys/${created.body.id}`, {
      token: user.token,
      json: { name: "new" },
    });
    assert.equal(renamed.body.name, "new");
    assert.equal((await env.request("GET", "/api/v1/documents", { token: created.body.key })).status, 200);
    const deleted = await env.request("DELETE", `/api/v1/keys/${created.body.id}`, { token: user.token });
    assert.equal(deleted.status, 200);
    assert.equal((await env.request("GET", "/api/v1/documents", { token: created.body.key })).status, 401);
    assert.equal(
      (await env.request("GET", `/api/v1/keys/${created.body.id}`, { token: user.token })).status,
      404,
    );
  });

  await t.step("a key authenticates documents but never account, password or key management", async () => {
    const user = await env.signup();
    const { body: key } = await env.request("POST", "/api/v1/keys/", {
      token: user.token,
      json: { name: "k" },
    });
    const docs = await env.request("GET", "/api/v1/documents", { token: key.key });
    assert.equal(docs.status, 200);
    assert.deepEqual(docs.body, { data: [], count: 0, earliest: null, latest: null });
    const denied: [string, string, unknown?][] = [
      ["GET", "/api/v1/users/me"],
      ["PATCH", "/api/v1/users/me", { full_name: "Key Holder" }],
      ["DELETE", "/api/v1/users/me"],
      ["PATCH", "/api/v1/users/me/password", {
        current_password: user.password,
        new_password: "stolen-pass-1",
      }],
      ["GET", "/api/v1/keys/"],
      ["POST", "/api/v1/keys/", { name: "minted" }],
      ["DELETE", `/api/v1/keys/${key.id}`],
      ["POST", "/api/v1/login/test-token"],
    ];
    for (const [method, path, json] of denied) {
      const res = await env.request(method, path, { token: key.key, json });
      assert.equal(res.status, 403, `${method} ${path}`);
    }
    await env.login(user.email, user.password);
    assert.equal((await env.request("GET", "/api/v1/keys/", { token: user.token })).body.count, 1);
  });

  await t.step("another user's key is 404 on every route, and a name is required", async () => {
    const owner = await env.signup();
    const intruder = await env.signup();
    const { body: key } = await env.request("POST", "/api/v1/keys/", {
      token: owner.token,
      json: { name: "mine" },
    });
    for (const [method, json] of [["GET"], ["PUT", { name: "theirs" }], ["DELETE"]] as const) {
      const res = await env.request(method, `/api/v1/keys/${key.id}`, { token: intruder.token, json });
      assert.equal(res.status, 404, method);
    }
    assert.equal((await env.request("GET", "/api/v1/keys/", { token: intruder.token })).body.count, 0);
    const still = await env.request("GET", `/api/v1/keys/${key.id}`, { token: owner.token });
    assert.equal(still.body.name, "mine");
    const unnamed = await env.request("POST", "/api/v1/keys/", { token: owner.token, json: { name: " " } });
    assert.equal(unnamed.status, 422);
    assert.equal(unnamed.body.detail[0].msg, "Name is required");
  });
});
