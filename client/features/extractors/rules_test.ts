import assert from "node:assert/strict";
import { canEdit, costText, type Extractor } from "./queries.ts";

const extractor: Extractor = {
  id: "e1",
  slug: "invoices",
  name: "Invoices",
  description: null,
  cost_credits: 4,
  cost_type: "per_page",
  builder_session_id: "s1",
  is_locked: false,
  edit_policy: "EDIT",
  is_deletable_by_user: true,
};

Deno.test("extractor cards: cost text per page or per document", () => {
  assert.equal(costText(extractor), "4 credits / page");
  assert.equal(costText({ cost_credits: 10, cost_type: "per_document" }), "10 credits / document");
});

Deno.test("extractor cards: Edit needs the builder, a builder session, no lock and an editable policy", () => {
  assert.equal(canEdit(extractor, true), true);
  assert.equal(canEdit(extractor, false), false);
  assert.equal(canEdit({ ...extractor, builder_session_id: null }, true), false);
  assert.equal(canEdit({ ...extractor, is_locked: true }, true), false);
  assert.equal(canEdit({ ...extractor, edit_policy: "NO_EDIT" }, true), false);
});
