package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// reSpacedGroupLead: a group written in more than one word opening an
// item, then its work after a separator or a space ("다 같이 – 코드
// 리뷰", "팀 전체: 데모 리허설", "다 함께 발표 연습하기"). The one-word
// groups ("전원", "모두", "Everyone") the item readers take as they take
// a name; these they read as the title's first words.
var reSpacedGroupLead = regexp.MustCompile(`(?i)^(다\s+같이|다\s*함께|팀\s+전체|팀원\s+(?:전체|모두)|전체\s+팀원|우리\s+모두|모두\s+다|the\s+whole\s+team|whole\s+team)\s*(?:[:：–—-]+\s*|\s+)(\S.*)$`)

// groupLeads gives an action whose title opens with such a group that
// group as its owner — a group, which the plan holds for a person to pick
// one from — and the rest as its title.
func groupLeads(out []extract.Candidate) {
	for k := range out {
		c := &out[k]
		if len(c.Owners) > 0 {
			continue
		}
		m := reSpacedGroupLead.FindStringSubmatch(strings.TrimSpace(c.Title))
		if m == nil {
			continue
		}
		if rest := cleanTitle(m[2]); rest != "" {
			group := strings.Join(strings.Fields(m[1]), " ")
			c.Title, c.Assignee, c.Owners = rest, group, []string{group}
		}
	}
}
