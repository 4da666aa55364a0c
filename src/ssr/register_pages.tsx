import type { Context, Hono } from "hono";
import type { AppDeps } from "../context.ts";
import type { AppEnv } from "../http/env.ts";
import { NotFound } from "../../client/public/pages/NotFound.tsx";
import { loadBundle } from "./assets.ts";
import { root } from "./bundle_files.ts";
import { appRoutes, appShell } from "./app_shell.ts";
import { notFoundMeta, publicPages } from "./public_pages.tsx";
import { renderPage } from "./render.tsx";

const staticDir = `${root}client/public/static`;
const staticTypes: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  txt: "text/plain; charset=utf-8",
};

function pageUrl(deps: AppDeps, path: string) {
  return `${deps.config.publicUrl}${path}`;
}

/** The spec's 404 page for any unknown path outside /api/. */
export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  const { deps } = c.var;
  return renderPage(<NotFound />, {
    meta: notFoundMeta,
    url: pageUrl(deps, c.req.path),
    manifest: (await loadBundle()).manifest,
    status: 404,
    onError: (error) => deps.log.error("page render failed", { error: String(error) }),
  });
}

/** The web app: streamed public pages, the signed-in app's HTML, hashed bundle files, static drawings. */
export function registerPages(app: Hono<AppEnv>) {
  for (const page of publicPages) {
    app.get(page.path, async (c) => {
      const { deps } = c.var;
      return renderPage(page.render(new URL(c.req.url).searchParams), {
        meta: page,
        url: pageUrl(deps, page.path),
        manifest: (await loadBundle()).manifest,
        onError: (error) => deps.log.error("page render failed", { path: page.path, error: String(error) }),
      });
    });
  }

  for (const path of appRoutes) {
    app.get(path, async (c) => {
      c.header("cache-control", "no-cache");
      return c.html(appShell((await loadBundle()).manifest.app));
    });
  }

  app.get("/assets/:file", async (c) => {
    const asset = (await loadBundle()).assets.get(c.req.param("file"));
    if (!asset) return c.notFound();
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const headers: Record<string, string> = {
      "content-type": asset.type,
      // Names carry a content hash: a changed file gets a new name, so browsers may keep these for a year.
      "cache-control": "public, max-age=31536000, immutable",
      vary: "accept-encoding",
    };
    if (gzip) headers["content-encoding"] = "gzip";
    return c.body(gzip ? asset.gzip : asset.body, 200, headers);
  });

  app.get("/static/*", async (c) => {
    const name = c.req.path.slice("/static/".length);
    const type = staticTypes[name.slice(name.lastIndexOf(".") + 1)];
    if (!type || name.split("/").some((part) => part === ".." || part === "")) return c.notFound();
    try {
      const body = await Deno.readFile(`${staticDir}/${name}`);
      return c.body(body, 200, { "content-type": type, "cache-control": "public, max-age=86400" });
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return c.notFound();
      throw error;
    }
  });
}
