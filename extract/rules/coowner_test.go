package rules

import (
	"context"
	"strings"
	"testing"
)

// "지훈 + 리뷰어: 계약서 검토": a role beside a person the notes know shares
// the work — several owners, the title without them (a person decides who
// takes it; a later "지훈: 계약서 검토" is the same task). A role alone, or
// beside a word nobody knows, names no owner.
func TestRoleBesideAPersonIsACoOwner(t *testing.T) {
	notes := "# W1\n\n참석: 지훈, Dana\n\n## 할 일\n" +
		"- 지훈 + 리뷰어: 물류 계약서 검토\n" + // 6
		"- Dana & Reviewers: update the contributor guide\n" + // 7
		"- 리뷰어 + 검토자: 정산서 검토\n" + // 8
		"- 파랑 + 리뷰어: 견적서 검토\n" + // 9
		"- 지훈 외 리뷰어: 결제 모듈 코드 리뷰\n" + // 10
		"- 지훈 외 2명: 고객 인터뷰 진행\n" + // 11
		"- Dana + 2 others: triage the flaky tests\n" + // 12
		"- 지훈 외 리뷰어: 정산 모듈 리팩터링 (11/14까지)\n" + // 13
		"- Dana + reviewers: review the payment module (by Nov 14)\n" // 14
	cs, err := parse(context.Background(), []byte(notes), nil, false)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int][]string{}
	titles := map[int]string{}
	for _, c := range cs {
		got[c.Line], titles[c.Line] = c.Owners, c.Title
	}
	for line, want := range map[int]string{6: "지훈|리뷰어", 7: "Dana|Reviewers", 10: "지훈|리뷰어", 11: "지훈|2명", 12: "Dana|2 others", 13: "지훈|리뷰어", 14: "Dana|reviewers"} {
		if strings.Join(got[line], "|") != want || strings.Contains(titles[line], ":") {
			t.Errorf("line %d: owners %q title %q, want %s and the title alone", line, got[line], titles[line], want)
		}
	}
	for _, line := range []int{8, 9} {
		for _, o := range got[line] {
			if o == "리뷰어" {
				t.Errorf("line %d: owners %q, want no role as an owner without a known person", line, got[line])
			}
		}
	}
}
