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
