// CJK radicals in a PDF's text, put back as the ideographs they stand for.
//
// Chrome and other writers embed CJK fonts (Noto CJK, Source Han) in which a common ideograph's glyph is
// shared with a radical of the same shape, and the font's ToUnicode map can give the radical's code point for
// it: a Chinese report printed from Chromium came out "⼯作", "⼀", "⼈" and "家⻓" where it says "工作", "一",
// "人" and "家长", which no search, reader or extractor downstream takes for the same words. pdftotext reads
// them as the ideographs.

/**
 * The CJK Radicals Supplement (U+2E80–U+2EFF) and the ideograph each one is equivalent to, in pairs: the
 * Unicode Character Database's EquivalentUnifiedIdeograph.txt (15.0, Debian's unicode-data package), where a
 * radical has one. The Kangxi radicals (U+2F00–U+2FDF) need no table: each one's compatibility decomposition
 * (NFKC) is its ideograph.
 */
const SUPPLEMENT =
  "⺁厂⺂乛⺃乚⺄乙⺅亻⺆冂⺇𠘨⺈刀⺉刂⺊卜⺋㔾⺌小⺍小⺎兀⺏尣⺐尢⺑𡯂⺒巳⺓幺⺔彑⺕𫜹⺖忄⺗心⺘扌" +
  "⺙攵⺛旡⺜日⺝月⺞歺⺟母⺠民⺡氵⺢氺⺣灬⺤爫⺥爫⺦丬⺧牛⺨犭⺩王⺪𤴔⺫目⺬示⺭礻⺮𥫗⺯糹⺰纟⺱罓" +
  "⺲罒⺳㓁⺴冗⺵𦉫⺶羊⺷𦍌⺸𦍋⺹耂⺺肀⺻聿⺼肉⺽𦥑⺾艹⺿艹⻀艹⻁虎⻂衤⻃覀⻄西⻅见⻆角⻇𧢲⻈讠⻉贝" +
  "⻊𧾷⻋车⻌辶⻍辶⻎辶⻏邑⻐钅⻑長⻒镸⻓长⻔门⻕𨸏⻖阝⻗雨⻘青⻙韦⻚页⻛风⻜飞⻝食⻞𩙿⻟飠⻠饣⻡𩠐" +
  "⻢马⻣骨⻤鬼⻥鱼⻦鸟⻧卤⻨麦⻩黄⻪黾⻫斉⻬齐⻭歯⻮齿⻯竜⻰龙⻱龜⻲亀⻳龟";

const codePoints = [...SUPPLEMENT];
const EQUIVALENT = new Map(
  codePoints.flatMap((radical, i) => i % 2 ? [] : [[radical, codePoints[i + 1]] as const]),
);

const RADICAL = /[\u2E80-\u2FDF]/g;

/** `text` with every CJK radical that stands for an ideograph written as that ideograph. */
export function unifiedIdeographs(text: string): string {
  return text.replace(RADICAL, (radical) => EQUIVALENT.get(radical) ?? radical.normalize("NFKC"));
}
