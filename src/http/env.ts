import type { AppDeps } from "../context.ts";
import type { AuthContext } from "../features/auth/authenticate.ts";

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    auth: AuthContext;
  };
}
