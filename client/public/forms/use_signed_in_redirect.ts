import { useEffect } from "react";
import { isLoggedIn } from "../../shared/storage.ts";

/** Signed-in visitors have nothing to do on the account forms: send them on (spec section 6). */
export function useSignedInRedirect(target: string) {
  useEffect(() => {
    if (isLoggedIn()) location.replace(target);
  }, [target]);
}
