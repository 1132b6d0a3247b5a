package rules

import (
	"strings"
	"testing"
)

// TestTableCaptionDates: an outline's item over a table indented under it
// ("○ 월 3/16" over "  | 담당 | 작업 |") captions the table, as a heading
// would: its date is the rows' due. Read as an item, the table was no
// child of it and every row lost its day.
func TestTableCaptionDates(t *testing.T) {
	got, _ := parseWithPossible(t, `스프린트 계획

□ 일별 작업
 ○ 3/16 (월)
  | 담당 | 작업 |
  |---|---|
  | 하은 | 로그인 API 초안 |
  | 도윤 | 배포 스크립트 정리 |

 ○ 3/17 (화)
  | 담당 | 작업 |
  |---|---|
  | 하은 | 로그인 화면 연결 |
`)
	want := map[int]string{7: "3/16", 8: "3/16", 13: "3/17"}
	if len(got) != len(want) {
		t.Fatalf("extracted %s, want rows 7, 8 and 13", dump(got))
	}
	for _, c := range got {
		if d, ok := want[c.Line]; !ok || !strings.Contains(c.Due, d) {
			t.Errorf("line %d due %q, want one with %q", c.Line, c.Due, want[c.Line])
		}
	}
}

// TestOutlineTitleParts: an outline's short item over text indented under
// its marker (not a wrap of the item, which sits at the item's text)
// titles that part: "○ Action Items" over "  ALL: update the site" makes
// the lines under it actions, as "### Action Items" would. An item whose
// next line wraps it, or a ticked checklist item over a link, stays an
// item.
func TestOutlineTitleParts(t *testing.T) {
	got, _ := parseWithPossible(t, `Weekly sync

□ Discussion
 ○ Release
  The release slipped a week.

 ○ Action Items
  ALL: review the release notes

  Mira:
  - update the install guide
  - check the download links
`)
	lines := map[int]bool{}
	for _, c := range got {
		lines[c.Line] = true
	}
	if len(got) != 3 || !lines[8] || !lines[11] || !lines[12] {
		t.Errorf("extracted %s, want lines 8, 11 and 12", dump(got))
	}
	for _, c := range got {
		if c.Line >= 11 && (len(c.Owners) != 1 || c.Owners[0] != "Mira") {
			t.Errorf("line %d owners %v, want Mira", c.Line, c.Owners)
		}
	}
	got, _ = parseWithPossible(t, `## Action items
- Pending actions from the monthly call
  (summary of the open issues on chat)
- [ ] Dana to update the agenda
      <https://example.com/agenda>
`)
	if len(got) != 2 {
		t.Errorf("items with wrapped lines: extracted %s, want both items", dump(got))
	}
	// A number leads an item whose detail a writer indents as they like:
	// no outline title.
	got, _ = parseWithPossible(t, `## 할 일
1. 서버 구조 정리
  다음 회의 전까지 초안 공유
2. 배포 스크립트 점검
`)
	if len(got) != 2 || got[0].Line != 2 {
		t.Errorf("numbered items with detail lines: extracted %s, want lines 2 and 4", dump(got))
	}
}
