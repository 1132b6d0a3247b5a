package rules

import "testing"

// A lab's weekly log that restates the last meeting's decisions before
// the week's plan (trial ko-trials35), in notes written for this test.
var koTrials35Cases = []formCase{
	{"ko: a decisions section's items that name work ('코드 구조 공부', '… 측정하고 표로 남기기') are work the meeting gave out, for a person to confirm; a settled choice ('… B안으로 확정', '… 사용') and a remark in parentheses stay out", `# 주간 기록

## 5주차

### 이전 미팅 결정 사항 (3/12)
- 캐시 계층 성능 측정하고 표로 남기기
- 로그 수집기 본격 실행 (서버 A 우선)
- 데이터셋은 B안으로 확정
- 평가 지표는 F1 사용
- 코드 구조 공부
- (자세한 내용은 다음 주 자료에 반영)

### 논의 내용
- 배포 스크립트 정리
`, []want{
		{line: 6, title: "캐시 계층 성능 측정하고 표로 남기기", needsHuman: true},
		{line: 7, title: "로그 수집기 본격 실행", needsHuman: true},
		{line: 10, title: "코드 구조 공부", needsHuman: true},
	}},
}

func TestKoTrials35Forms(t *testing.T) { runFormCases(t, koTrials35Cases) }
