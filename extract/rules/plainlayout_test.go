package rules

import "testing"

// TestIndentedPartLines: lines indented as a whole under a heading, as
// plain-text minutes and e-mails indent a part, are that part's lines —
// under "Action items" its actions, ready, as at the margin; lines
// indented under a list item still continue the item.
func TestIndentedPartLines(t *testing.T) {
	got, _ := parseWithPossible(t, `# Sync

## Action items

    Dana to draft the budget by Friday
    Eli will book the room

## Follow-ups
- Sam to send the invite
    with the agenda attached
`)
	if len(got) != 3 {
		t.Fatalf("extracted %s, want three actions", dump(got))
	}
	for i, want := range []struct {
		line  int
		owner string
	}{{5, "Dana"}, {6, "Eli"}, {9, "Sam"}} {
		c := got[i]
		if c.Line != want.line || c.Assignee != want.owner || len(c.Problems) != 0 {
			t.Errorf("action %d: line %d owner %q problems %v, want line %d owner %q and nothing to confirm", i, c.Line, c.Assignee, c.Problems, want.line, want.owner)
		}
	}
}

// TestReportTemplateBullets: a Korean report template's parts ("■ 향후
// 계획") over arrowhead bullets ("▶ 김민수 : …") are an action section
// and its items, as "## 향후 계획" over "- 김민수 : …" are.
func TestReportTemplateBullets(t *testing.T) {
	got, _ := parseWithPossible(t, `■ 논의 내용
 ▶ 배포 일정 검토
   · 릴리스는 다음 주로 연기

■ 향후 계획
 ▶ 김민수 : 로그인 API 구현 (~12/4)
 ▶ 박서연 : 회원가입 화면 수정
`)
	if len(got) != 2 {
		t.Fatalf("extracted %s, want two actions", dump(got))
	}
	for i, owner := range []string{"김민수", "박서연"} {
		if c := got[i]; c.Line != 6+i || c.Assignee != owner || len(c.Problems) != 0 {
			t.Errorf("action %d: line %d owner %q problems %v, want line %d owner %q and nothing to confirm", i, c.Line, c.Assignee, c.Problems, 6+i, owner)
		}
	}
}
