import { z } from "@hono/zod-openapi";
import { emailField, passwordField } from "../../http/schemas.ts";
import type { UserWithAccount } from "./repository.ts";

export const fullNameField = z.string({ error: "Full Name is required" }).trim()
  .min(1, "Full Name is required").min(3, "Full Name must be at least 3 characters")
  .max(255, "Full Name must not exceed 255 characters");
// The profile form's limit (spec: max 30).
export const profileNameField = z.string().trim().max(30, "Full Name must not exceed 30 characters");

export const accountSchema = z.object({
  balance: z.object({ amount: z.number().int() }),
  extractor_builder_enabled: z.boolean(),
  auto_topup_enabled: z.boolean(),
  auto_topup_threshold_credits: z.number().int().nullable(),
  auto_topup_amount_credits: z.number().int().nullable(),
}).openapi("Account");

export const userPublicSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  google_account_id: z.string().nullable(),
  created_at: z.string(),
  account: accountSchema,
}).openapi("UserPublic");

export const usersPublicSchema = z.object({ data: z.array(userPublicSchema), count: z.number().int() })
  .openapi("UsersPublic");

export const signupSchema = z.object({
  email: emailField,
  full_name: fullNameField,
  password: passwordField,
}).openapi("UserRegister");

export const tokenSchema = z.object({ access_token: z.string(), token_type: z.literal("bearer") })
  .openapi("Token");

export const signupResponseSchema = z.object({ token: tokenSchema.nullable(), user: userPublicSchema })
  .openapi("SignupResponse");

export const updateMeSchema = z.object({
  full_name: profileNameField.nullable().optional(),
  email: emailField.optional(),
}).openapi("UserUpdateMe");

export const updatePasswordSchema = z.object({
  current_password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  new_password: passwordField,
  confirm_password: z.string().optional(),
}).refine((v) => v.confirm_password === undefined || v.confirm_password === v.new_password, {
  message: "The passwords do not match",
  path: ["confirm_password"],
}).openapi("UpdatePassword");

export const createUserSchema = z.object({
  email: emailField,
  full_name: z.string().trim().max(255).nullable().optional(),
  password: passwordField,
  is_superuser: z.boolean().default(false),
  is_active: z.boolean().default(true),
}).openapi("UserCreate");

export const updateUserSchema = z.object({
  email: emailField.optional(),
  full_name: z.string().trim().max(255).nullable().optional(),
  // The admin form leaves the password out when it is not being changed.
  password: passwordField.optional(),
  is_superuser: z.boolean().optional(),
  is_active: z.boolean().optional(),
}).openapi("UserUpdate");

export function toUserPublic(user: UserWithAccount): z.infer<typeof userPublicSchema> {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    is_active: user.is_active,
    is_superuser: user.is_superuser,
    google_account_id: user.google_account_id,
    created_at: new Date(user.created_at).toISOString(),
    account: {
      balance: { amount: user.account.balance },
      extractor_builder_enabled: user.account.extractor_builder_enabled,
      auto_topup_enabled: user.account.auto_topup_enabled,
      auto_topup_threshold_credits: user.account.auto_topup_threshold_credits,
      auto_topup_amount_credits: user.account.auto_topup_amount_credits,
    },
  };
}
