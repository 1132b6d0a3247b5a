package rules

// Study-group pages write the work for the next session as plain lines or
// short paragraphs under a heading that marks future work ("## 다음 주 할
// 일" / "14장~16장 읽고 정리하기. 정리한 내용은 각자 폴더에 올립니다." /
// "질문은 토요일 자정까지 이슈에 남겨주세요."). Under such a heading a line
// is an item of that list as a bullet would be; it is read sentence by
// sentence and kept when one sentence is written as work to do — a
// nominal or "~하기/~할 것" task, a request ("~주세요", "~바랍니다"), a
// commitment ("~하기로 함", "~예정"), or a plan in the present tense
// ("올립니다", "진행합니다"; a past "올렸습니다" reports).

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

// reKoProseSplit: the end of a Korean sentence inside a line ("… 정리하기.
// 정리한 …", "… 올립니다! …").
var reKoProseSplit = regexp.MustCompile(`[.!?。]\s+`)

// reKoAskOrCommit: a request or a commitment closing a sentence.
var reKoAskOrCommit = regexp.MustCompile(`(?:주세요|주시기\s*바랍니다|바랍니다|부탁(?:드립니다|해요|합니다)?|하기로\s*(?:함|했다|했습니다|하였다)|기로\s*(?:함|했다|했습니다)|예정(?:이다|입니다|임)?|할\s*것|할것|올\s*것|해\s*오기|해오기|합시다|하자)\s*[.!~]*$`)

// reKoPastPolite: a polite past ending ("올렸습니다", "했습니다",
// "진행하였습니다"): a report of what was done.
var reKoPastPolite = regexp.MustCompile(`(?:었|았|였|했|렸|쳤|겼|켰|냈|셨|졌)습니다\s*[.!]*$`)

// koPlanSentence: a sentence written as work still to do.
func koPlanSentence(s string) bool {
	s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".!~ "))
	if s == "" || !extract.HasHangul(s) || isQuestion(s) {
		return false
	}
	if reKoPastPolite.MatchString(s) || reKoPast.MatchString(tail(s, 64)) {
		return false
	}
	if taskLike(s) || koTaskSentence(s) || reKoAskOrCommit.MatchString(s) {
		return true
	}
	return koPresentPolite(s)
}

// koPresentPolite: the sentence ends in a present-tense polite verb
// ("올립니다", "진행합니다", "읽습니다"): the syllable before "니다" closes
// with ㅂ, or the ending is "습니다" after a stem; "입니다" and "있습니다"
// describe rather than plan.
func koPresentPolite(s string) bool {
	if !strings.HasSuffix(s, "니다") || strings.HasSuffix(s, "입니다") || strings.HasSuffix(s, "있습니다") || strings.HasSuffix(s, "없습니다") || strings.HasSuffix(s, "같습니다") {
		return false
	}
	rest := strings.TrimSuffix(s, "니다")
	r, _ := utf8.DecodeLastRuneInString(rest)
	return koFinal(r) == koFinalB
}

// koProseItem: a paragraph line under a future-work heading that is
// no task as a whole — the first of its sentences written as work to do,
// read as the line's item, or nil.
func (p *parser) koProseItem(plain string, si secInfo) *extract.Candidate {
	if !extract.HasHangul(plain) || len(plain) > 4*maxItemBytes || !(si.action || si.dueOnly) || si.decision {
		return nil
	}
	parts := reKoProseSplit.Split(strings.TrimSpace(plain), 8)
	for _, s := range parts {
		if !koPlanSentence(s) {
			continue
		}
		c := p.parseItem(s, si.owner)
		if c.Due == "" {
			// "정리하기. 토요일까지 올립니다.": a deadline written in
			// another sentence of the line is the item's.
			for _, o := range parts {
				if _, d := cutDue(o); d != "" {
					c.Due = d
					break
				}
			}
		}
		c.Syntax = "section-prose"
		inheritDue(c, si)
		return c
	}
	return nil
}
