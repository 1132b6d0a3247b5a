package doc

import (
	"strings"
	"testing"
)

// An outline numbered as Korean reports number it, without heading
// markup — "Ⅰ." parts over "1)" over "(1)" — titles its parts by those
// numbers, the first numbering the outer one: an item under "(1) 배포"
// is in that part, of "2) 향후 계획", of "Ⅱ. 서버" (the Roman numeral
// signs were read as text, and the items fell under no part).
func TestRomanOutlineTitlesParts(t *testing.T) {
	notes := "주간 회의\n\nⅠ. 화면\n1) 진행 사항\n- 로그인 화면 완료\n\nⅡ. 서버\n1) 진행 사항\n- 인증 API 완료\n\n2) 향후 계획\n(1) 배포\n- 스테이징 서버 배포하기\n(2) 문서\n- API 문서 정리하기\n"
	d, kinds := lineKinds(t, notes)
	for _, line := range []int{3, 4, 7, 8, 11, 12, 14} {
		if kinds[line] != Heading {
			t.Errorf("line %d: kind %v, want a heading", line, kinds[line])
		}
	}
	var path []string
	for s := d.Nodes[d.Index(13)].Section; s != nil; s = s.Parent {
		path = append(path, s.Title)
	}
	if got := strings.Join(path, " < "); !strings.Contains(got, "배포 < 향후 계획 < 서버") {
		t.Errorf("line 13's parts: %s, want 배포 < 향후 계획 < 서버", got)
	}
}
