package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A plain list item that names work and closes with the @handles of who
// takes it — "- migrate tests from mocha to vitest @angie", "- refactor
// the loader, make it usable without a CLI. @lucas", "- remove the old
// API (#123) @dana / @omar" — is theirs wherever it stands, as a box
// closed so is (a GitHub-style assignment written in the notes). The
// words before the handles must open with a verb of work: thanks
// ("Great work on the docs @angie"), a topic ("libsql open PR @lucas")
// or someone else's errand ("ping @angie", "sync with @lucas") are not.

// reTrailHandleOwners: one or more @handles closing the item, joined by
// spaces, commas, "/", "&", "+" or "and".
var reTrailHandleOwners = regexp.MustCompile(`(?:[\s,/&+]+(?:and\s+)?@[\p{L}\p{N}_.-]*[\p{L}\p{N}_])+\s*[.!]?\s*$`)

// trailHandleObject: the words before the handles end on a word that
// takes the handle as its object ("ping @x", "sync with @x"): the
// handle is no owner.
var trailHandleObject = map[string]bool{"to": true, "with": true, "for": true, "cc": true, "by": true, "from": true, "ping": true, "ask": true,
	"contact": true, "thank": true, "thanks": true, "tag": true, "mention": true, "via": true, "of": true, "and": true, "or": true}

// trailHandleItem reads list item n as work assigned to the handles that
// close it; nil when it is none.
func (p *parser) trailHandleItem(i int, plain string) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox != 0 {
		return nil
	}
	// The handles may close the item's wrapped lines ("- introduce …" /
	// "  and use it in the builders @lucas").
	// The first wrapped line to close with handles ends the item's
	// words ("- remove the old API (#123)" / "  @dana / @omar" / "  Be
	// careful with …": what follows is a remark).
	for j := i + 1; j < len(p.d.Nodes) && j <= i+4 && !reTrailHandleOwners.MatchString(plain); j++ {
		m := p.d.Nodes[j]
		if m.Kind != doc.Paragraph || m.Parent != i || !m.Cont {
			break
		}
		plain += " " + strings.TrimSpace(stripInline(m.Text))
	}
	if len(plain) > 240 {
		return nil
	}
	loc := reTrailHandleOwners.FindStringIndex(plain)
	if loc == nil || loc[0] == 0 {
		return nil
	}
	head := strings.TrimRight(strings.TrimSpace(plain[:loc[0]]), " .,;:-–—")
	words := strings.Fields(head)
	if len(words) < 2 || trailHandleObject[strings.ToLower(strings.Trim(words[len(words)-1], "*_,.:"))] {
		return nil
	}
	// "more lint rules? Handle existing warnings first @angie": the
	// work is the sentence after the question.
	work := head
	if k := strings.LastIndexAny(head, "?？"); k >= 0 {
		_, size := utf8.DecodeRuneInString(head[k:])
		work = strings.TrimSpace(head[k+size:])
	}
	if work == "" || isQuestion(work) || !workVerbFirst(work) {
		return nil
	}
	c := &extract.Candidate{Syntax: "trailing-handles"}
	for _, h := range reHandle.FindAllString(plain[loc[0]:], 4) {
		c.Owners = append(c.Owners, strings.TrimPrefix(h, "@"))
	}
	if len(c.Owners) == 0 {
		return nil
	}
	c.Assignee = strings.Join(c.Owners, ", ")
	// (titled cuts a due from the title it is given: the one cut from
	// the work is set after it, "draft the notes by Friday @dana".)
	title, due := cutDue(work)
	if !titled(c, title) {
		return nil
	}
	if c.Due == "" {
		c.Due = due
	}
	return c
}
