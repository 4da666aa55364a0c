import assert from "node:assert/strict";
import { FakeGoogle } from "../../testing/fake_google.ts";
import { createTestEnv, dbTest, testBackends, uniqueEmail } from "../../testing/test_env.ts";

dbTest("Google sign-in when it is not configured", async (t, env) => {
  await t.step("both routes answer 404 with a clear detail", async () => {
    for (const path of ["/api/v1/login/google", "/api/v1/login/google/callback?code=x&state=y"]) {
      const res = await env.request("GET", path);
      assert.equal(res.status, 404);
      assert.equal(res.body.detail, "Google sign-in is not configured on this server");
    }
  });
});

for (const backend of testBackends()) {
  Deno.test({
    name: `Google sign-in against a local OAuth server [${backend}]`,
    sanitizeOps: false,
    sanitizeResources: false,
    async fn(t) {
      const google = new FakeGoogle();
      const env = await createTestEnv(backend, google.env());
      const cookiesOf = (res: { headers: Headers }) =>
        res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

      const signIn = async (user: { sub: string; email: string; name: string }) => {
        const start = await env.request("GET", "/api/v1/login/google");
        assert.equal(start.status, 302);
        const location = start.headers.get("location")!;
        assert.ok(location.startsWith(`${google.origin}/o/oauth2/v2/auth?`));
        assert.equal(new URL(location).searchParams.get("code_challenge_method"), "S256");
        const { code, state } = google.approve(location, { ...user, email_verified: true });
        return await env.request("GET", `/api/v1/login/google/callback?code=${code}&state=${state}`, {
          headers: { cookie: cookiesOf(start) },
        });
      };

      try {
        await t.step(
          "a new Google user gets an account and lands on /login/success with new_user=true",
          async () => {
            const email = uniqueEmail("google");
            const res = await signIn({ sub: "google-sub-1", email, name: "Goo Gler" });
            assert.equal(res.status, 302);
            const target = new URL(res.headers.get("location")!);
            assert.equal(target.origin + target.pathname, "http://quarry.test/login/success");
            assert.equal(target.searchParams.get("new_user"), "true");
            const me = await env.request("GET", "/api/v1/users/me", {
              token: target.searchParams.get("token")!,
            });
            assert.equal(me.body.email, email);
            assert.equal(me.body.google_account_id, "google-sub-1");
            assert.equal(me.body.account.balance.amount, 100);
          },
        );

        await t.step("an existing e-mail account is linked, not duplicated", async () => {
          const user = await env.signup();
          const res = await signIn({ sub: "google-sub-2", email: user.email, name: "Linked" });
          const target = new URL(res.headers.get("location")!);
          assert.equal(target.searchParams.get("new_user"), "false");
          const me = await env.request("GET", "/api/v1/users/me", {
            token: target.searchParams.get("token")!,
          });
          assert.equal(me.body.id, user.id);
          assert.equal(me.body.google_account_id, "google-sub-2");
        });

        await t.step("a callback whose state does not match the cookie is refused", async () => {
          const start = await env.request("GET", "/api/v1/login/google");
          const { code } = google.approve(start.headers.get("location")!, {
            sub: "google-sub-3",
            email: uniqueEmail("g"),
            email_verified: true,
            name: "X",
          });
          const res = await env.request("GET", `/api/v1/login/google/callback?code=${code}&state=forged`, {
            headers: { cookie: cookiesOf(start) },
          });
          assert.equal(res.status, 302);
          const target = new URL(res.headers.get("location")!);
          assert.equal(target.pathname, "/login");
          assert.equal(target.searchParams.get("activationStatus"), "failed");
          assert.equal(target.searchParams.get("token"), null);
        });
      } finally {
        await env.close();
        await google.close();
      }
    },
  });
}
