/**
 * The reader for the files pdf.js loads from its own package: the CMaps (open_pdf.ts names no other folder).
 * pdf.js's own reader for servers goes through Deno's `node:fs` layer, whose first use loads about 30 ms of
 * modules; Deno's file reader does the same job without it. The class follows the shape pdf.js constructs
 * and calls (its `BinaryDataFactory`); pdf.js names the file, packed CMaps as `<name>.bcmap`.
 */
export class PackageFiles {
  readonly #folders: Record<string, string | null>;

  constructor(
    { cMapUrl = null, standardFontDataUrl = null, wasmUrl = null }: {
      cMapUrl?: string | null;
      standardFontDataUrl?: string | null;
      wasmUrl?: string | null;
    },
  ) {
    this.#folders = { cMapUrl, standardFontDataUrl, wasmUrl };
  }

  fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    return readPackageFile(Object.hasOwn(this.#folders, kind) ? this.#folders[kind] : null, filename);
  }
}

async function readPackageFile(baseUrl: string | null, name: string): Promise<Uint8Array> {
  // The names come from the PDF: only a plain file name may be joined to the package's folder.
  if (!baseUrl || !name || /[\\/]|^\.\.?$/.test(name)) throw new Error(`No package file for "${name}"`);
  try {
    return await Deno.readFile(baseUrl + name);
  } catch {
    throw new Error(`Unable to load ${name} from pdf.js's package`);
  }
}
