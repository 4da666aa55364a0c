// The form rules of spec section 5. Each returns the message to show, or undefined when the value is fine.
export type Rule = (value: string, values: Record<string, string>) => string | undefined;

export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const passwordMin = 8;
export const passwordMax = 40;
export const signupNameMin = 3;
export const profileNameMax = 30;

export const required = (message: string): Rule => (value) => value.trim() ? undefined : message;

export const email: Rule[] = [
  required("Email is required"),
  (value) => emailPattern.test(value.trim()) ? undefined : "Invalid email address",
];

export const loginUsername: Rule[] = [
  required("Username is required"),
  (value) => emailPattern.test(value.trim()) ? undefined : "Invalid email address",
];

export const password: Rule[] = [
  required("Password is required"),
  (value) => value.length < passwordMin ? `Password must be at least ${passwordMin} characters` : undefined,
  (value) => value.length > passwordMax ? `Password must not exceed ${passwordMax} characters` : undefined,
];

export const fullName: Rule[] = [
  required("Full Name is required"),
  (value) =>
    value.trim().length < signupNameMin
      ? `Full Name must be at least ${signupNameMin} characters`
      : undefined,
];

export function confirmOf(field: string, requiredMessage = "Password confirmation is required"): Rule[] {
  return [
    required(requiredMessage),
    (value, values) => value === values[field] ? undefined : "The passwords do not match",
  ];
}

export function check(rules: Rule[], value: string, values: Record<string, string>): string | undefined {
  for (const rule of rules) {
    const message = rule(value, values);
    if (message) return message;
  }
  return undefined;
}
