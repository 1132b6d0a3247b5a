package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// A sentence that shares work out in the present tense: "Bob drafts the
// email, Alice reviews it". Notes write the split of work as what each
// person does; one person's "Bob drafts the email" alone is as often a
// description of a role, but two people each given a verb of work in the
// same sentence is a division of the work — an action each. Read here as
// the first person's, the rest of the line kept in the title for
// enSplitJoined to give the second person theirs (reEnJoined reads
// ", Alice reviews it" as it reads ", and Bob takes the notes").

// reSharesPresent: a person, a verb in the third person, the work, a
// comma or semicolon ("and" at will), a second person and verb.
var reSharesPresent = regexp.MustCompile(`^(` + enPersonPattern + `)\s+(\p{Ll}+)\s+([^,;]+[,;]\s*(?:and\s+)?(?:` + enPersonPattern + `)\s+(\p{Ll}+)\s+\S.*)$`)

// enPresentShares reads node i as work shared out in the present tense.
func (p *parser) enPresentShares(i int) *extract.Candidate {
	si := p.section(p.d.Nodes[i].Section)
	for _, sent := range p.enOpenSentences(i) {
		m := reSharesPresent.FindStringSubmatch(sent)
		if m == nil || isQuestion(sent) || reClauseHedge.MatchString(sent) || !workThirdPerson(m[2]) || !workThirdPerson(m[4]) {
			continue
		}
		if !strings.HasPrefix(m[1], "@") && !p.known(m[1]) && !allNameShaped([]string{m[1]}) {
			continue
		}
		c := &extract.Candidate{Syntax: "present-shares", Assignee: m[1], Owners: []string{strings.TrimPrefix(m[1], "@")}}
		if !titled(c, thirdPersonBase(m[2])+" "+m[3]) {
			continue
		}
		if !si.action {
			c.Problems = append(c.Problems, problemConfirm)
		}
		return c
	}
	return nil
}

// thirdPersonBase: the base form of a verb of work in the third person
// ("drafts" -> "draft", "fixes" -> "fix"), as workThirdPerson reads it.
func thirdPersonBase(w string) string {
	if stem, ok := strings.CutSuffix(w, "es"); ok && workVerb(stem) {
		return stem
	}
	return strings.TrimSuffix(w, "s")
}
