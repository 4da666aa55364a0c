// `deno task build`: bundles the client into dist/ for production, where the server then reads it.
import { buildBundle } from "./bundle.ts";
import { root } from "./bundle_files.ts";

const started = performance.now();
const { manifest, assets } = await buildBundle();
await Deno.remove(`${root}dist`, { recursive: true }).catch(() => {});
await Deno.mkdir(`${root}dist/assets`, { recursive: true });
for (const [name, asset] of assets) await Deno.writeFile(`${root}dist/assets/${name}`, asset.body);
await Deno.writeTextFile(`${root}dist/manifest.json`, JSON.stringify(manifest, null, 2));
console.log(`built ${assets.size} files into dist/ in ${Math.round(performance.now() - started)} ms`);
