package rules

import (
	"testing"

	"github.com/axagent/axagent/extract"
)

// Korean forms of teams the rules were not built from (issue 28), each
// in notes written for this test, with the lines beside them that must
// stay no action.
var koGeneral28kCases = []formCase{
	{"ko: a numbered week's goals or to-do list is future work; the week's meeting or progress is not", `# 5주차 회의

## 4주차 목표
- 데이터 수집 파이프라인 구축
- 모델 학습 코드 작성

## 6주차 할 일
- 중간 발표 리허설

## 4주차 진행 상황
- 크롤러 작성

## 5주차 회의
- 서버 이전 검토
`, []want{
		{line: 4, owners: "", due: "", title: "데이터 수집 파이프라인 구축"},
		{line: 5, owners: "", due: "", title: "모델 학습 코드 작성"},
		{line: 8, owners: "", due: "", title: "중간 발표 리허설"},
	}},
	{"ko: several parts each closed by a person after a dash are one action those people share", `# 회의

참석자: 세린, 우진, 도경

## 논의
- 3) 발표: 4장 - 우진, 5장 - 도경
- 구현: 로그인 화면 - 서윤님, 결제 API - 하준님
- 일정: 배포 - 연기, 테스트 - 보류
- 결정: 배포는 AWS로 진행
`, []want{
		{line: 6, owners: "우진 도경", due: "", title: "발표: 4장, 5장", needsHuman: true},
		{line: 7, owners: "서윤 하준", due: "", title: "구현: 로그인 화면, 결제 API", needsHuman: true},
	}},
	{"ko: a deadline before a thing to deliver is work due then; a deadline of the next meeting is not", `# 회의

## 논의
- 금요일까지 보고서
- 다음 주까지 발표 자료 초안
- 다음 회의: 금요일까지
- 보고서 양식은 학교 양식
`, []want{
		{line: 4, owners: "", due: "금요일까지", title: "보고서", needsHuman: true},
		{line: 5, owners: "", due: "다음 주까지", title: "발표 자료 초안", needsHuman: true},
	}},
}

func TestKoStudentForms(t *testing.T) { runFormCases(t, koGeneral28kCases) }

// TestKoPossibleForms: Korean lines that commit someone the rules do not
// name — a to-do ending, a given name in parentheses the notes write
// again — are possible actions, never silent; a rule to keep in mind, a
// list's label, a record and a remark in parentheses are not.
func TestKoPossibleForms(t *testing.T) {
	notes := `# 회의

참석자: 세린, 우진

## 논의
- 서버 비용 정리할 것
- 경쟁 서비스 조사해 올 것
- 코드 리뷰 시 주의할 것
- 해야 할 것
- 장소 : 도서관
- 세린: 크롤러 완료
- 복잡 작업 → Opus (지휘)
- 설계 문서 검토 (민재)
- 회의록 정리 (민재님)

## 진행 상황
- 민재가 지난주 발표를 마쳤음
`
	got, pos := parseWithPossible(t, notes)
	// line → the signal each possible action must carry.
	want := map[int]string{6: formKoTodo, 7: formKoTodo, 13: "민재", 14: "민재"}
	found := map[int]bool{}
	for _, c := range got {
		if _, ok := want[c.Line]; !ok {
			t.Errorf("line %d extracted: %s", c.Line, dump([]extract.Candidate{c}))
		}
	}
	for _, pa := range pos {
		v, ok := want[pa.Line]
		if !ok {
			t.Errorf("line %d possible: %s", pa.Line, pa.SignalText())
			continue
		}
		for _, s := range pa.Signals {
			found[pa.Line] = found[pa.Line] || s.Value == v
		}
		if !found[pa.Line] {
			t.Errorf("line %d: signals %s, want %s", pa.Line, pa.SignalText(), v)
		}
	}
	for _, c := range got {
		found[c.Line] = true
	}
	for line := range want {
		if !found[line] {
			t.Errorf("line %d neither extracted nor possible", line)
		}
	}
}
