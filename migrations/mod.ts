import type { Migration } from "kysely/migration";
import * as accounts from "./20261122T1000_accounts.ts";
import * as documents from "./20261122T1100_documents.ts";

// Listed statically: a compiled binary has no directory to scan. Names sort in the order they apply.
export const migrations: Record<string, Migration> = {
  "20261122T1000_accounts": accounts,
  "20261122T1100_documents": documents,
};
