import { type Asset, type Bundle, gzip, type Manifest, root } from "./bundle_files.ts";

const distDir = `${root}dist`;
let loading: Promise<Bundle> | undefined;

/** The output of `deno task build`, when present: production serves it and needs no bundler at run time. */
async function readDist(): Promise<Bundle | undefined> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await Deno.readTextFile(`${distDir}/manifest.json`));
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
  const assets = new Map<string, Asset>();
  for await (const entry of Deno.readDir(`${distDir}/assets`)) {
    const body = await Deno.readFile(`${distDir}/assets/${entry.name}`);
    const type = entry.name.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8";
    assets.set(entry.name, { body, gzip: await gzip(body), type });
  }
  return { manifest, assets };
}

/**
 * The client bundle, loaded once per process: from dist/ after `deno task build`, otherwise bundled in
 * memory on first use, so `deno task start` on a fresh clone needs no build step.
 */
export function loadBundle(): Promise<Bundle> {
  loading ??= readDist().then(async (dist) => {
    if (dist) return dist;
    const { buildBundle } = await import("./bundle.ts");
    return buildBundle();
  }).catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
