/**
 * English words, for telling one word a line break cut ("Amo" over "unt" in a narrow cell) from two words
 * that wrapped ("Unit" over "price"), which the page alone cannot. The list is the word-list package's:
 * 274,000 words in small letters, one a line, 2.8 MB, in order. It is read the first time a word is looked up
 * and searched as it is, by halves: splitting it into a set or an array took 40 to 120 ms and 30 MB.
 */
let words: string | undefined;

const list = () => words ??= Deno.readTextFileSync(new URL("words.txt", import.meta.resolve("word-list")));

/** The list's word that the character at `offset` belongs to, and where it starts. */
function wordAt(text: string, offset: number): { word: string; start: number } {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return { word: text.slice(start, end === -1 ? text.length : end), start };
}

/**
 * Whether `word`, in any case, is in the list. Two pairs of the list's neighbours are out of order ("manlily"
 * before "manlihood"); a search by halves may miss those four words, none of which a document's table or
 * line break is likely to hold.
 */
export function isEnglishWord(word: string): boolean {
  const text = list(), wanted = word.toLowerCase();
  let low = 0, high = text.length;
  while (low < high) {
    const { word: probe, start } = wordAt(text, (low + high) >> 1);
    if (probe === wanted) return true;
    if (probe < wanted) low = start + probe.length + 1;
    else high = start;
  }
  return false;
}
