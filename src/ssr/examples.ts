import { type Example, examples } from "../../client/public/examples.ts";
import { root } from "./bundle_files.ts";

let checked: Promise<Example[]> | undefined;

/**
 * The carousel's examples whose drawings are present on disk. It is the landing page's one asynchronous part,
 * rendered in a Suspense boundary so the rest of the page streams without waiting for it.
 */
export function loadExamples(): Promise<Example[]> {
  checked ??= Promise.all(examples.map(async (example) => {
    const files = [example.original, example.markdown].map((p) => `${root}client/public${p}`);
    const found = await Promise.all(files.map((f) => Deno.stat(f).then(() => true, () => false)));
    return found.every(Boolean) ? example : undefined;
  })).then((list) => list.filter((e): e is Example => e !== undefined));
  return checked;
}
