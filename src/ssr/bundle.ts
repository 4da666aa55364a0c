import * as esbuild from "esbuild";
import { type Asset, type Bundle, type EntryFiles, gzip, root } from "./bundle_files.ts";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json",
};

export const buildOptions: esbuild.BuildOptions = {
  absWorkingDir: root,
  // Styles are entry points of their own rather than imports, so the client type-checks with plain Deno.
  entryPoints: {
    public: "client/public/entry.tsx",
    "public-styles": "client/public/public.css",
    app: "client/app/main.tsx",
    "app-styles": "client/app/app.css",
  },
  outdir: "dist/assets",
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  minify: true,
  jsx: "automatic",
  entryNames: "[name]-[hash]",
  chunkNames: "chunk-[hash]",
  assetNames: "[name]-[hash]",
  metafile: true,
  write: false,
  legalComments: "none",
  // Without it React ships its development build (several times larger and slower).
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "silent",
};

function fileName(path: string) {
  return path.slice(path.lastIndexOf("/") + 1);
}

function outputOf(metafile: esbuild.Metafile, entryPoint: string) {
  return Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entryPoint)!;
}

function entryFiles(metafile: esbuild.Metafile, script: string, css: string): EntryFiles {
  const [output, meta] = outputOf(metafile, script);
  return {
    script: fileName(output),
    css: fileName(outputOf(metafile, css)[0]),
    preload: meta.imports.filter((i) => i.kind === "import-statement").map((i) => fileName(i.path)),
  };
}

/** Bundles the client with esbuild, in memory: the public-page islands and the signed-in app. */
export async function buildBundle(): Promise<Bundle & { metafile: esbuild.Metafile }> {
  const result = await esbuild.build(buildOptions);
  await esbuild.stop();
  const metafile = result.metafile!;
  const assets = new Map<string, Asset>();
  for (const file of result.outputFiles!) {
    const name = fileName(file.path);
    const ext = name.slice(name.lastIndexOf("."));
    const body = new Uint8Array(file.contents);
    assets.set(name, { body, gzip: await gzip(body), type: types[ext] ?? "application/octet-stream" });
  }
  const manifest = {
    public: entryFiles(metafile, "client/public/entry.tsx", "client/public/public.css"),
    app: entryFiles(metafile, "client/app/main.tsx", "client/app/app.css"),
  };
  return { manifest, assets, metafile };
}
