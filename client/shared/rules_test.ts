import assert from "node:assert/strict";
import { shouldRetry } from "../app/query_client.ts";
import { ApiError } from "./api.ts";
import { errorText } from "./errors.ts";
import { check, confirmOf, email, fullName, loginUsername, password } from "./validation.ts";

Deno.test("validation: the messages of spec section 5", () => {
  const none = {};
  assert.equal(check(email, "", none), "Email is required");
  assert.equal(check(email, "a@b", none), "Invalid email address");
  assert.equal(check(email, "ada@example.com", none), undefined);
  assert.equal(check(loginUsername, " ", none), "Username is required");
  assert.equal(check(password, "", none), "Password is required");
  assert.equal(check(password, "1234567", none), "Password must be at least 8 characters");
  assert.equal(check(password, "x".repeat(41), none), "Password must not exceed 40 characters");
  assert.equal(check(password, "x".repeat(40), none), undefined);
  assert.equal(check(fullName, "", none), "Full Name is required");
  assert.equal(check(fullName, "Al", none), "Full Name must be at least 3 characters");
  const confirm = confirmOf("password");
  assert.equal(check(confirm, "", { password: "a" }), "Password confirmation is required");
  assert.equal(check(confirm, "b", { password: "a" }), "The passwords do not match");
  assert.equal(check(confirm, "a", { password: "a" }), undefined);
});

Deno.test("errors: the shared toast text and status titles of spec section 8", () => {
  assert.equal(errorText(new ApiError(400, "Bad Request", { detail: "Email taken" })), "Email taken");
  assert.equal(
    errorText(
      new ApiError(422, "Unprocessable Entity", { detail: [{ msg: "Field required" }, { msg: "x" }] }),
    ),
    "Field required",
  );
  assert.equal(errorText(new ApiError(500, "Internal Server Error", "oops")), "Something went wrong.");
  assert.equal(errorText(new TypeError("Failed to fetch")), "Something went wrong.");
  assert.equal(new ApiError(422, "Unprocessable Entity", null).message, "Validation Error");
  assert.equal(new ApiError(404, "Not Found", null).message, "Not Found");
  assert.equal(new ApiError(418, "I'm a teapot", null).message, "Error 418: I'm a teapot");
});

Deno.test("retries: none on 401/403, otherwise up to 3 tries", () => {
  assert.equal(shouldRetry(0, new ApiError(401, "Unauthorized", null)), false);
  assert.equal(shouldRetry(0, new ApiError(403, "Forbidden", null)), false);
  assert.equal(shouldRetry(2, new ApiError(500, "Internal Server Error", null)), true);
  assert.equal(shouldRetry(3, new ApiError(500, "Internal Server Error", null)), false);
  assert.equal(shouldRetry(0, new TypeError("Failed to fetch")), true);
});
