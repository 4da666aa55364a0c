import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { isLoggedIn } from "../shared/storage.ts";
import { takeFlash } from "../shared/toast.ts";
import { createQueryClient } from "./query_client.ts";
import { createAppRouter } from "./router.tsx";
import { theme } from "./theme.ts";

const toneColors = { success: "green", error: "red", info: "blue" } as const;

function start() {
  // The whole app is the signed-in area: without a token there is nothing to show but the log-in page.
  if (!isLoggedIn()) {
    location.replace("/login");
    return;
  }
  const queryClient = createQueryClient();
  const router = createAppRouter();
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="bottom-right" />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
  const flash = takeFlash();
  if (flash) {
    notifications.show({
      title: flash.title,
      message: flash.message,
      color: toneColors[flash.tone],
      withCloseButton: true,
    });
  }
}

start();
