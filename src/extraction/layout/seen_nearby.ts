import type { PageContent } from "../types.ts";
import type { SeenNearby } from "./inline.ts";

const isLetter = (char: string | undefined) => !!char && /\p{L}/u.test(char);

const seenOf = new WeakMap<PageContent, SeenNearby>();

/**
 * Whether a phrase stands on the page as a word of its own, in any case. The page's text is gathered the first
 * time a line ends in a hyphen, which most pages' lines never do.
 */
export function seenOnPage(page: PageContent): SeenNearby {
  let seen = seenOf.get(page);
  if (seen) return seen;
  let text: string | undefined;
  seen = (phrase) => {
    // Items apart by a space: a word cut at a line's end ("Uni-", "code") is not its own spelling elsewhere.
    text ??= ` ${page.items.map((item) => item.text).join(" ").toLowerCase()} `;
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      if (!isLetter(text[at - 1]) && !isLetter(text[at + phrase.length])) return true;
    }
    return false;
  };
  seenOf.set(page, seen);
  return seen;
}
