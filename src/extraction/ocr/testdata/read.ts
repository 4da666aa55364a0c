import { convertImage } from "../../image/convert_image.ts";
import { convertPdf } from "../../pdf/convert_pdf.ts";

const options = { accuracy: "lite", pageSeparator: false, skipImages: false } as const;

/** The markdown of one of this folder's images, converted as a user's upload would be (lite, no separators). */
export async function readTestImage(name: string): Promise<string> {
  const bytes = Deno.readFileSync(new URL(`./${name}`, import.meta.url));
  return (await convertImage(bytes, options)).markdown;
}

/** The markdown of one of this folder's scanned PDFs, converted the same way. */
export async function readTestPdf(name: string): Promise<string> {
  const bytes = Deno.readFileSync(new URL(`./${name}`, import.meta.url));
  return (await convertPdf(bytes, options)).markdown;
}
