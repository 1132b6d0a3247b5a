package rules

import (
	"regexp"
	"sort"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A status list often nests each person's lines under their name ("*
// Lars" / "  * Also has some fixes, will work with Brian to merge them",
// "* Greg" / "  * Ramping back up, to reach out to Brian next week"): the
// sub-item's subjectless future clause is that person's commitment, the
// name being written once above instead of in every line (issue 28).

// reSubjectlessPlan: a clause that opens after a break inside the line
// (comma, semicolon, full stop, dash, "and") with a future and no
// subject of its own, then a verb. "bug fixes will be needed" has a
// subject before "will", so no break precedes it.
var reSubjectlessPlan = regexp.MustCompile(`(?i)(?:[,;.]\s+|\s[-–—]\s+|\s+and\s+)(?:will|(?:is\s+|am\s+)?going\s+to|plans?\s+to|to)\s+(\p{L}+)\s+(\S.*)$`)

// reChildFirstPerson: the speaker's own future or offer opening a
// sub-item or its sentence after a stop ("I will test …", "I'll ask …",
// "Willing to review …", "Happy to help with …").
var reChildFirstPerson = regexp.MustCompile(`(?i)(?:^|[.;!]\s+)(?:I\s+(?:will|shall|am\s+going\s+to|plan\s+to|can)|I['’]ll|(?:I\s+am\s+|I['’]m\s+)?(?:willing|happy|glad)\s+to)\s+(?:also\s+)?(\p{L}+)\s+(\S.*)$`)

// reChildWillBeIng: a subjectless progressive future opening the item
// or its sentence after a stop ("Will be releasing the packs soon").
var reChildWillBeIng = regexp.MustCompile(`(?i)(?:^|[.;!]\s+)will\s+(?:also\s+)?be\s+(\p{L}+ing)\s+(\S.*)$`)

// ingStem: the work verb an -ing form is of ("releasing" → "release",
// "sending" → "send", "running" → "run"); "" when it is none.
func ingStem(w string) string {
	w = strings.ToLower(w)
	base := strings.TrimSuffix(w, "ing")
	for _, v := range []string{base, base + "e", strings.TrimSuffix(base, base[len(base)-1:])} {
		if v != "" && (enImperatives[v] || enImperativesMore[v]) {
			return v
		}
	}
	return ""
}

// personChildPlan reads list item i as its parent person's commitment
// when the item carries a subjectless future clause with a verb of work;
// nil otherwise. A question, a finished item, or a clause whose verb is
// no work verb ("will be needed") is not one.
func (p *parser) personChildPlan(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes {
		return nil
	}
	owner, possessive, above := "", "", false
	if n.Parent >= 0 {
		owner = p.ancestorOwner(n)
		if owner == "" {
			possessive = p.ownTasksParent(n)
			owner = possessive
		}
	}
	if owner == "" {
		owner = p.personAboveList(n)
		above = owner != ""
	}
	if owner == "" {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if plain == "" || isQuestion(plain) {
		return nil
	}
	m := reSubjectlessPlan.FindStringSubmatch(plain)
	if m == nil && possessive == "" {
		// "- Frederic" / "  - I will test the components and report
		// here", "  - Will be releasing the packs soon", "  - Willing to
		// help with the audit": under the person's name, the speaker's
		// own future, a subjectless progressive future or an offer is
		// theirs.
		if f := reChildFirstPerson.FindStringSubmatch(plain); f != nil {
			m = []string{plain, f[1], f[2]}
		} else if f := reChildWillBeIng.FindStringSubmatch(plain); f != nil {
			if stem := ingStem(f[1]); stem != "" {
				m = []string{plain, stem, f[2]}
			}
		}
		if m != nil && reClauseHedge.MatchString(plain[:strings.Index(plain, m[2])]) {
			m = nil
		}
	}
	if m == nil && !above && (possessive != "" || p.ownerLabelParent(n)) {
		// "* @kalefranz:" / "  * Review the list of repositories": under a
		// person written as a label, an imperative is their task; so
		// under "* Dana's assigned tasks", a step of work ("Start …").
		if f := firstWord(plain); enImperatives[strings.ToLower(f)] || possessive != "" && enImperativesMore[strings.ToLower(f)] && !reClauseHedge.MatchString(plain) {
			m = []string{plain, f, strings.TrimSpace(strings.TrimPrefix(plain, f))}
		}
	}
	if m == nil || m[2] == "" {
		return nil
	}
	verb := strings.ToLower(m[1])
	if !enImperatives[verb] && !enImperativesMore[verb] {
		return nil
	}
	title, due := cutDue(m[1] + " " + m[2])
	title = cleanTitle(strings.TrimSpace(strings.TrimRight(title, ".!")))
	if title == "" {
		return nil
	}
	return &extract.Candidate{Title: title, Assignee: owner, Owners: []string{owner}, Due: due, Syntax: "person-parent-plan"}
}

// reOwnTasks: an item titling a person's own tasks ("Dana's assigned
// tasks", "Milo’s to-dos:").
var reOwnTasks = regexp.MustCompile(`^(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)['’]s\s+(?:(?:assigned|open|new)\s+)?(?:tasks|action\s+items|to-?dos|assignments|deliverables)\s*[:：]?$`)

// ownTasksParent: the person whose tasks the parent item titles, when
// the notes know them.
func (p *parser) ownTasksParent(n doc.Node) string {
	if n.Parent < 0 {
		return ""
	}
	m := reOwnTasks.FindStringSubmatch(strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text)))
	if m == nil || !p.known(m[1]) {
		return ""
	}
	return m[1]
}

// ownerLabelParent: the nearest ancestor item that is a person is
// written as a label ("Alice:", "@kalefranz:"), introducing that
// person's items rather than naming who spoke in a discussion ("- Leo").
func (p *parser) ownerLabelParent(n doc.Node) bool {
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		m := p.d.Nodes[j]
		if m.Kind != doc.ListItem || len(m.Text) > 64 {
			continue
		}
		if o := p.scopeOwner(m.Text); o != "" {
			t := strings.TrimSpace(stripInline(stripEmphasis(m.Text)))
			return strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：")
		}
	}
	return false
}

// personAboveList: the person a short paragraph standing just above n's
// list names, and nothing else ("[Dana Ruiz](https://…)" / "- Will review
// the RFC"): a wiki table's "Who" cell exported as its own line over that
// person's notes. The notes must know the person (attendees, roster), so
// a topic written as a paragraph is no owner.
func (p *parser) personAboveList(n doc.Node) string {
	if n.Kind != doc.ListItem {
		return ""
	}
	root := n
	for depth := 0; root.Parent >= 0 && depth < 8; depth++ {
		root = p.d.Nodes[root.Parent]
	}
	k := sort.Search(len(p.d.Nodes), func(j int) bool { return p.d.Nodes[j].Line >= root.Line })
	// Back over the list's earlier items (and the blank lines between
	// them) to what stands above it; a bounded walk keeps Parse linear.
	for j, steps := k-1, 0; j >= 0 && steps < 64; j, steps = j-1, steps+1 {
		m := p.d.Nodes[j]
		switch m.Kind {
		case doc.ListItem, doc.Blank:
			continue
		case doc.Paragraph:
			if m.Section != n.Section || len(m.Text) > 200 {
				return ""
			}
			t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(m.Text)), ":： "))
			if len(t) > 64 || !nameShaped(t) || !p.known(t) {
				return ""
			}
			return t
		default:
			return ""
		}
	}
	return ""
}
