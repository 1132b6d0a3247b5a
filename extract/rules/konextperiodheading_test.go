package rules

import "testing"

// TestKoNextPeriodWorkHeading: a heading of what proceeds in the next
// period or by the next meeting ("차주 진행 사항", "다음 주 진행사항",
// "다음 회의까지 진행 사항") lists the work ahead, as "향후 진행 사항"
// does; this week's ("금주 진행사항") reports.
func TestKoNextPeriodWorkHeading(t *testing.T) {
	got, _ := parseWithPossible(t, `# 6주차 회의

## 금주 진행사항
- 윤하늘: 회원가입 API 구현
- 정다온: 메인 화면 시안

## 차주 진행 사항
- 로그인 API 구현
- 마이페이지 화면 설계

## 다음 회의까지 진행 사항
- 배포 스크립트 정리
`)
	if lineOwners(got) != "12: 8: 9:" {
		t.Errorf("got %q, want 12: 8: 9:\n%s", lineOwners(got), dump(got))
	}
}
