/**
 * Four grey pixels at a time, read as one 32-bit word: most of a page is paper, which a loop over its pixels
 * can then pass over four at a test instead of one.
 */

/** The image's bytes as 32-bit words, when they start at a multiple of four bytes (a view can only then). */
export function pixelWords(data: Uint8Array): Uint32Array | undefined {
  return data.byteOffset % 4 === 0
    ? new Uint32Array(data.buffer, data.byteOffset, data.length >> 2)
    : undefined;
}

const NINTH_BITS = 0x01000100, LOW_BYTES = 0x00ff00ff;

/** The threshold in each 16-bit half of a word, as `isPaper` takes it. */
export const paperLanes = (threshold: number) => threshold * 0x00010001;

/**
 * Whether none of the four pixels of `four` is darker than the threshold `lanes` holds (`paperLanes`), that
 * is none is ink by the test `value < threshold` the loops make pixel by pixel. Two of the bytes at a time,
 * each in a 16-bit half with its ninth bit set: that bit survives taking the threshold away exactly when the
 * byte is not below it, and no borrow crosses between the halves.
 */
export function isPaper(four: number, lanes: number): boolean {
  const even = ((four & LOW_BYTES) | NINTH_BITS) - lanes;
  const odd = (((four >>> 8) & LOW_BYTES) | NINTH_BITS) - lanes;
  return (even & odd & NINTH_BITS) === NINTH_BITS;
}
