import assert from "node:assert/strict";
import { dbTest } from "../../testing/test_env.ts";

dbTest("health, unknown paths and the API reference", async (t, env) => {
  await t.step("GET /health answers ok once the database answers", async () => {
    const res = await env.request("GET", "/api/v1/health");
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: "ok" });
  });

  await t.step("an unknown API path is a JSON 404", async () => {
    const res = await env.request("GET", "/api/v1/no-such-thing");
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { detail: "Not Found" });
  });

  await t.step("openapi.json is an OpenAPI 3.1 document with the routes", async () => {
    const res = await env.request("GET", "/api/v1/openapi.json");
    assert.equal(res.status, 200);
    assert.equal(res.body.openapi, "3.1.0");
    for (const path of ["/login/access-token", "/users/me", "/keys/{id}", "/documents", "/users/{id}"]) {
      assert.ok(res.body.paths[path], `missing ${path}`);
    }
    const signup = res.body.paths["/users/signup"].post.requestBody.content["application/json"].schema;
    assert.ok(signup, "signup body schema");
    assert.ok(res.body.components.securitySchemes.bearerAuth);
  });

  await t.step("/docs serves the interactive reference with its assets", async () => {
    const page = await env.request("GET", "/docs");
    assert.equal(page.status, 200);
    assert.match(String(page.body), /swagger-ui-bundle\.js/);
    const js = await env.app.request("/docs/assets/swagger-ui-bundle.js");
    assert.equal(js.status, 200);
    assert.match(js.headers.get("content-type") ?? "", /javascript/);
    assert.ok((await js.arrayBuffer()).byteLength > 100_000);
  });
});
