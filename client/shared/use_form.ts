import { type ChangeEvent, useState } from "react";
import { check, type Rule } from "./validation.ts";

/**
 * Form state with the spec's behaviour (section 5): a field is validated when it loses focus, every field on
 * submit. `bind` gives an input its name, value, message and handlers; it suits plain inputs and Mantine's.
 */
export function useForm<K extends string>(rules: Record<K, Rule[]>, initial?: Partial<Record<K, string>>) {
  const fields = Object.keys(rules) as K[];
  const start = () => Object.fromEntries(fields.map((f) => [f, initial?.[f] ?? ""])) as Record<K, string>;
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const validate = (field: K, all: Record<K, string>) => check(rules[field], all[field], all);

  const bind = (field: K) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [field]: event.currentTarget.value };
      setValues(next);
      // Once a message shows it follows the typing, so it goes away as soon as the value is fixed.
      if (errors[field]) setErrors({ ...errors, [field]: validate(field, next) });
    },
    onBlur: () => setErrors((current) => ({ ...current, [field]: validate(field, values) })),
  });

  /** Validates every field; answers the values when all pass. */
  const submit = (): Record<K, string> | undefined => {
    const next = Object.fromEntries(fields.map((f) => [f, validate(f, values)])) as Partial<
      Record<K, string>
    >;
    setErrors(next);
    return fields.some((f) => next[f]) ? undefined : values;
  };

  const reset = (to?: Partial<Record<K, string>>) => {
    setValues(to ? { ...start(), ...to } : start());
    setErrors({});
  };

  const isDirty = fields.some((f) => values[f] !== (initial?.[f] ?? ""));

  return { values, bind, submit, reset, isDirty };
}
