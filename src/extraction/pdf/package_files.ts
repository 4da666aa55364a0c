/**
 * Readers for the files pdf.js loads from its own package: CMaps and the standard fonts' data. pdf.js's own
 * readers for servers go through Deno's `node:fs` layer, whose first use loads about 30 ms of modules; Deno's
 * file reader does the same job without it. Both classes follow the shape pdf.js constructs and calls.
 */
export class StandardFontFiles {
  readonly #baseUrl: string | null;

  constructor({ baseUrl }: { baseUrl: string | null }) {
    this.#baseUrl = baseUrl;
  }

  fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    return readPackageFile(this.#baseUrl, filename);
  }
}

export class CMapFiles {
  readonly #baseUrl: string | null;

  constructor({ baseUrl }: { baseUrl: string | null }) {
    this.#baseUrl = baseUrl;
  }

  /** The package ships its CMaps packed (`cMapPacked: true`), as `<name>.bcmap`. */
  async fetch({ name }: { name: string }): Promise<{ cMapData: Uint8Array; isCompressed: boolean }> {
    return { cMapData: await readPackageFile(this.#baseUrl, `${name}.bcmap`), isCompressed: true };
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
