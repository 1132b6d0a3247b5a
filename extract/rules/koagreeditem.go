package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// A list item of Korean minutes closed by "…하기로 함" is, as a rule, the
// meeting's note of a decision ("DB는 Firebase를 사용하기로 함") and
// stays quiet. Course teams write their next steps the same way, though:
// "- 결제를 취소하고 다시 결제하기로 함", "- 완성한 사진을 책자에 넣기로
// 하였음" — an object and a verb that does work on it, not a choice made.
// Such an item is not sure enough for a task (nothing says who or when),
// but it is shown as a possible action rather than dropped.

// reKoAgreedItem: an item closed by the agreed-to ending; the verb phrase
// before 기로 is captured.
// ("… 자문을 구하기로 결정", "… 가공하기로 결정함": a course form's
// line settles the same work with 결정, ko-trials31.)
var reKoAgreedItem = regexp.MustCompile(`(\S+)\s*기로\s*(?:함|했음|하였음|했다|하였다|결정(?:함|했음|하였음|했다|하였다|됨)?)\s*[.!]*\s*$`)

// reKoObjectMark: an object marked as such (…을 / …를) before the verb.
var reKoObjectMark = regexp.MustCompile(`[\p{Hangul}\p{L}\p{N})]\s*(?:을|를)\s`)

// reKoChoiceVerb: a verb that chooses rather than works ("사용하기로",
// "쓰기로", "선정하기로", "가기로", "하지 않기로", "유지하기로", "진행하기로":
// to carry on as planned).
var reKoChoiceVerb = regexp.MustCompile(`(?:사용하|쓰|선정하|정하|채택하|택하|가|유지하|진행하|결정하|변경하|바꾸|통일하|않|말|되|안\s*하)$`)

// formKoAgreedItem: the form signal of such an item.
const formKoAgreedItem = "agreed-to work item (-기로 함)"

// koAgreedWorkItem: node n is a list item whose text settles work on an
// object (-기로 함) rather than a choice.
func koAgreedWorkItem(n doc.Node) bool {
	if n.Kind != doc.ListItem && !(n.Kind == doc.Paragraph && n.Indent == 0 && !koProseParagraph(n)) {
		// (A course form writes its points as plain lines at the margin,
		// "2-1. 김 교수님" / "새 아이디어에 대한 자문을 구하기로 결정", which
		// the document model reads as the wrap of the item above: one
		// line each, not a paragraph of prose.)
		return false
	}
	plain, ok := koOpenPoint(n, 160)
	if !ok {
		return false
	}
	m := reKoAgreedItem.FindStringSubmatch(plain)
	if m == nil {
		return false
	}
	verb := strings.TrimSuffix(strings.TrimSuffix(m[1], "해 보"), "해보")
	if reKoChoiceVerb.MatchString(m[1]) || reKoChoiceVerb.MatchString(verb) {
		return false
	}
	return reKoObjectMark.MatchString(plain[:len(plain)-len(m[0])] + " ")
}
