import { useEffect, useState } from "react";
import { clearSession, isTestMode } from "../../shared/storage.ts";

/** The root banner: shown when local storage says test_mode is 'true' (read after hydration). */
export function TestModeBanner() {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(isTestMode()), []);
  if (!on) return null;
  return (
    <div className="test-banner" role="alert">
      <strong>TEST MODE ACTIVE</strong>
      <button
        type="button"
        onClick={() => {
          clearSession();
          location.assign("/");
        }}
      >
        Logout
      </button>
    </div>
  );
}
