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
// A permission ("테스트는 나중에 해도 되고") obliges nobody either, nor
// does a resolve to try ("… 분위기를 위해 노력할 것"): an effort names no
// work one could finish.
var reKoWishEnd = regexp.MustCompile(`(?:노력(?:할\s*것|하자|한다|하기|합시다|하겠습니다|해야\s*함)|고\s*싶(?:다|음|습니다|어요|네요)|것으로\s*(?:예상|예측)(?:됨|된다|함|합니다|한다)?|[아어여해]도\s*(?:되고|된다|됨|돼요|됩니다|괜찮(?:다|음|습니다|아요)))\s*[.!~]*\s*$`)

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

// reKoMidSubject: a name with a subject particle after a first clause
// ("문자 API는 다양해서 정화가 조사해 보고 이야기할 것"): the subject of the
// clause that commits.
var reKoMidSubject = regexp.MustCompile(`[\s,]([\p{Hangul}]{2,4}?)\s*(님|씨)?\s*(?:께서|이가|이|가)\s+(\S.*)$`)

// reKoNotActing: words after the subject that make it the subject of a
// relative or a reported clause ("정화가 말한 대로", "지훈이 만든 …"), not
// of the work.
var reKoNotActing = regexp.MustCompile(`말한|말했|요청한|요청했|만든|작성한|올린|제안한|알려준|한\s*대로|대로|했던|하던|했는데|했으나|했지만`)

// koMidSubject: the person a line names as the subject of its committing
// clause after a first clause, when the notes know the name; "" otherwise.
func (p *parser) koMidSubject(plain string) string {
	t := strings.TrimSpace(plain)
	if !extract.HasHangul(t) || koPast(t) || !(reKoNoSubject.MatchString(tail(t, 64)) || reKoCommit.MatchString(tail(t, 64))) {
		return ""
	}
	// (Overlapping matches are not found by FindAll: the name is looked
	// for at every space or comma.)
	who := ""
	for k := 0; k < len(t); k++ {
		if t[k] != ' ' && t[k] != ',' {
			continue
		}
		m := reKoMidSubject.FindStringSubmatchIndex(t[k:])
		if m == nil || m[0] != 0 {
			continue
		}
		name, rest := t[k+m[2]:k+m[3]], t[k+m[6]:]
		if koCommonWord[name] || koTitles[name] || !p.known(name) {
			continue
		}
		if who != "" && who != name || reKoNotActing.MatchString(rest) {
			return ""
		}
		who = name
	}
	return who
}

// reKoTimePermits: a line opened by a condition on the doer's own time
// ("시간이 남으면", "시간 되면", "여유가 되면", "가능하면"): the work's
// priority, not a contingency on something else happening.
var reKoTimePermits = regexp.MustCompile(`^(?:시간(?:이)?\s*(?:남으면|남는다면|되면|된다면|나면|난다면|있으면|있다면)|여유(?:가)?\s*(?:되면|된다면|있으면|있다면)|가능하면|가능하다면)\s`)

func koTimePermits(plain string) bool {
	return reKoTimePermits.MatchString(strings.TrimSpace(plain))
}
