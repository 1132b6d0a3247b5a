package rules

// Discussion lists: minutes of a discussion written as one item per
// remark, each opening with its speaker and a dash ("Vincent - should
// have a means to …", "Raja - should each layer …"). The name is who
// spoke, not who was given work: a remark is an action only when the
// speaker commits ("Steve - will send the doc", "Ana - I'll draft it"),
// is asked ("please …"), the remark is a bare imperative, or the list
// sits under an action label.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reSpeakerDash: "Name - remark" (a dash, not a colon: colon speakers
// are read as speech already).
var reSpeakerDash = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}.'-]*(?:\s+[\p{Lu}][\p{L}.'-]*)?)\s+[-–—]\s+(\S.*)$`)

// reDashCommit: the speaker commits themselves or is given the work.
var reDashCommit = regexp.MustCompile(`(?i)^(?:i\s+will|i['’]ll|i\s+can\s+take|i\s+am\s+going\s+to|will|to|is\s+going\s+to|plans?\s+to|agreed\s+to|volunteered\s+to|offered\s+to)\s+\p{L}`)

type listKey struct {
	sec    *doc.Section
	parent int
}

// speakerRemark: node i is a remark of a discussion list (at least three
// items of its list open with a name and a dash, naming at least two
// people, outside an action section) and c reads its speaker as the
// owner of a remark that commits nobody.
func (p *parser) speakerRemark(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox != 0 || len(c.Owners) != 1 || p.section(n.Section).action || c.Syntax == "name-dash-list" {
		return false
	}
	m := reSpeakerDash.FindStringSubmatch(strings.TrimSpace(stripInline(n.Text)))
	if m == nil || c.Owners[0] != m[1] {
		return false
	}
	rest := strings.ToLower(m[2])
	first := strings.Trim(firstWord(rest), "*_~,.:")
	if reDashCommit.MatchString(rest) || strings.Contains(rest, "please ") || enImperatives[first] || enImperativesMore[first] {
		return false
	}
	if n.Parent >= 0 && isActionHeading(normHeading(stripInline(p.d.Nodes[n.Parent].Text))) {
		// "* Action Items:" / "  * Steven - iterate on …": a list of
		// work under a label, not a discussion.
		return false
	}
	k := listKey{n.Section, n.Parent}
	if d, ok := p.discussions[k]; ok {
		return d
	}
	items, names := 0, map[string]bool{}
	for _, o := range p.d.Nodes {
		if o.Kind != doc.ListItem || o.Section != n.Section || o.Parent != n.Parent {
			continue
		}
		if om := reSpeakerDash.FindStringSubmatch(strings.TrimSpace(stripInline(cutUTF8(o.Text, maxItemBytes)))); om != nil {
			items++
			names[om[1]] = true
		}
	}
	d := items >= 3 && len(names) >= 2
	if p.discussions == nil {
		p.discussions = map[listKey]bool{}
	}
	p.discussions[k] = d
	return d
}
