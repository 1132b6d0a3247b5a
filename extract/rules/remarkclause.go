package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// A clause after a dash (issue 27, continuity): "Carla: start on the
// security model, Dev and Alice - please join" holds a second action —
// its own persons and its own verb in a commitment form — so the action
// is theirs too, and all of them stay visible (several assignees: a
// person picks), never one chosen silently. "Dev to update the roadmap —
// Alice agreed it is overdue" closes with a remark on the first — a
// person and a past or report verb, or thanks — which is no part of the
// task's title and names no owner of it.

// reDashSplit: a dash between two clauses.
var reDashSplit = regexp.MustCompile(`\s+[—–-]{1,2}\s+`)

// reSecondAction: persons, then a commitment form and its verb ("Dev
// and Alice - please join", "Alice, Bruno to follow up").
var reSecondAction = regexp.MustCompile(`^([\p{L}@][\p{L}\d.@'-]*(?:\s+\p{Lu}[\p{L}.'-]*)?(?:\s*(?:,|&|/|\band\b)\s*[\p{L}@][\p{L}\d.@'-]*(?:\s+\p{Lu}[\p{L}.'-]*)?){0,4})\s*(?:[-:–—]\s*)?(?:to|will|shall|should|please|(?:can|could) you)\s+(\p{L}.*)$`)

// reRemarkClause: a person and what they said or did, or thanks.
var reRemarkClause = regexp.MustCompile(`^(?:(?i:thanks?|thank\s+you|kudos|cheers)\b|\p{Lu}[\p{L}'-]*\s+(?:\p{Ll}+ed|said|says|thinks|thought|notes|agrees|suggests|mentions|feels|wants|likes|was|is|has|had)\b)`)

// remarkClauses reads the clause after a dash on each action's line:
// a second action's persons join the owners, a remark leaves the title.
func (p *parser) remarkClauses(out []extract.Candidate) []extract.Candidate {
	for k := range out {
		c := &out[k]
		i := p.d.Index(c.Line)
		if i < 0 || i >= len(p.d.Nodes) || extract.HasHangul(c.Title) {
			continue
		}
		text := stripInline(cutUTF8(p.d.Nodes[i].Text, maxItemBytes))
		loc := reDashSplit.FindStringIndex(text)
		if loc == nil {
			continue
		}
		head, rest := strings.TrimSpace(text[:loc[0]]), strings.TrimSpace(text[loc[1]:])
		if head == "" || rest == "" {
			continue
		}
		m := reSecondAction.FindStringSubmatch(rest)
		if m == nil {
			// "…, Dev and Alice - please join": the persons before the
			// dash, after the first clause's comma.
			if j := strings.LastIndexAny(head, ",;"); j > 0 {
				if m = reSecondAction.FindStringSubmatch(strings.TrimSpace(head[j+1:]) + " - " + rest); m != nil {
					head = strings.TrimSpace(head[:j])
				}
			}
		}
		if m != nil && p.allPeople(splitOwners(m[1]), true) {
			names := splitOwners(m[1])
			switch {
			case ownersOutside(c.Owners, names):
				// Two actions of different persons on one line: all
				// of them, for a person to pick.
				c.Owners = uniqFold(append(c.Owners, names...))
				c.Assignee = strings.Join(c.Owners, ", ")
			case len(c.Owners) == 0:
				c.Owners = names
				c.Assignee = strings.Join(names, ", ")
			}
			if workVerbFirst(head) && !p.namesIn(head, names) && !ownersOutside(c.Owners, names) && !strings.Contains(strings.ToLower(c.Title), strings.ToLower(cleanTitle(head))) {
				// "Review the draft — Alice, Bruno to follow up": the
				// work is the first clause, theirs ("Vendor is
				// interested – Priya to meet them" opens with no work).
				c.Title = cleanTitle(head) + " — " + cleanTitle(m[2])
			}
			continue
		}
		if reRemarkClause.MatchString(rest) {
			if j := strings.Index(c.Title, rest); j > 0 {
				if t := cleanTitle(reDashSplit.ReplaceAllString(c.Title[:j], " ")); len(strings.Fields(t)) >= 2 {
					c.Title = t
				}
			}
		}
	}
	return out
}

// namesIn: one of names is written in s.
func (p *parser) namesIn(s string, names []string) bool {
	for _, n := range names {
		if strings.Contains(strings.ToLower(s), strings.ToLower(n)) {
			return true
		}
	}
	return false
}

// ownersOutside: one of owners is none of names — the first clause has
// its own owner.
func ownersOutside(owners, names []string) bool {
	for _, o := range owners {
		in := false
		for _, n := range names {
			if strings.EqualFold(o, n) {
				in = true
			}
		}
		if !in {
			return true
		}
	}
	return false
}

// uniqFold is ss without repeats, case ignored, in order.
func uniqFold(ss []string) []string {
	var out []string
	for _, s := range ss {
		dup := false
		for _, o := range out {
			if strings.EqualFold(o, s) {
				dup = true
			}
		}
		if !dup && strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}
