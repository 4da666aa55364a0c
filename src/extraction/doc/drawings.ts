// The floating drawings of a Word 97–2003 file: the main text marks each with 0x08 at its anchor, and the
// shape table (PlcSpaMom) gives the shape's id there. Whether a shape is a picture is in the drawing records
// (MS-DOC 2.9.171 OfficeArtContent, MS-ODRAW): a shape whose options name a picture of the picture store (pib)
// and that holds no text is one; a group holds its shapes' pictures, and the main text anchors a group, not the
// shapes (text boxes among them) in it.
import { fcLcb, type Reader } from "./headings.ts";

/** Where FibRgFcLcb97 places the main text's shape anchors (PlcSpaMom) and the drawing records (DggInfo). */
const FC_PLC_SPA_MOM = 40, FC_DGG_INFO = 50;
const FSPA_SIZE = 26;
/** Record types: the drawing group, a drawing, a group of shapes, a shape, its id and options, its text. */
const DGG_CONTAINER = 0xf000, DG_CONTAINER = 0xf002, SPGR_CONTAINER = 0xf003, SP_CONTAINER = 0xf004;
const FSP = 0xf00a, FOPT = 0xf00b, CLIENT_TEXTBOX = 0xf00d;
/** Shape options: the picture (its index in the picture store, from 1), the text box's id. */
const PIB = 0x0104, TEXT_ID = 0x0080;
const HEADER_SIZE = 8, OPTION_SIZE = 6;
/** How deep groups may nest before the records are taken for a broken file's. */
const MAX_DEPTH = 32;

/** The main text's shape anchors: each shape's id, with the character position (CP) it is anchored at. */
export function shapeAnchors(word: Reader, table: Reader): Map<number, number> {
  const { fc, lcb } = fcLcb(word, FC_PLC_SPA_MOM);
  const anchors = new Map<number, number>();
  if (lcb < 4 || (lcb - 4) % (4 + FSPA_SIZE)) return anchors;
  const count = (lcb - 4) / (4 + FSPA_SIZE);
  for (let i = 0; i < count; i++) {
    anchors.set(
      table.getUint32(fc + 4 * (count + 1) + FSPA_SIZE * i, true),
      table.getUint32(fc + 4 * i, true),
    );
  }
  return anchors;
}

interface RecordHeader {
  instance: number;
  type: number;
  /** Where its data starts and ends. */
  from: number;
  to: number;
}

function recordAt(table: Reader, at: number, end: number): RecordHeader | undefined {
  if (at + HEADER_SIZE > end) return undefined;
  const from = at + HEADER_SIZE;
  return {
    // The low four bits are the record's version.
    instance: table.getUint16(at, true) >> 4,
    type: table.getUint16(at + 2, true),
    from,
    to: Math.min(from + table.getUint32(at + 4, true), end),
  };
}

/** The records from `at` to `end`, one after another. */
function* records(table: Reader, at: number, end: number): Generator<RecordHeader> {
  // Each record ends past its header, so the walk always moves on.
  for (let record = recordAt(table, at, end); record; record = recordAt(table, record.to, end)) yield record;
}

/** A shape's id and picture (none when it has no picture, or holds text). */
function shapeOf(table: Reader, container: RecordHeader): { id?: number; picture?: number } {
  let id: number | undefined, picture: number | undefined, text = false;
  for (const record of records(table, container.from, container.to)) {
    if (record.type === FSP && record.to - record.from >= 4) id = table.getUint32(record.from, true);
    if (record.type === CLIENT_TEXTBOX) text = true;
    if (record.type !== FOPT) continue;
    const count = Math.min(record.instance, Math.floor((record.to - record.from) / OPTION_SIZE));
    for (let i = 0; i < count; i++) {
      const at = record.from + OPTION_SIZE * i;
      const option = table.getUint16(at, true) & 0x3fff;
      if (option === PIB) picture = table.getUint32(at + 2, true);
      if (option === TEXT_ID) text = true;
    }
  }
  return { id, ...picture !== undefined && !text ? { picture } : {} };
}

/** The main text's drawings: the pictures of shapes and groups, and the group each grouped shape is in. */
export interface Drawings {
  /** By shape id: a picture's own, or a group's shapes' in order. */
  pictures: Map<number, number[]>;
  /** By the id of a shape in a group (at any depth), the id of the group the main text anchors. */
  groups: Map<number, number>;
}

/** The main text's drawings; none when the file has no drawings or its records cannot be followed. */
export function drawings(word: Reader, table: Reader): Drawings {
  const found: Drawings = { pictures: new Map(), groups: new Map() };
  const { fc, lcb } = fcLcb(word, FC_DGG_INFO);
  const end = Math.min(fc + lcb, table.byteLength);
  const group = recordAt(table, fc, end);
  if (!group || group.type !== DGG_CONTAINER) return found;
  // The drawing group's records, then each drawing, after a byte saying whose it is: the main text's is first.
  const main = recordAt(table, group.to + 1, end);
  if (!main || main.type !== DG_CONTAINER || table.getUint8(group.to) !== 0) return found;
  /** The pictures and the shape ids in a group, each shape's own picture listed by its id too. */
  const walk = (container: RecordHeader, depth: number): { pictures: number[]; ids: number[] } => {
    const inside = { pictures: [] as number[], ids: [] as number[] };
    if (depth > MAX_DEPTH) return inside;
    // A group's first shape stands for the group itself.
    let groupId: number | undefined;
    for (const record of records(table, container.from, container.to)) {
      if (record.type === SPGR_CONTAINER) {
        const child = walk(record, depth + 1);
        inside.pictures.push(...child.pictures);
        inside.ids.push(...child.ids);
      } else if (record.type === SP_CONTAINER) {
        const shape = shapeOf(table, record);
        groupId ??= shape.id;
        if (shape.id !== undefined) inside.ids.push(shape.id);
        if (shape.picture === undefined) continue;
        if (shape.id !== undefined) found.pictures.set(shape.id, [shape.picture]);
        inside.pictures.push(shape.picture);
      }
    }
    if (groupId !== undefined && depth > 0) {
      if (inside.pictures.length) found.pictures.set(groupId, inside.pictures);
      // The main text anchors the groups at the top, the drawing's own group's children.
      if (depth === 1) { for (const id of inside.ids) if (id !== groupId) found.groups.set(id, groupId); }
    }
    return inside;
  };
  for (const record of records(table, main.from, main.to)) {
    if (record.type === SPGR_CONTAINER) walk(record, 0);
  }
  return found;
}
