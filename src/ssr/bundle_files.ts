// What the server needs to know about a client bundle, without loading the bundler: production serves a
// prebuilt dist/ and never imports esbuild.

export const root = new URL("../../", import.meta.url).pathname;

export interface Asset {
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  type: string;
}

/** What a page needs to reference: the hashed file names of the two entry points and their static imports. */
export interface Manifest {
  public: EntryFiles;
  app: EntryFiles;
}

export interface EntryFiles {
  script: string;
  css: string;
  /** Chunks the entry imports statically: preloaded so they download in parallel with the entry. */
  preload: string[];
}

export interface Bundle {
  manifest: Manifest;
  assets: Map<string, Asset>;
}

export async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
