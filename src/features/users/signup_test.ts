import assert from "node:assert/strict";
import { listLedger } from "../credits/repository.ts";
import { findAccountByUserId } from "./repository.ts";
import { dbTest, uniqueEmail } from "../../testing/test_env.ts";

dbTest("signup and the signed-in user's own profile", async (t, env) => {
  await t.step(
    "signup returns a token, and the account holds the signup credits as its first ledger row",
    async () => {
      const email = uniqueEmail();
      const res = await env.request("POST", "/api/v1/users/signup", {
        json: { email, full_name: "Ada Lovelace", password: "analytical-1" },
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.token.token_type, "bearer");
      const me = await env.request("GET", "/api/v1/users/me", { token: res.body.token.access_token });
      assert.equal(me.status, 200);
      assert.equal(me.body.email, email);
      assert.equal(me.body.full_name, "Ada Lovelace");
      assert.equal(me.body.is_superuser, false);
      assert.equal(me.body.google_account_id, null);
      assert.deepEqual(me.body.account, {
        balance: { amount: 100 },
        extractor_builder_enabled: false,
        auto_topup_enabled: false,
        auto_topup_threshold_credits: null,
        auto_topup_amount_credits: null,
      });
      const account = await findAccountByUserId(env.db, me.body.id);
      const ledger = await listLedger(env.db, account!.id);
      assert.equal(ledger.length, 1);
      assert.equal(ledger[0].delta, 100);
      assert.equal(ledger[0].reason, "signup_credits");
      assert.equal(ledger[0].balance_after, 100);
    },
  );

  await t.step("a taken e-mail is 400, whatever its case", async () => {
    const user = await env.signup();
    const res = await env.request("POST", "/api/v1/users/signup", {
      json: { email: user.email.toUpperCase(), full_name: "Someone Else", password: "password-xyz" },
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.detail, "The user with this email already exists in the system");
  });

  await t.step("validation answers 422 with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: "not-an-email", full_name: "Abc", password: "password-1" }, "email", "Invalid email address"],
      [{ email: "", full_name: "Abc", password: "password-1" }, "email", "Email is required"],
      [
        { email: uniqueEmail(), full_name: "Abc", password: "short" },
        "password",
        "Password must be at least 8 characters",
      ],
      [
        { email: uniqueEmail(), full_name: "Abc", password: "x".repeat(41) },
        "password",
        "Password must not exceed 40 characters",
      ],
      [{ email: uniqueEmail(), full_name: "Abc" }, "password", "Password is required"],
      [{ email: uniqueEmail(), full_name: "", password: "password-1" }, "full_name", "Full Name is required"],
    ];
    for (const [json, field, msg] of cases) {
      const res = await env.request("POST", "/api/v1/users/signup", { json });
      assert.equal(res.status, 422, JSON.stringify(json));
      const issue = res.body.detail.find((d: { loc: string[] }) => d.loc.join(".") === `body.${field}`);
      assert.ok(issue, `no issue for ${field}: ${JSON.stringify(res.body)}`);
      assert.equal(issue.msg, msg);
      assert.equal(typeof issue.type, "string");
    }
  });

  await t.step("PATCH /users/me changes the name and e-mail; a taken e-mail is 409", async () => {
    const user = await env.signup();
    const other = await env.signup();
    const newEmail = uniqueEmail("renamed");
    const res = await env.request("PATCH", "/api/v1/users/me", {
      token: user.token,
      json: { full_name: "New Name", email: newEmail },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.full_name, "New Name");
    assert.equal(res.body.email, newEmail);
    const taken = await env.request("PATCH", "/api/v1/users/me", {
      token: user.token,
      json: { email: other.email },
    });
    assert.equal(taken.status, 409);
    const tooLong = await env.request("PATCH", "/api/v1/users/me", {
      token: user.token,
      json: { full_name: "x".repeat(31) },
    });
    assert.equal(tooLong.status, 422);
  });

  await t.step("PATCH /users/me/password checks the current one and ends the other sessions", async () => {
    const user = await env.signup();
    const otherSession = await env.login(user.email, user.password);
    const wrong = await env.request("PATCH", "/api/v1/users/me/password", {
      token: user.token,
      json: {
        current_password: "not-it-at-all",
        new_password: "brand-new-1",
        confirm_password: "brand-new-1",
      },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.detail, "Incorrect password");
    const same = await env.request("PATCH", "/api/v1/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: user.password, confirm_password: user.password },
    });
    assert.equal(same.status, 400);
    const mismatch = await env.request("PATCH", "/api/v1/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: "brand-new-1", confirm_password: "brand-new-2" },
    });
    assert.equal(mismatch.status, 422);
    assert.equal(mismatch.body.detail[0].msg, "The passwords do not match");
    const ok = await env.request("PATCH", "/api/v1/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: "brand-new-1", confirm_password: "brand-new-1" },
    });
    assert.equal(ok.status, 200);
    assert.equal((await env.request("GET", "/api/v1/users/me", { token: user.token })).status, 200);
    assert.equal((await env.request("GET", "/api/v1/users/me", { token: otherSession })).status, 401);
    await env.login(user.email, "brand-new-1");
  });

  await t.step("DELETE /users/me removes the account and its sessions", async () => {
    const user = await env.signup();
    const res = await env.request("DELETE", "/api/v1/users/me", { token: user.token });
    assert.equal(res.status, 200);
    assert.equal((await env.request("GET", "/api/v1/users/me", { token: user.token })).status, 401);
    const login = await env.request("POST", "/api/v1/login/access-token", {
      form: { username: user.email, password: user.password },
    });
    assert.equal(login.status, 400);
  });

  await t.step("a superuser cannot delete itself", async () => {
    const token = await env.login(env.superuser.email, env.superuser.password);
    const res = await env.request("DELETE", "/api/v1/users/me", { token });
    assert.equal(res.status, 403);
  });
});

dbTest("signup with e-mail verification required", async (t, env) => {
  await t.step("no token, an activation mail, and login refused until activated", async () => {
    const email = uniqueEmail("verify");
    const res = await env.request("POST", "/api/v1/users/signup", {
      json: { email, full_name: "Grace Hopper", password: "compiler-1" },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.token, null);
    const refused = await env.request("POST", "/api/v1/login/access-token", {
      form: { username: email, password: "compiler-1" },
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.detail, /activate your account/);

    assert.equal(await env.runJobs(), 1);
    const [mail] = env.smtp.to(email);
    assert.ok(mail, "activation mail received over SMTP");
    const token = new URL(mail.text.match(/http\S+\/activate\?token=\S+/)![0]).searchParams.get("token")!;
    const forged = await env.request("POST", "/api/v1/users/activate", { json: { token: token + "x" } });
    assert.equal(forged.status, 400);
    const activated = await env.request("POST", "/api/v1/users/activate", { json: { token } });
    assert.equal(activated.status, 200);
    const reused = await env.request("POST", "/api/v1/users/activate", { json: { token } });
    assert.equal(reused.status, 400);
    await env.login(email, "compiler-1");
  });
}, { env: { EMAIL_VERIFICATION: "required" } });
