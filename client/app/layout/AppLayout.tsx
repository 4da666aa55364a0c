import { AppShell, Center, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { ApiError } from "../../shared/api.ts";
import { currentUserQuery } from "../../features/users/queries.ts";
import { logout } from "../session.ts";
import { Sidebar } from "./Sidebar.tsx";
import { sidebarWidth, useSidebar } from "./use_sidebar.ts";

/** The signed-in frame: sidebar and page; a 4xx on the current user means the session is gone. */
export function AppLayout() {
  const { data: user, error } = useQuery(currentUserQuery());
  const { collapsed, toggle } = useSidebar();
  const { pathname } = useLocation();

  useEffect(() => {
    // A block, not an arrow expression: newer browsers return a promise from scrollTo, which React would
    // take for a clean-up function.
    scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) logout("/login");
  }, [error]);

  if (!user) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <AppShell
      navbar={{ width: collapsed ? sidebarWidth.collapsed : sidebarWidth.expanded, breakpoint: 0 }}
      padding="lg"
    >
      <AppShell.Navbar>
        <Sidebar user={user} collapsed={collapsed} onToggle={toggle} />
      </AppShell.Navbar>
      <AppShell.Main className="app-main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
