package rules

// Classes of line that carry commitment signals and are still no action
// (issue 28: possible actions are worth a reader's time only while they
// are few, at most one for three extracted). Each is a kind of line, read
// from its structure, never a team's words:
//   - lines under a heading or label of answers, success criteria or a
//     parking lot ("답변:", "## 성공 기준", "## 보류/다음 회의 안건
//     (Parking Lot)"): what to say, what done looks like, what was put
//     off — not work given to anyone;
//   - a title in title case whose only form is a first word that can be
//     a verb ("Open Infra Summit Berlin, Jeremy Stanley"): an event or a
//     talk and its speaker;
//   - a Korean decision of the meeting with nobody named ("…진행하기로
//     함."): what the group settled, its work in the lines that follow;
//   - an open box that names only the author of a proposal ("[ ] recent
//     proposal by centril", "[ ] pnkfelix nominated"): an agenda entry.

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
)

var (
	// reQuietHeading: a heading or label of answers, criteria or
	// deferred topics.
	reQuietHeading = regexp.MustCompile(`(?i)^(?:답변|answers?|a)$|성공\s*기준|완료\s*기준|\b(?:success|acceptance|exit)\s+criteria\b|\bparking\s+lot\b|보류`)
	// reKoDecidedTo: a Korean line closed by "…하기로 함" (decided to).
	reKoDecidedTo = regexp.MustCompile(`기로\s*(?:함|했음|하였음|했다|하였다|합의함?|정함|결정함?)\s*[.:：]?\s*$`)
	// reAuthorOnly: a name as the author of what the line lists ("… by
	// centril", "pnkfelix nominated").
	reAuthorOnly = regexp.MustCompile(`\bby\s+@?[\p{L}][\p{L}\p{N}_.-]*|^@?[\p{L}][\p{L}\p{N}_.-]*\s+(?:\[)?(?:nominated|proposed|suggested|raised|reported|opened|filed|posted|wrote|shared)\b`)
)

// quietClass: node i, with signals sig, is one of the lines above.
func (p *parser) quietClass(i int, sig []extract.Signal) bool {
	if p.quietRoll(i) {
		return true
	}
	n := p.d.Nodes[i]
	for s := n.Section; s != nil; s = s.Parent {
		if reQuietHeading.MatchString(strings.TrimSpace(strings.Trim(normHeading(s.Title), ":： "))) || reQuietHeading.MatchString(stripInline(s.Title)) {
			return true
		}
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	if onlyForm(sig, formImperative) && titleCase(plain) {
		return true
	}
	if reKoDecidedTo.MatchString(plain) && !hasKind(sig, extract.SignalPerson) && !koProseParagraph(n) && !koAgreedWorkItem(n) {
		// (A paragraph of running prose that ends on what was agreed
		// is read sentence by sentence: koprosecell.go; an item that
		// settles work on an object is possible: koagreeditem.go.)
		return true
	}
	if n.Checkbox == ' ' && !hasKind(sig, extract.SignalForm) && !hasKind(sig, extract.SignalDeadline) && reAuthorOnly.MatchString(plain) {
		return true
	}
	return p.quietBudget(i, sig)
}

// onlyForm: the form signals of sig are v alone.
func onlyForm(sig []extract.Signal, v string) bool {
	found := false
	for _, s := range sig {
		if s.Kind == extract.SignalForm {
			if s.Value != v {
				return false
			}
			found = true
		}
	}
	return found
}

// titleCase: at least three words, every word that opens with a letter
// opens with a capital ("Open Infra Summit Berlin").
func titleCase(plain string) bool {
	words := 0
	for _, w := range strings.Fields(plain) {
		r := []rune(strings.Trim(w, "*_,.:;()[]"))
		if len(r) == 0 || !unicode.IsLetter(r[0]) {
			continue
		}
		if !unicode.IsUpper(r[0]) {
			return false
		}
		words++
	}
	return words >= 3
}
