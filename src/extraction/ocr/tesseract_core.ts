import { fileURLToPath } from "node:url";

/**
 * tesseract.js-core's LSTM-only builds, fastest first; the first one this runtime can compile is used
 * (relaxed SIMD and SIMD are WebAssembly extensions an older runtime may lack).
 */
export const CORE_VARIANTS = [
  "tesseract-core-relaxedsimd-lstm",
  "tesseract-core-simd-lstm",
  "tesseract-core-lstm",
] as const;

export type CoreVariant = typeof CORE_VARIANTS[number];

/** A compiled tesseract build: handed to every OCR worker, so it is compiled once, not once a worker. */
export interface TesseractCore {
  variant: CoreVariant;
  module: WebAssembly.Module;
}

let core: TesseractCore | undefined;

function compileCore(): TesseractCore {
  for (const variant of CORE_VARIANTS) {
    const path = fileURLToPath(import.meta.resolve(`tesseract.js-core/${variant}.wasm`));
    const bytes = Deno.readFileSync(path);
    if (WebAssembly.validate(bytes)) return { variant, module: new WebAssembly.Module(bytes) };
  }
  throw new Error("This runtime cannot run any of tesseract's WebAssembly builds");
}

/**
 * The compiled tesseract build, compiled on first use and kept. Workers instantiated from one
 * compiled module share its machine code, including what the engine optimises while reading: a new worker's
 * first page then reads at full speed instead of paying about a second of warm-up. Compiled at once, not
 * awaited (V8 compiles its functions lazily: about 20 ms): an await would leave the workers waiting while
 * the caller goes on preparing its first pages, half a second and more on a large scan.
 */
export function tesseractCore(): TesseractCore {
  core ??= compileCore();
  return core;
}
