package rules

import "testing"

// TestKoLeadDashHeading: a heading that opens with a member's name and a
// spaced dash ("#### 한도윤 - 기본 클래스 분석") gives the part to that
// member, for a person to confirm, as "#### 기본 클래스 분석 - 한도윤"
// does; a topic word before the dash ("#### 공지 - 일정") names nobody.
func TestKoLeadDashHeading(t *testing.T) {
	got, _ := parseWithPossible(t, `## 4주차

### 코드 분석

#### 한도윤 - 기본 클래스와 유틸리티 함수

- MemoryMixin
- GatedAttention

#### 서민재 - 정규화 레이어

- LayerNorm

#### 공지 - 일정
`)
	if lineOwners(got) != "10:서민재 5:한도윤" {
		t.Errorf("got %q, want 10:서민재 5:한도윤\n%s", lineOwners(got), dump(got))
	}
}
