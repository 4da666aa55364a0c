import { useMediaQuery } from "@mantine/hooks";
import { useLocation } from "@tanstack/react-router";
import { useEffect, useState } from "react";

export const sidebarWidth = { expanded: 250, collapsed: 90 };
/** Fired by screens that need the room (the builder) to fold the sidebar. */
export const collapseSidebarEvent = "quarry:collapse-sidebar";

function startsCollapsed(pathname: string, search: Record<string, unknown>) {
  return pathname === "/extractors/create" || (pathname.startsWith("/extractors/") && search.edit === true);
}

/** Expanded or collapsed: small screens and the builder pages collapse it; the toggle overrides. */
export function useSidebar() {
  const small = useMediaQuery("(max-width: 48em)", false) ?? false;
  const location = useLocation();
  const builder = startsCollapsed(location.pathname, location.search as Record<string, unknown>);
  const [collapsed, setCollapsed] = useState(small || builder);

  useEffect(() => setCollapsed(small || builder), [small, builder]);
  useEffect(() => {
    const collapse = () => setCollapsed(true);
    addEventListener(collapseSidebarEvent, collapse);
    return () => removeEventListener(collapseSidebarEvent, collapse);
  }, []);

  return { collapsed, toggle: () => setCollapsed((c) => !c) };
}
