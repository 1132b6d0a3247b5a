package rules

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// lineOwnerTitleDue lists each action as "line:owner:title:due", sorted.
func lineOwnerTitleDue(cs []extract.Candidate) string {
	var out []string
	for _, c := range cs {
		out = append(out, fmt.Sprintf("%d:%s:%s:%s", c.Line, strings.Join(c.Owners, "+"), c.Title, c.Due))
	}
	sort.Strings(out)
	return strings.Join(out, " | ")
}

// TestKoNameLeadWork: a member's name opening an item with only a space
// before the work ("지훈 시연 영상 찍기", "민수 19시까지 API 배포") makes
// the work that member's — under an action heading for a name shaped like
// one where the notes list nobody, anywhere else for a name they list
// (for a person to confirm there); an hour alone before 까지 is the due.
// A report of work done, an ordinary word shaped like a name ("영상
// 편집") and, where the notes list their members, a word they do not
// list are no owners.
func TestKoNameLeadWork(t *testing.T) {
	got, _ := parseWithPossible(t, `# 해커톤 2일차

## 할 일
- 민수 19시까지 API 배포
- 서연 발표 슬라이드 18시까지
- 지훈 시연 영상 찍기
- 영상 편집 마무리
`)
	want := "4:민수:API 배포:19시까지 | 5:서연:발표 슬라이드:18시까지 | 6:지훈:시연 영상 찍기: | 7::영상 편집 마무리:"
	if s := lineOwnerTitleDue(got); s != want {
		t.Errorf("action list:\n got %s\nwant %s", s, want)
	}

	got, _ = parseWithPossible(t, `# 주간 회의

참석: 김민수, 이서연, 박지훈

## 진행 상황
- 민수 로그인 API 배포 완료

## 회의 내용
- 로그인 화면 확정
- 민수 결제 API 연동
- 서연 발표 슬라이드 오후 6시까지
- 지훈 시연 영상 촬영 예정
`)
	want = "10:민수:결제 API 연동: | 11:서연:발표 슬라이드:오후 6시까지 | 12:지훈:시연 영상 촬영:"
	if s := lineOwnerTitleDue(got); s != want {
		t.Errorf("listed members:\n got %s\nwant %s", s, want)
	}
	for _, c := range got {
		if !hasProblem(c, problemConfirm) {
			t.Errorf("line %d outside an action list is not held for a person: %v", c.Line, c.Problems)
		}
	}

	got, _ = parseWithPossible(t, `# 주간 회의

참석: 김민수, 이서연

## 할 일
- 하람 로고 시안 작성
`)
	for _, c := range got {
		if len(c.Owners) > 0 {
			t.Errorf("line %d: a word the members' list does not hold became owner %v", c.Line, c.Owners)
		}
	}
}
