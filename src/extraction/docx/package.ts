import { ExtractionError } from "../types.ts";
import { children, descendants, parseXml, textContent, type XmlElement } from "./xml.ts";
import { DEFAULT_ZIP_LIMITS, type ZipLimits, ZipReader } from "./zip.ts";

export interface Relationship {
  target: string;
  external: boolean;
  type: string;
}

/** The parts of a Word package the converter reads, located through the package's relationships. */
export interface DocxPackage {
  document: XmlElement;
  styles?: XmlElement;
  numbering?: XmlElement;
  footnotes?: XmlElement;
  endnotes?: XmlElement;
  relationships: Map<string, Relationship>;
  /** The page count Word saved in docProps/app.xml, when there is one. */
  pages?: number;
  /** Parses another part of the package (charts), undefined when it is missing. */
  readPart(path: string): XmlElement | undefined;
  /** Another part's bytes (an embedded object's), undefined when it is missing. */
  readBinary(path: string): Uint8Array | undefined;
}

function dirname(path: string): string {
  return path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
}

function resolvePath(base: string, target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = base ? base.split("/") : [];
  for (const segment of target.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment && segment !== ".") parts.push(segment);
  }
  return parts.join("/");
}

/** A part's relationships (the package's own for ""), their targets resolved against the part's folder. */
export function readRelationships(zip: ZipReader, partPath: string): Map<string, Relationship> {
  const relsPath = `${dirname(partPath) ? dirname(partPath) + "/" : ""}_rels/${
    partPath.split("/").pop()
  }.rels`;
  const text = zip.readText(relsPath);
  const map = new Map<string, Relationship>();
  if (!text) return map;
  for (const rel of children(parseXml(text, relsPath), "Relationship")) {
    const external = rel.attrs.TargetMode === "External";
    map.set(rel.attrs.Id, {
      target: external ? rel.attrs.Target : resolvePath(dirname(partPath), rel.attrs.Target ?? ""),
      external,
      type: (rel.attrs.Type ?? "").split("/").pop() ?? "",
    });
  }
  return map;
}

/** The main document part: from the package relationships, else the content types, else Word's default. */
function mainDocumentPath(zip: ZipReader): string {
  const root = readRelationships(zip, "");
  const office = [...root.values()].find((rel) => rel.type === "officeDocument" && !rel.external);
  if (office && zip.has(office.target)) return office.target;
  const types = zip.readText("[Content_Types].xml");
  if (types) {
    const main = children(parseXml(types, "content types"), "Override").find((o) =>
      /wordprocessingml\.document\.main\+xml|wordprocessingml\.template\.main\+xml/.test(
        o.attrs.ContentType ?? "",
      )
    );
    if (main?.attrs.PartName && zip.has(main.attrs.PartName.replace(/^\//, ""))) {
      return main.attrs.PartName.replace(/^\//, "");
    }
  }
  if (zip.has("word/document.xml")) return "word/document.xml";
  throw new ExtractionError(
    "corrupt",
    "The file is a zip archive but not a Word document (no document part)",
  );
}

export function openDocx(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): DocxPackage {
  const zip = new ZipReader(bytes, limits);
  const documentPath = mainDocumentPath(zip);
  const relationships = readRelationships(zip, documentPath);
  const part = (type: string) => {
    const rel = [...relationships.values()].find((r) => r.type === type && !r.external);
    const text = rel && zip.readText(rel.target);
    return text ? parseXml(text, rel.target) : undefined;
  };
  const app = zip.readText("docProps/app.xml");
  const pagesElement = app ? descendants(parseXml(app, "docProps/app.xml"), "Pages")[0] : undefined;
  const pages = pagesElement ? Number(textContent(pagesElement)) : NaN;
  return {
    document: parseXml(zip.readText(documentPath)!, documentPath),
    styles: part("styles"),
    numbering: part("numbering"),
    footnotes: part("footnotes"),
    endnotes: part("endnotes"),
    relationships,
    pages: Number.isInteger(pages) && pages > 0 ? pages : undefined,
    readPart: (path) => {
      const text = zip.readText(path);
      return text ? parseXml(text, path) : undefined;
    },
    readBinary: (path) => zip.read(path),
  };
}
