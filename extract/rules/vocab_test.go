package rules

import "testing"

// TestKoFullNameWords: a common word with a noun's suffix or a particle
// written onto it reads as no name, though its first syllable is a
// surname ("구현물" titled an outline's part and became the owner of a
// later part's items); names stay names.
func TestKoFullNameWords(t *testing.T) {
	for w, want := range map[string]bool{
		"구현물": false, "문제점": false, "사용법": false, "이후에": false,
		"김민수": true, "이상민": true, "박도윤": true, "남궁민수": true,
	} {
		if got := koFullName(w); got != want {
			t.Errorf("koFullName(%q) = %v, want %v", w, got, want)
		}
	}
}
