package rules

import (
	"testing"
)

// Korean forms student teams write (issue 28), each in notes written for
// this test.
var koFormsCases = []formCase{
	{"ko: a name labelling homework to bring back in a discussion section is that person's, to confirm", `# 4주차 회의

## 회의 내용
- 하준: 관련 논문 조사해 오기
- 서윤: 경쟁 서비스 정리해오기
`, []want{
		{line: 4, owners: "하준", due: "", title: "관련 논문 조사해 오기", needsHuman: true},
		{line: 5, owners: "서윤", due: "", title: "경쟁 서비스 정리해오기", needsHuman: true},
	}},
	{"ko: a given name with the familiar 이 before its particle is a person; 하였음 and 합의 after 기로 commit", `# 스터디 회의

## 회의 내용
- 도훈이는 회의록 정리하기로 하였음
- 회의록 양식은 도훈이가 만들기로 했음
- 채윤이 배포 환경 구성하기로 합의
- 문제가 생기면 바로 공유
`, []want{
		{line: 4, owners: "도훈", due: "", title: "회의록 정리"},
		{line: 5, owners: "도훈", due: "", title: "회의록 양식 만들기로 했음", titleContains: true},
		{line: 6, owners: "채윤", due: "", title: "배포 환경 구성"},
	}},
	{"ko: a name-shaped topic (은/는) before a binding commitment is a tentative owner", `# 스터디 회의

## 회의 내용
- 유진은 디자인 시안 수정할 예정
- 민호는 DB 설계를 맡기로 한다
- 정리는 다음에 논의
`, []want{
		{line: 4, owners: "유진", due: "", title: "디자인 시안 수정", needsHuman: true},
		{line: 5, owners: "민호", due: "", title: "DB 설계", needsHuman: true},
	}},
	{"ko: deadlines — a trailing ~date, 이번 주 내, a week with 에 before a plan", `# 팀 회의

## 할 일
- 하준: 로그인 API ~3/15
- 서윤: 문서 정리 이번 주 내

## 회의 내용
- 데이터 전처리는 다음 주에 진행 예정
`, []want{
		{line: 4, owners: "하준", due: "~3/15", title: "로그인 API"},
		{line: 5, owners: "서윤", due: "이번 주 내", title: "문서 정리"},
		{line: 8, owners: "", due: "다음 주", title: "데이터 전처리 진행", needsHuman: true},
	}},
	{"ko: a numbered label of future work with a deadline or horizon gives it to its steps", `회의 일시: 2026.03.12 (목)

1. 다음 주까지 할 일
 - 하준: 크롤러 마무리
 - 서윤: 화면 구현

2. 차주 할 일
 - 하준: 배포 자동화
`, []want{
		{line: 4, owners: "하준", due: "다음 주까지", title: "크롤러 마무리"},
		{line: 5, owners: "서윤", due: "다음 주까지", title: "화면 구현"},
		{line: 8, owners: "하준", due: "차주", title: "배포 자동화"},
	}},
	{"ko: owner after a dash, then a separator and the deadline; 추후 진행 heads future work", `# 회의

## 할 일
1. 회원가입 화면 - 서윤 / 3월 17일
- 로그인 화면 - 하준 · 금요일까지

## 추후 진행
- 발표 영상 촬영
`, []want{
		{line: 4, owners: "서윤", due: "3월 17일", title: "회원가입 화면"},
		{line: 5, owners: "하준", due: "금요일까지", title: "로그인 화면"},
		{line: 8, owners: "", due: "", title: "발표 영상 촬영"},
	}},
	{"ko: a Korean name in bold opening an item owns it; a bold time word does not", `# 회의

## 할 일
- **한서준** 데이터베이스 백업
- **한서준** 서버 점검
- **이번주** 목표 정리
`, []want{
		{line: 4, owners: "한서준", due: "", title: "데이터베이스 백업"},
		{line: 5, owners: "한서준", due: "", title: "서버 점검"},
		{line: 6, owners: "", due: "이번주", title: "목표 정리"},
	}},
	{"ko: a label in brackets over a list heads it as its heading would", `■ 논의 내용
- 디자인은 깔끔한 톤이 좋을 것 같음

[다음 주 할 일]
- 하준 - API 설계
- 서윤 - 와이어프레임
`, []want{
		{line: 5, owners: "하준", due: "다음 주", title: "API 설계"},
		{line: 6, owners: "서윤", due: "다음 주", title: "와이어프레임"},
	}},
	{"ko: a symbol-led label heads the plain lines under it, whose deadline is not the list's above", `[다음 주 할 일]
- 로그인 기능 보완

▶ 역할 분담
한서준 - 백엔드 API
`, []want{
		{line: 2, owners: "", due: "다음 주", title: "로그인 기능 보완"},
		{line: 5, owners: "한서준", due: "", title: "백엔드 API"},
	}},
}

func TestKoForms(t *testing.T) { runFormCases(t, koFormsCases) }

// TestKoPossible: lines a reader of Korean minutes takes for work that
// the rules leave to a person are possible actions with their owner —
// never silent.
func TestKoPossible(t *testing.T) {
	notes := `# 4주차 회의

## 회의 내용
- 하준: API 문서화 필요
- 배포 방식에 대해 논의
- 회의는 다음 주에 진행 예정
- 하준: 좋은 의견인 것 같음
`
	got, pos := parseWithPossible(t, notes)
	want := map[int]string{4: "하준"}
	if len(got) != 0 {
		t.Errorf("extracted %s", dump(got))
	}
	if len(pos) != len(want) {
		t.Fatalf("possible %+v, want lines %v", pos, want)
	}
	for _, pa := range pos {
		person, ok := want[pa.Line]
		if !ok {
			t.Errorf("line %d possible: %s", pa.Line, pa.SignalText())
			continue
		}
		found := false
		for _, s := range pa.Signals {
			found = found || s.Value == person
		}
		if !found {
			t.Errorf("line %d: signals %s, want person %s", pa.Line, pa.SignalText(), person)
		}
	}
}
