package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Forms of course-team and capstone minutes (issue 28, helper
// en-trials27): client, mentor and auditor meetings whose numbered
// discussion items and closing lists hand out work in a few fixed shapes.

// reDueMarkParen: a parenthesised deadline marker closing a list item ("Owen
// first half of the scope (due Thursday)", "Slides (due: week 6)"): the
// writer marked the line as work with a deadline, though it has no verb.
var reDueMarkParen = regexp.MustCompile(`(?i)\(\s*due\b[:\s]*[^()]{1,40}\)\s*[.]?\s*$`)

// dueParenTask: the line closes with a "(due …)" marker.
func dueParenTask(plain string) bool {
	return reDueMarkParen.MatchString(plain)
}

// passiveByAgent: "First half of the draft to be completed by Owen": a
// passive future whose agent is a person the notes know commits that
// person as surely as "Owen to complete …" (byagent.go reads the agent).
func (p *parser) passiveByAgent(body string) bool {
	return p.byAgentOwners(body) != nil
}

// reDueOnlyTitle: what is left of "To be completed by Thursday" once its
// deadline is read — a line that only says when.
var reDueOnlyTitle = regexp.MustCompile(`(?i)^(?:to\s+be\s+|needs?\s+to\s+be\s+|should\s+be\s+)?(?:completed|done|finished|submitted|prepared|ready|sent|delivered|handed\s+in)[.!]?$`)

// dueFollowUps: "- Viet to complete the risk register" / "- To be
// completed by Thursday": a sibling item that only gives a deadline is the
// deadline of the work just before it, not a second task. Where the work
// before it already has a due, or was not read as work, the line stays.
func (p *parser) dueFollowUps(out []extract.Candidate) []extract.Candidate {
	byLine := make(map[int]int, len(out))
	for k, c := range out {
		byLine[c.Line] = k
	}
	nodeAt := make(map[int]int, len(out))
	for i, n := range p.d.Nodes {
		if n.Kind == doc.ListItem {
			nodeAt[n.Line] = i
		}
	}
	drop := map[int]bool{}
	for k, c := range out {
		if c.Due == "" || c.Assignee != "" || !reDueOnlyTitle.MatchString(strings.TrimSpace(c.Title)) {
			continue
		}
		i, ok := nodeAt[c.Line]
		if !ok {
			continue
		}
		prev := -1
		for j := i - 1; j >= 0; j-- {
			n := p.d.Nodes[j]
			if n.Kind == doc.Blank || n.Kind == doc.Skipped {
				continue
			}
			if n.Kind == doc.ListItem && n.Parent == p.d.Nodes[i].Parent && n.Indent == p.d.Nodes[i].Indent {
				prev = j
			}
			break
		}
		if prev < 0 {
			continue
		}
		pk, ok := byLine[p.d.Nodes[prev].Line]
		if !ok || drop[pk] || out[pk].Due != "" {
			continue
		}
		out[pk].Due = c.Due
		drop[k] = true
	}
	if len(drop) == 0 {
		return out
	}
	kept := out[:0]
	for k, c := range out {
		if !drop[k] {
			kept = append(kept, c)
		}
	}
	return kept
}
