import assert from "node:assert/strict";
import { sql } from "kysely";
import { linkIn } from "../../testing/smtp_sink.ts";
import { dbTest, uniqueEmail } from "../../testing/test_env.ts";

dbTest("password recovery and reset", async (t, env) => {
  await t.step(
    "recovery answers 200 for known and unknown addresses, and mails only the known one",
    async () => {
      const user = await env.signup();
      const unknown = uniqueEmail("ghost");
      for (const email of [user.email, unknown]) {
        const res = await env.request("POST", `/api/v1/password-recovery/${encodeURIComponent(email)}`);
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { message: "Password recovery email sent" });
      }
      assert.equal(await env.runJobs(), 1);
      assert.equal(env.smtp.to(unknown).length, 0);
      const [mail] = env.smtp.to(user.email);
      const link = linkIn(mail, "/reset-password");
      assert.equal(link.origin, "http://quarry.test");

      const oldSession = await env.login(user.email, user.password);
      const reset = await env.request("POST", "/api/v1/reset-password/", {
        json: { token: link.searchParams.get("token"), new_password: "after-reset-1" },
      });
      assert.equal(reset.status, 200);
      assert.equal((await env.request("GET", "/api/v1/users/me", { token: oldSession })).status, 401);
      await env.login(user.email, "after-reset-1");

      const reused = await env.request("POST", "/api/v1/reset-password/", {
        json: { token: link.searchParams.get("token"), new_password: "again-reset-1" },
      });
      assert.equal(reused.status, 400);
      assert.equal(reused.body.detail, "Invalid token");
    },
  );

  await t.step("a forged or expired token is 400, a weak password 422", async () => {
    const user = await env.signup();
    await env.request("POST", `/api/v1/password-recovery/${encodeURIComponent(user.email)}`);
    await env.runJobs();
    const token = linkIn(env.smtp.to(user.email).at(-1)!, "/reset-password").searchParams.get("token")!;
    const forged = await env.request("POST", "/api/v1/reset-password/", {
      json: { token: token.slice(0, -2) + "zz", new_password: "forged-pass-1" },
    });
    assert.equal(forged.status, 400);
    const weak = await env.request("POST", "/api/v1/reset-password/", {
      json: { token, new_password: "short" },
    });
    assert.equal(weak.status, 422);
    await env.db.updateTable("user_tokens").set({ expires_at: sql`now() - interval '1 second'` })
      .where("user_id", "=", user.id).execute();
    const expired = await env.request("POST", "/api/v1/reset-password/", {
      json: { token, new_password: "expired-pass-1" },
    });
    assert.equal(expired.status, 400);
  });

  await t.step("the reset mail's HTML is for superusers only", async () => {
    const user = await env.signup();
    const path = `/api/v1/password-recovery-html-content/${encodeURIComponent(user.email)}`;
    assert.equal((await env.request("POST", path, { token: user.token })).status, 403);
    const admin = await env.login(env.superuser.email, env.superuser.password);
    const res = await env.request("POST", path, { token: admin });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /text\/html/);
    assert.match(String(res.body), /reset-password\?token=/);
    assert.ok(res.headers.get("x-email-subject"));
    const missing = await env.request("POST", `/api/v1/password-recovery-html-content/${uniqueEmail("no")}`, {
      token: admin,
    });
    assert.equal(missing.status, 404);
  });
});
