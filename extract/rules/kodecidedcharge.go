package rules

// Work the meeting's decisions give to a person named after it: under
// "## 결정 사항", "- 위키 정리: 김하늘 선임님" or "- 배포 점검 : 오세훈"
// decides who does the work. (A report section's "항목: 이름" reports who
// did it, and a decision without a person records what was chosen.)

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reKoChargeAfter: the work, a colon, then one person with an optional
// title or honorific.
var reKoChargeAfter = regexp.MustCompile(`^(.{2,80}?)\s*[:：]\s*([\p{Hangul}]{2,4}?)\s*(선생님|매니저님|팀장님|책임님|선임님|수석님|님|씨)?\s*[.]?$`)

// koDecidedCharge reads node i as work a decision gives to a person.
func (p *parser) koDecidedCharge(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxSignalLine {
		return nil
	}
	if si := p.section(n.Section); !si.decision || si.done {
		return nil
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	m := reKoChargeAfter.FindStringSubmatch(plain)
	if loc := reFieldLabel.FindStringIndex(plain); m == nil || loc != nil && loc[0] == 0 {
		// ("담당: 김하늘", "작성자: 오세훈": a field, not work.)
		return nil
	}
	task, name, hon := strings.TrimSpace(m[1]), m[2], m[3]
	if koRoles[name] || groupOwners[name] || !(hon != "" && koFullName(name) || p.known(name) || p.runNames[name]) {
		return nil
	}
	if !extract.HasHangul(task) || koPast(task) || !(reKoActionNoun.MatchString(task) || reKoTaskNoun.MatchString(task)) {
		return nil
	}
	c := &extract.Candidate{Assignee: name, Owners: []string{name}, Syntax: "ko-decided-charge"}
	if !titled(c, task) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}
