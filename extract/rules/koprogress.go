package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// Korean progress lists (issue 27: "진행사항", "지난주 진행 내용", a
// person's progress under their name) name the person of a status line
// in more ways than "민서: …": "민서 - …", "[민서] …", "민서는 …", "… (민서)
// 진행 중", "… - 민서 - 진행 중". A line so written is asked of the series
// with that person (restatedLine); only a line the series' evidence rule
// ties to an open task of theirs becomes anything — any other stays what
// it was, no action.
var (
	// "[민서] …"
	reKoBracketLead = regexp.MustCompile(`^\[([\p{L}][\p{L}.'-]{0,20})(?:\s*님)?\]\s*(\S.*)$`)
	// "민서 - …", "민서 님 – …"
	reKoDashLead = regexp.MustCompile(`^@?([\p{L}][\p{L}.'-]{0,20})(?:\s*님)?\s+[-–—]\s+(\S.*)$`)
	// "민서 …", "민서는 …", "민서 님 …": a Hangul name as the line's first
	// word, with a topic or subject particle or none.
	reKoWordLead = regexp.MustCompile(`^@?(\p{Hangul}{2,4}?)(?:\s*님)?(?:은|는|이|가)?\s+(\S.*)$`)
	// "… (민서) 진행 중", "… (민서 님): 완료"
	reKoParenMid = regexp.MustCompile(`^(.+?)\s*[(（]@?([\p{L}][\p{L}.'-]{0,20})(?:\s*님)?[)）]\s*[:：,-]?\s*(\S.*)$`)
	// "… - 민서 - 진행 중"
	reKoDashMid = regexp.MustCompile(`^(.+?)\s+[-–—]\s+@?([\p{L}][\p{L}.'-]{0,20})(?:\s*님)?\s+[-–—]\s+(\S.*)$`)
)

// koOwnerForm is the person a Korean status line names in one of the
// forms above, when the notes or the roster know them, and the line as
// its task reads without the name; "" when none. A group in those forms
// ("[전체] 주간 회의록 정리 계속", "… (전체) 완료") is the owner too: the
// line is asked of the series with it, which reads a group as no one
// person, as it does a group in an owner cell (issue 27): linked only
// when its deliverable is the one open task's of the series that has it.
func (p *parser) koOwnerForm(text string) (owner, rest string) {
	if !extract.HasHangul(text) {
		return "", text
	}
	ok := func(name string) bool {
		return !notNames[strings.ToLower(name)] && (p.progressOwner(name) || groupOwners[strings.ToLower(name)])
	}
	for _, re := range []*regexp.Regexp{reKoBracketLead, reKoDashLead, reKoWordLead} {
		if m := re.FindStringSubmatch(text); m != nil && ok(m[1]) {
			return m[1], m[2]
		}
	}
	for _, re := range []*regexp.Regexp{reKoParenMid, reKoDashMid} {
		if m := re.FindStringSubmatch(text); m != nil && ok(m[2]) {
			return m[2], strings.TrimSpace(m[1] + " " + m[3])
		}
	}
	return "", text
}

// reKoStatusTail: a Korean status closing a line, with what qualifies it
// in parentheses ("진행 중 (80%)", "보류 (QA 서버 대기)", "마무리 단계"):
// the words before it are the task.
var reKoStatusTail = regexp.MustCompile(`^(.+?)\s*[-–—:：,]?\s*(?:(?:` + extract.KoProgressNouns + `)\s*중|\d{1,3}\s*%\s*(?:완료|진행)|완료|마무리(?:\s*단계)?|보류|대기\s*중|지연|막힘)(?:\s*(?:입니다|임|됨|상태))?(?:\s*[(（][^)）]{0,40}[)）])?[.。]?$`)

// koStatusRestated: a line a rule read as a possible action ("- 민서:
// 결제 모듈 리팩터링 진행 중 (80%)", "… 보류 (QA 서버 대기)" under "진행사항")
// whose words end on a Korean status is asked of the series with its
// task (the words before the status): when the evidence rule ties it to
// an open task of its person, it is that task's status line (a progress
// line for the linker, its status read from the line), not a commitment
// to confirm. Otherwise nothing changes.
func (p *parser) koStatusRestated(c *extract.Candidate) {
	if p.restates == nil || c.Restates != "" || len(c.Owners) > 1 {
		return
	}
	at := -1
	for i, pr := range c.Problems {
		if pr == problemConfirm || pr == problemNoSubject {
			at = i
		}
	}
	if at < 0 {
		return
	}
	m := reKoStatusTail.FindStringSubmatch(strings.TrimSpace(c.Title))
	if m == nil || !extract.HasHangul(m[0]) {
		return
	}
	task := strings.TrimSpace(strings.Trim(m[1], " -–—:,"))
	if task == "" || !p.restates(c.Assignee, task, extract.RestatesProgress) {
		return
	}
	c.Title = task
	c.Problems[at] = problemRestated
	c.Restates = extract.RestatesProgress
}
