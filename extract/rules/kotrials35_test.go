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
	{"ko: under a heading of how last week's plan went ('전주 계획 달성도') the details of a checked item are done work, not new actions", `# 주간 기록

## 6주차

### 전주 계획 달성도
- [x] **캐시 재현 확장 수행**
  - 3/2 (1~3차): 서버 A, B 등 3개 추가 완료
  - 결과 표 실시간 업데이트 및 푸시 완료
- [ ] 후속 후보 최종 선정 → 미팅에서 논의 예정

### 다음 미팅까지의 계획
- 배포 스크립트 정리
`, []want{
		{line: 12, due: "다음 미팅까지", title: "배포 스크립트 정리"},
	}},
	{"ko: a plan's item closed by its done mark and a note ('(완료, 요약.md)', '(완료: 3/4)') is done, however long the line", `# 주간 기록

### 다음 미팅까지의 계획
- **캐시 확장 준비** — ` + "`cache/`" + ` 폴더 생성 + 논문 PDF·요약 작성 (완료, [cache/markdown/summary.md](cache/markdown/summary.md))
- 로그 수집기 작성 (완료: 3/4)
- 배포 스크립트 정리
`, []want{
		{line: 6, due: "다음 미팅까지", title: "배포 스크립트 정리"},
	}},
}

func TestKoTrials35Forms(t *testing.T) { runFormCases(t, koTrials35Cases) }
