package app

import "testing"

// register's Korean lines put 와 after every title — '"창고 이전 일정표
// 작성"와 같은 업무일 수 있습니다' — where Korean takes 과 after a closed
// syllable; after an ID or a bracket either reading is right.
func TestKoreanWithParticle(t *testing.T) {
	for word, want := range map[string]string{"창고 이전 일정표 작성": "과", "물류 계약서 초안 검토": "와", "TASK-3)": "와(과)", "": "와(과)"} {
		if got := koWith(word); got != want {
			t.Errorf("koWith(%q) = %q, want %q", word, got, want)
		}
	}
}
