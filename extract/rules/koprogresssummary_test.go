package rules

import "testing"

// TestKoNestedPlanOwner: a plan nested under a member's report line
// ("- 한서윤: 강의 학습 및 정리" / "  - 스타일 학습으로 넘어갈 예정") is
// that member's, not the group's.
func TestKoNestedPlanOwner(t *testing.T) {
	got, _ := parseWithPossible(t, `### 안건

**1. 개발 상황 공유**
- 한서윤: 마크업 강의 학습 및 정리
  - 구조 설계 학습
  - 스타일 학습으로 넘어갈 예정
`)
	if lineOwners(got) != "6:한서윤" {
		t.Errorf("got %q, want 6:한서윤\n%s", lineOwners(got), dump(got))
	}
}

// TestKoProgressSummary: under a summary of progress ("주간 진척 요약"),
// "이름: 만든 것" reports what each member made; the line that says what
// is left ("잔여: …") is work still to do, nobody's yet.
func TestKoProgressSummary(t *testing.T) {
	got, _ := parseWithPossible(t, `## 프로젝트 회고

### 1. 주간 진척 요약

**W1 — 기반 작업**
- 윤도현: 디자인 토큰 20개 · 테마
- 서하준: 공통 컴포넌트 5종

**W5 — 마무리**
- 윤도현: 발표 자료 · 회고 초안
- 잔여: 운영 서버 배포
`)
	if lineOwners(got) != "11:" {
		t.Errorf("got %q, want 11:\n%s", lineOwners(got), dump(got))
	}
}

// TestKoSituationNotStep: a line that describes the state the team is
// in ("… 어려운 상황", "… 멈춘 상태") is no step, even under a heading
// that shares out the work; the shares under it are.
func TestKoSituationNotStep(t *testing.T) {
	got, _ := parseWithPossible(t, `### 안건

**2. 시험기간 대응 및 역할 재분배**
- 시험기간으로 인해 전체 작업 시간 확보가 어려운 상황
- 테스트 서버가 멈춘 상태
- 로그인 화면 구현 마무리
`)
	if lineOwners(got) != "6:" {
		t.Errorf("got %q, want 6:\n%s", lineOwners(got), dump(got))
	}
}
