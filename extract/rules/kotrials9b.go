package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// reKoWishEnd: a sentence closed by a wish ("… 다듬는 일을 하고 싶다",
// "… 기여하고 싶습니다") or by an expectation ("… 투자하게 될 것으로
// 예상"): what someone would like or expects, which commits nobody to
// work — the goals a member states at a kickoff, a guess at the time
// they will have.
// A permission ("테스트는 나중에 해도 되고") obliges nobody either.
var reKoWishEnd = regexp.MustCompile(`(?:고\s*싶(?:다|음|습니다|어요|네요)|것으로\s*(?:예상|예측)(?:됨|된다|함|합니다|한다)?|[아어여해]도\s*(?:되고|된다|됨|돼요|됩니다|괜찮(?:다|음|습니다|아요)))\s*[.!~]*\s*$`)

// koDropWishes drops the candidates read from a Korean line that closes
// with a wish or an expectation.
func koDropWishes(out []extract.Candidate) []extract.Candidate {
	kept := out[:0]
	for _, c := range out {
		t := strings.TrimSpace(stripInline(stripEmphasis(c.Evidence)))
		if extract.HasHangul(t) && reKoWishEnd.MatchString(t) {
			continue
		}
		kept = append(kept, c)
	}
	return kept
}

// koRoleTitle: a title whose last word is a role ("회의록 작성자", "발표자",
// "서기"): the label of a field that names who holds it, no work.
func koRoleTitle(title string) bool {
	f := strings.Fields(strings.TrimSpace(title))
	return len(f) > 0 && extract.HasHangul(f[len(f)-1]) && koRoleLabel(f[len(f)-1])
}
