package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// koDashPairs reads a Korean line that hands out several parts of one
// piece of work, each closed by its person after a dash or in parentheses
// — "3) 발표: 4장 - 우진, 5장 - 도경", "역할: 프론트 - 서윤, 백엔드 - 하준",
// "할 일: 로그인 구현(민수), 회원가입 구현(서연)" — as one action
// those people share. Read as one trailing owner, only the last person
// owns it and the others' names end up in the title. Two or more parts
// written the same way are what makes the words people (as koSlotNames
// reads a list of them); a word that is a status, a time or an ordinary
// word in any slot ("배포 - 연기") says the parts are not assignments.
func (p *parser) koDashPairs(text string, si secInfo) *extract.Candidate {
	plain := strings.TrimSpace(stripInline(stripEmphasis(text)))
	if len(plain) > 300 || !extract.HasHangul(plain) || isQuestion(plain) {
		return nil
	}
	plain = reNumLead.ReplaceAllString(plain, "")
	label, body := "", plain
	if m := reKoPairLabel.FindStringSubmatch(plain); m != nil {
		label, body = strings.TrimSpace(m[1]), strings.TrimSpace(m[2])
		if reMetaLabel.MatchString(normHeading(label)) || koRecordLabel(label) || koRoles[label] {
			// "참석자: …", "결론: …": a record, not work.
			return nil
		}
	}
	parts := reKoPairSep.Split(body, -1)
	if len(parts) < 2 || len(parts) > 8 {
		return nil
	}
	var owners, works []string
	seen := map[string]bool{}
	for _, part := range parts {
		m := reKoPair.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil {
			m = reKoPairParen.FindStringSubmatch(strings.TrimSpace(part))
		}
		if m == nil {
			return nil
		}
		work, name := strings.TrimSpace(m[1]), m[2]
		if !(m[3] != "" || koSlotWord(name) || p.known(name)) {
			return nil
		}
		works = append(works, work)
		if !seen[name] {
			seen[name] = true
			owners = append(owners, name)
		}
	}
	if len(owners) < 2 {
		return nil
	}
	title := strings.Join(works, ", ")
	if label != "" {
		title = label + ": " + title
	}
	c := &extract.Candidate{Assignee: strings.Join(owners, ", "), Owners: owners, Syntax: "korean-dash-pairs"}
	if !titled(c, title) {
		return nil
	}
	if !si.action {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

var (
	// reKoPairLabel: the label of the work before its parts ("발표:").
	reKoPairLabel = regexp.MustCompile(`^([^:：,]{1,24}?)\s*[:：]\s*(.+)$`)
	reKoPairSep   = regexp.MustCompile(`\s*[,;，]\s*`)
	// reKoPair: a part and its person after a dash ("4장 - 우진",
	// "슬라이드 – 도경님").
	reKoPair = regexp.MustCompile(`^(\S.{0,40}?)\s+[-–—]\s*([\p{Hangul}]{2,3}?)(님|씨)?$`)
	// reKoPairParen: a part and its person in parentheses ("로그인
	// 구현(민수)", "DB 연결 (지훈님)").
	reKoPairParen = regexp.MustCompile(`^(\S.{0,40}?)\s*[(（]\s*([\p{Hangul}]{2,3}?)\s*(님|씨)?\s*[)）]$`)
)
