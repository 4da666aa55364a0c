/** A `.doc` test file of this folder (LibreOffice-made, see each test), by name without extension. */
export const docFile = (name: string) => Deno.readFileSync(new URL(`${name}.doc`, import.meta.url));
