package rules

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// TestKoHonorificNameColon: "이동재님: 보수 성향 커뮤니티 게시판" is read as
// "이동재 : …" is — the honorific written onto the name is no part of it —
// so the line is at least shown as a possible action with its person.
// Such lines were silent (neither an action nor a possible one): the name
// was read as "이동재님", a name of four syllables (issue 28; found by
// rewriting the owners of the shared Korean samples, notes written for
// this test).
func TestKoHonorificNameColon(t *testing.T) {
	notes := `# 데이터 수집 회의

### :radio_button: 회의 내용

:notebook: 커뮤니티 글 수집

1. 커뮤니티 :

- 이동재님: 보수 성향 커뮤니티 게시판

- 박지원님: 진보 성향 커뮤니티 게시판
`
	cs, ps := parseWithPossible(t, notes)
	seen := map[int]string{}
	for _, c := range cs {
		seen[c.Line] = c.Assignee
	}
	for _, p := range ps {
		for _, s := range p.Signals {
			if s.Kind == extract.SignalPerson {
				seen[p.Line] = s.Value
			}
		}
	}
	for line, name := range map[int]string{9: "이동재", 11: "박지원"} {
		if got, ok := seen[line]; !ok || !strings.HasPrefix(got, name) {
			t.Errorf("line %d: got %q (shown %v), want it shown with %s", line, got, ok, name)
		}
	}
}
