import type { AppDeps } from "../../context.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import type { AuthContext } from "../auth/authenticate.ts";
import { apiKeyPrefix } from "../auth/authenticate.ts";
import { randomToken, sha256Hex } from "../auth/secrets.ts";
import {
  countApiKeys,
  deleteApiKey as deleteKeyRow,
  findApiKey,
  insertApiKey,
  listApiKeys,
  renameApiKey as renameKeyRow,
} from "./repository.ts";
import { toApiKeyPublic } from "./schemas.ts";

export const maxKeysPerUser = 100;
const keyNotFound = "API key not found";
// Enough of the key to tell keys apart in a list, far too little to guess the rest.
const visiblePrefixLength = apiKeyPrefix.length + 8;

export async function createApiKey(deps: AppDeps, auth: AuthContext, name: string) {
  return await deps.db.transaction().execute(async (trx) => {
    if (await countApiKeys(trx, auth.user.id) >= maxKeysPerUser) {
      throw badRequest(`You can have at most ${maxKeysPerUser} API keys. Delete one you no longer use.`);
    }
    const key = randomToken(apiKeyPrefix);
    const row = await insertApiKey(trx, {
      userId: auth.user.id,
      name,
      prefix: key.slice(0, visiblePrefixLength),
      keyHash: await sha256Hex(key),
    });
    return toApiKeyPublic(row, key);
  });
}

export async function listKeys(deps: AppDeps, auth: AuthContext, page: { skip: number; limit: number }) {
  const [rows, count] = await Promise.all([
    listApiKeys(deps.db, auth.user.id, page),
    countApiKeys(deps.db, auth.user.id),
  ]);
  return { data: rows.map((row) => toApiKeyPublic(row)), count };
}

export async function getKey(deps: AppDeps, auth: AuthContext, id: string) {
  const row = await findApiKey(deps.db, auth.user.id, id);
  if (!row) throw notFound(keyNotFound);
  return toApiKeyPublic(row);
}

export async function renameKey(deps: AppDeps, auth: AuthContext, id: string, name: string) {
  const row = await renameKeyRow(deps.db, auth.user.id, id, name);
  if (!row) throw notFound(keyNotFound);
  return toApiKeyPublic(row);
}

export async function deleteKey(deps: AppDeps, auth: AuthContext, id: string): Promise<void> {
  if (!(await deleteKeyRow(deps.db, auth.user.id, id))) throw notFound(keyNotFound);
}
