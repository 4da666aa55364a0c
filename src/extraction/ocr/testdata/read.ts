import { convertImage } from "../../image/convert_image.ts";

/** The markdown of one of this folder's images, converted as a user's upload would be (lite, no separators). */
export async function readTestImage(name: string): Promise<string> {
  const bytes = Deno.readFileSync(new URL(`./${name}`, import.meta.url));
  return (await convertImage(bytes, { accuracy: "lite", pageSeparator: false, skipImages: false })).markdown;
}
