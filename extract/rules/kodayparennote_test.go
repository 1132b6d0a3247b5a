package rules

import "testing"

// TestKoDayParenThenNote: a weekday in parentheses is the item's due
// also when a note of its own in parentheses follows it.
func TestKoDayParenThenNote(t *testing.T) {
	got, _ := parseWithPossible(t, `## 할 일
6. [ ] **오세린**: 설정값 하드코딩 제거 준비 (금) (출력 형식 확정 후 연계)
- 대략적인 화면 배치 (목) (시안 도구 사용)
`)
	if len(got) != 2 {
		t.Fatalf("got %d actions, want 2\n%s", len(got), dump(got))
	}
	for i, want := range []string{"금요일", "목요일"} {
		if got[i].Due != want {
			t.Errorf("line %d: due %q, want %q", got[i].Line, got[i].Due, want)
		}
	}
}
