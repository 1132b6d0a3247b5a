package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Forms of Korean bootcamp teams' daily scrums written per member (trial
// ko-trials30), each in notes written for this test.
var koTrials30Cases = []formCase{
	{"ko: member headings a team writes beside given names — an initial for two of one name, a surname and one syllable, an honorific — are members too", `# 7월 3일 스크럼

### 나래
- 배포 스크립트 정리 예정

### J 민호
- 알림 배치 리팩토링 예정

### 최윤
- 주문 취소 화면 수정 예정

### 윤님
- 쿠폰 만료 배치 작성 예정

### 민호k
- 검색 인덱스 재생성 예정

### 서준
- 로그인 화면 완료
`, []want{
		{line: 4, owners: "나래", title: "배포 스크립트 정리"},
		{line: 7, owners: "J 민호", title: "알림 배치 리팩토링"},
		{line: 10, owners: "최윤", title: "주문 취소 화면 수정"},
		{line: 13, owners: "윤", title: "쿠폰 만료 배치 작성"},
		{line: 16, owners: "민호k", title: "검색 인덱스 재생성"},
	}},
	{"ko: a daily plan's label item under a member ('- **오늘 할 일**') dates the items under it", `# 스크럼

### 서준
- **진행 상황**
  - 로그인 API 완료
- **오늘 할 일**
  - 토큰 갱신 구현
  - 단위 테스트 작성

### 하린
- 내일 할 일 :
  - 결제 내역 화면 연동
`, []want{
		{line: 7, owners: "서준", due: "오늘", title: "토큰 갱신 구현"},
		{line: 8, owners: "서준", due: "오늘", title: "단위 테스트 작성"},
		{line: 12, owners: "하린", due: "내일", title: "결제 내역 화면 연동"},
	}},
}

func TestKoTrials30Forms(t *testing.T) { runFormCases(t, koTrials30Cases) }

// TestKoTrials30MemberNeedPossible: under a member's heading, a line that
// says the work needs doing or is the aim ("… 수정 필요", "… 목표") is
// that member's possible action, not a task and not nothing.
func TestKoTrials30MemberNeedPossible(t *testing.T) {
	notes := `# 스크럼

### 나래
- 장바구니 화면 완료
- 세션 저장 필요

### 서준
- 로그인 완료
- 웰컴 쿠폰 발급 목표
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 0 {
		t.Fatalf("want no task, got:\n%s", dump(cs))
	}
	ps, err := PossibleActions(context.Background(), []byte(notes), nil, cs)
	if err != nil {
		t.Fatal(err)
	}
	who := map[int]string{}
	for _, x := range ps {
		for _, s := range x.Signals {
			if s.Kind == extract.SignalPerson {
				who[x.Line] = s.Value
			}
		}
	}
	if who[5] != "나래" || who[9] != "서준" || len(ps) != 2 {
		t.Fatalf("possible actions %+v, want lines 5 (나래) and 9 (서준)", ps)
	}
}
