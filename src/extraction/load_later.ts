/**
 * Loads one of the engine's modules (a path from `src/extraction/`) when it is first needed. The specifier is
 * built at run time on purpose: Deno reads ahead through every dynamic import written as a literal when the
 * importing module loads, so a worker starting the engine took in pdf.js, tesseract and the Word and image
 * decoders (about 50 ms) before converting anything.
 */
export const loadLater = <Module>(path: string): Promise<Module> =>
  import(new URL(path, import.meta.url).href);
