import { clearSession } from "../shared/storage.ts";

/**
 * Logout: forget the token and test mode and leave the signed-in area for a page of its own, which starts
 * with an empty cache. The cache is not cleared before leaving: its queries would fetch again, signed out,
 * while the page went (the settings page's suspense query then threw "Unauthorized" at the browser). A page
 * the back-forward cache brings back, still holding the user's answers, loads afresh instead.
 */
export function logout(target = "/") {
  clearSession();
  addEventListener("pageshow", (event) => {
    if ((event as PageTransitionEvent).persisted) location.reload();
  });
  location.assign(target);
}
