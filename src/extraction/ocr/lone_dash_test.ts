import assert from "node:assert/strict";
import { loneDash } from "./lone_dash.ts";

Deno.test("ocr: an em dash read with underscores beside it is an em dash; a form's blank is not", () => {
  assert.equal(loneDash("_—"), "—");
  assert.equal(loneDash("—_—"), "—");
  assert.equal(loneDash("____"), "____");
  assert.equal(loneDash("——"), "——");
  assert.equal(loneDash("a_—"), "a_—");
});
