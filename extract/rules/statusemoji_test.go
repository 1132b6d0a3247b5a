package rules

import "testing"

// Review lists typed in chat tools and wikis mark each earlier action
// with a pictograph rather than a word (issue 28): a check is done, a
// cross is not done, an hourglass is under way; a mark may stand at
// both ends of the item.
var statusEmojiCases = []formCase{
	{"a pictograph opening a reviewed item is its status: done items drop, open ones stay with their owner", `# Team meeting — 2026-03-02

## Review of last week's action items
- ✅ Nora: move the wiki to the new host
- ❌ Omar: profile the import job (not started, carried over)
- ⏳ Lena: rewrite the retry helper — in progress
- ✔️ Omar: close the stale branches

## New action items
- Nora: draft the hiring post by Friday
`, []want{
		{line: 5, owners: "Omar", due: "", title: "profile the import job"},
		{line: 6, owners: "Lena", due: "", title: "rewrite the retry helper"},
		{line: 10, owners: "Nora", due: "by Friday", title: "draft the hiring post"},
	}},
}

func TestStatusEmoji(t *testing.T) { runFormCases(t, statusEmojiCases) }
