import assert from "node:assert/strict";
import {
  dictionaryEntries,
  encryptionDictionary,
  encryptKeys,
  stringBytes,
  stringOfLength,
} from "./encryption_dictionary.ts";

const file = [
  "%PDF-1.7\n9 0 obj\n<< /Filter /Standard /V 5 /R 6 /Length 256",
  " /CF << /StdCF << /AuthEvent /DocOpen /CFM /AESV3 /Length 32 >> >> % a comment\n",
  " /O <0a0B 0c> /U (a\\(b\\)\\\\c\\101\\n) /P -4 /Root 3 0 R /StmF /StdCF >>\nendobj\n",
  "trailer\n<< /Size 10 /Encrypt 9 0 R /ID [<01> <02>] >>\n%%EOF",
].join("");

Deno.test("encryption dictionary: found through the trailer; a nested dictionary's keys are not its own", () => {
  const dictionary = encryptionDictionary(file)!;
  assert.equal(dictionary.get("Length")?.raw, "256");
  assert.equal(dictionary.get("R")?.raw, "6");
  assert.equal(dictionary.get("Root")?.raw, "3 0 R");
  assert.equal(dictionary.get("StmF")?.raw, "/StdCF");
  assert.ok(dictionary.get("CF")?.raw.startsWith("<< /StdCF"));
  // Each value's place in the file is its text's.
  const u = dictionary.get("U")!;
  assert.equal(file.slice(u.start, u.end), u.raw);
  assert.deepEqual(encryptKeys(file).map((at) => file.slice(at, at + 8)), ["/Encrypt"]);
  assert.equal(encryptionDictionary("trailer << /Size 3 >>"), undefined);
  assert.equal(dictionaryEntries("<< /Encrypt << /V 4 >> >>", 0).get("Encrypt")?.raw, "<< /V 4 >>");
});

Deno.test("encryption dictionary: strings are read with their escapes, and written back in the room they had", () => {
  assert.deepEqual([...stringBytes("<0a0B 0c>")!], [10, 11, 12]);
  assert.deepEqual([...stringBytes("<abc>")!], [0xab, 0xc0]);
  assert.deepEqual(
    String.fromCharCode(...stringBytes("(a\\(b\\)\\\\c\\101\\n)")!),
    "a(b)\\cA\n",
  );
  // A line break in the string is a line feed; an escaped one is nothing.
  assert.deepEqual([...stringBytes("(x\r\ny\\\nz)")!], [120, 10, 121, 122]);
  const bytes = Uint8Array.from([0x28, 0x41, 0x0d, 0xff]);
  assert.equal(stringOfLength(bytes, 12), "<28410dff  >");
  // Too little room for hex digits: a literal string, its parenthesis and carriage return escaped.
  assert.equal(stringOfLength(bytes, 9), "(\\(A\\r\xff) ");
  assert.equal(stringOfLength(bytes, 7), undefined);
  for (const written of [stringOfLength(bytes, 12)!, stringOfLength(bytes, 9)!.trimEnd()]) {
    assert.deepEqual(stringBytes(written), bytes);
  }
});
