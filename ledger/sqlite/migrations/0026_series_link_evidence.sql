-- Issue 27: a link's evidence typed — the rule that made the link
-- (evidence_kind) and the values it names (evidence_fields, a JSON object)
-- — beside its English words (evidence), so that a page words it in its
-- reader's language instead of parsing the English back. Rows written
-- before keep evidence_kind '': their words are all there is.
ALTER TABLE series_links ADD COLUMN evidence_kind TEXT NOT NULL DEFAULT '';
ALTER TABLE series_links ADD COLUMN evidence_fields TEXT NOT NULL DEFAULT '';
