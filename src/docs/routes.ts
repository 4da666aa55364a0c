import type { Hono } from "hono";
import swaggerUi from "swagger-ui-dist";
import type { AppEnv } from "../http/env.ts";

const assets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Quarry API reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/init.js"></script>
</body>
</html>`;

// A separate file rather than an inline script, so the page works under a strict Content-Security-Policy.
const init =
  `window.ui = SwaggerUIBundle({ url: "/api/v1/openapi.json", dom_id: "#reference", deepLinking: true,
  persistAuthorization: true, tryItOutEnabled: true });`;

/** The interactive API reference, served from the swagger-ui-dist package: no CDN needed. */
export function registerDocsRoutes(app: Hono<AppEnv>) {
  const cache = new Map<string, Uint8Array>();
  app.get("/docs", (c) => c.html(page));
  app.get(
    "/docs/assets/init.js",
    (c) => c.body(init, 200, { "content-type": "text/javascript; charset=utf-8" }),
  );
  app.get("/docs/assets/:file", async (c) => {
    const file = c.req.param("file");
    const type = assets[file];
    if (!type) return c.notFound();
    let body = cache.get(file);
    if (!body) {
      body = await Deno.readFile(`${swaggerUi.getAbsoluteFSPath()}/${file}`);
      cache.set(file, body);
    }
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      "content-type": type,
      "cache-control": "public, max-age=86400",
    });
  });
}
