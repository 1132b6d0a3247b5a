package rules

import "testing"

// Korean forms of issue 28 read from structure, in notes written for
// this test.
var ko28mCases = []formCase{
	{"ko: an action sub-heading with no time of its own takes the deadline of the future-work heading above it", `# 회의록

## 1. 다음 미팅까지 해야 할 일
### 할 일
- 데이터 전처리 코드 정리
- 발표 자료 초안 만들기

## 2. 금요일까지 할 일
### 해야 할 일
- 설문 문항 확정

## 3. 회의 내용
### 할 일
- 로그 수집 스크립트 작성
`, []want{
		{line: 5, owners: "", due: "다음 미팅까지", title: "데이터 전처리 코드 정리"},
		{line: 6, owners: "", due: "다음 미팅까지", title: "발표 자료 초안 만들기"},
		{line: 10, owners: "", due: "금요일까지", title: "설문 문항 확정"},
		{line: 14, owners: "", due: "", title: "로그 수집 스크립트 작성"},
	}},
	{"ko: a word in parentheses owns a Korean action only if it looks like a person", `# 회의록

## 해야 할 일
- 모델 학습 (fine-tuned) 결과 비교하기
- 문서 정리하기 (API)
- 모델 비교 (v2)
- 서버 배포 (Kai)
- 서버 점검 (@jiho)
- 로그 정리 (김민수)
`, []want{
		{line: 4, owners: "", due: "", title: "모델 학습 (fine-tuned) 결과 비교"},
		{line: 5, owners: "", due: "", title: "문서 정리하기 (API)"},
		{line: 6, owners: "", due: "", title: "모델 비교 (v2)"},
		{line: 7, owners: "Kai", due: "", title: "서버 배포"},
		{line: 8, owners: "jiho", due: "", title: "서버 점검"},
		{line: 9, owners: "김민수", due: "", title: "로그 정리"},
	}},
	{"ko: a section label before a colon is no speaker; the line is read on its own signals", `# 회의록

## 1. 일정
**발표일**: 5월 8일 (목)

**결론**: 3일~4일 집중 작업, 4일 밤 10시까지 각자 맡은 화면 완성 목표

공지: 다음 주 화요일까지 회고 작성

**참고**: 발표는 10분 내외

**결론**: 좋은 방향이라고 생각함
`, []want{
		{line: 6, owners: "", due: "4일 밤 10시까지", title: "3일~4일 집중 작업, 각자 맡은 화면 완성 목표", needsHuman: true},
		{line: 8, owners: "", due: "다음 주 화요일까지", title: "회고 작성", needsHuman: true},
	}},
	{"ko: a task that opens with the next meeting is due then; the next meeting's agenda or date is not", `# 회의록

## 해야 할 일
- 민호: 다음 회의 추천 알고리즘 조사, 비교표 추가
- 다음 미팅 OCR 모델 비교하기
- 다음 회의 안건 정리
- 다음 회의에서 배포 방식 논의하기
`, []want{
		{line: 4, owners: "민호", due: "다음 회의", title: "추천 알고리즘 조사, 비교표 추가"},
		{line: 5, owners: "", due: "다음 미팅", title: "OCR 모델 비교"},
		{line: 6, owners: "", due: "", title: "다음 회의 안건 정리"},
		{line: 7, owners: "", due: "", title: "다음 회의에서 배포 방식 논의"},
	}},
}

func TestKoMixedForms(t *testing.T) { runFormCases(t, ko28mCases) }
