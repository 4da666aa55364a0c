import { Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { createRootRoute, createRoute, createRouter, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { AppLayout } from "./layout/AppLayout.tsx";
import { TestModeBanner } from "./layout/TestModeBanner.tsx";
import { ExtractorsPage } from "./pages/ExtractorsPage.tsx";
import { BillingPage, DocumentsPage, HistoryPage, MarkdownPage } from "./pages/TitlePages.tsx";
import { extractorSearch, pageSearch } from "./search.ts";

// Screens past the first one load on demand; the extractor page (future builder and viewers) most of all.
const KeysPage = lazy(() => import("./pages/KeysPage.tsx").then((m) => ({ default: m.KeysPage })));
const AdminPage = lazy(() => import("./pages/AdminPage.tsx").then((m) => ({ default: m.AdminPage })));
const SettingsPage = lazy(() =>
  import("./pages/SettingsPage.tsx").then((m) => ({ default: m.SettingsPage }))
);
const CreateExtractorPage = lazy(() =>
  import("./pages/CreateExtractorPage.tsx").then((m) => ({ default: m.CreateExtractorPage }))
);
const ExtractorPage = lazy(() =>
  import("./pages/ExtractorPage.tsx").then((m) => ({ default: m.ExtractorPage }))
);

function NotFound() {
  return (
    <Center h="70vh">
      <Stack align="center" gap="xs">
        <Text fz={64} fw={800} c="indigo">404</Text>
        <Title order={1}>Oops!</Title>
        <Text>Page not found.</Text>
        <Button component="a" href="/">Go back</Button>
      </Stack>
    </Center>
  );
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <TestModeBanner />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFound,
});

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  component: () => <AppLayout />,
});

const loading = (
  <Center py="xl">
    <Loader aria-label="Loading" />
  </Center>
);
const page = (node: React.ReactNode) => <Suspense fallback={loading}>{node}</Suspense>;

const extractorsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/extractors",
  component: ExtractorsPage,
});
const createExtractorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/extractors/create",
  component: () => page(<CreateExtractorPage />),
});
const extractorRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/extractors/$slug",
  validateSearch: extractorSearch,
  component: function ExtractorRoute() {
    const { slug } = extractorRoute.useParams();
    return page(<ExtractorPage slug={slug} />);
  },
});
const markdownRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/markdown",
  validateSearch: pageSearch,
  component: MarkdownPage,
});
const historyRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/history",
  validateSearch: pageSearch,
  component: HistoryPage,
});
const documentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/documents",
  validateSearch: pageSearch,
  component: DocumentsPage,
});
const billingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/billing",
  component: BillingPage,
});
const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/settings",
  component: () => page(<SettingsPage />),
});
const keysRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/keys",
  validateSearch: pageSearch,
  component: function KeysRoute() {
    const { page: current } = keysRoute.useSearch();
    const navigate = keysRoute.useNavigate();
    return page(<KeysPage page={current} onPage={(p) => navigate({ search: { page: p } })} />);
  },
});
const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/admin",
  validateSearch: pageSearch,
  component: function AdminRoute() {
    const { page: current } = adminRoute.useSearch();
    const navigate = adminRoute.useNavigate();
    return page(<AdminPage page={current} onPage={(p) => navigate({ search: { page: p } })} />);
  },
});

const routeTree = rootRoute.addChildren([
  appRoute.addChildren([
    extractorsRoute,
    createExtractorRoute,
    extractorRoute,
    markdownRoute,
    historyRoute,
    documentsRoute,
    billingRoute,
    settingsRoute,
    keysRoute,
    adminRoute,
  ]),
]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: "intent", trailingSlash: "never" });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
