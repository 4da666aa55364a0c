/**
 * A figure's or table's caption, by its label and number ("Table 2: Adverse reactions", "Figure 7-26.",
 * "[표 1]", "図3"): text however it is set, as docling writes captions, not a heading.
 */
export const NUMBERED_CAPTION =
  /^\[?(?:fig(?:ure)?\.?|tab(?:le)?\.?|chart|plate|listing|algorithm|abbildung|tabelle|tableau|tabla|figura|표|그림|図|表|图)\s*\d+(?:[.\-–]\d+)*(?:$|[\]\s.:)])/iu;
