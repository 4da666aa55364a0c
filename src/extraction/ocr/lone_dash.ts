/**
 * An em dash standing alone (an empty cell's "—"), which tesseract reads with underscores beside it: "_—",
 * "—_—". No word is dashes and underscores mixed; a form's blank ("____") has no dash and stays.
 */
const DASH_AND_UNDERSCORES = /^(?=.*—)(?=.*_)[—_]+$/;

export const loneDash = (text: string) => DASH_AND_UNDERSCORES.test(text) ? "—" : text;
