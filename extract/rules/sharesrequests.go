package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Issue 28 (helper en-trials34): course and capstone teams' minutes write
// who does what as a list under a line that announces the division of
// the work ("**Task assignments finalised:**", "The following division
// of labour was set:"), often outside any "Action items" section:
//
//   - the person first and the share after the colon: "- Dana: search
//     page, filters";
//   - the share first and the person after a dash the colon opens:
//     "- **Part 1:** - Dana";
//   - a share split into parts, its parts nested under it: "- **Part 2:**"
//     over "  - **2.1:** - Dana, Lee".

// reColonDash: a colon followed by a dash that only separates the label
// from its value ("Part 1: - Dana").
var reColonDash = regexp.MustCompile(`([:：])\s+[-–—]\s+`)

// reNumberedPart: a share labelled by its number alone ("2.1: Dana").
var reNumberedPart = regexp.MustCompile(`^(\d+(?:\.\d+)*)([:：]\s.*)$`)

// assignedShare reads list item n of an assignment list as a person's
// share of the work or a share's people; nil when it is neither.
func (p *parser) assignedShare(n doc.Node, text string) *extract.Candidate {
	if n.Kind != doc.ListItem || !p.assignmentList(n) {
		return nil
	}
	plain := reColonDash.ReplaceAllString(strings.TrimSpace(stripInline(text)), "$1 ")
	if m := reTaskColonNames.FindStringSubmatch(plain); m != nil && dateLabel(m[1]) {
		// "Aug 4, 2020: Martin" in a rota: a date's person, no share.
		return nil
	}
	if m := reNumberedPart.FindStringSubmatch(plain); m != nil && n.Parent >= 0 {
		// "2.1: Dana" under "Part 2:": the part is named by its parent.
		if parent := strings.TrimRight(strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text)), ":： "); parent != "" && len(strings.Fields(parent)) <= 6 {
			plain = parent + " " + m[1] + m[2]
		}
	}
	// "Dana: search page, filters": the people before the colon, their
	// share after it; a person the notes know goes first, so that a
	// share in capitals is never read as people.
	if c := p.personThenShare(plain, true); c != nil {
		return c
	}
	if m := reTaskColonNames.FindStringSubmatch(plain); m != nil && allShaped(splitOwners(m[1])) && !allShaped(splitOwners(m[2])) {
		// "Nora: Search page": a name before, words that are no names
		// after.
		return p.personThenShare(plain, false)
	}
	if c := p.taskThenOwners(n, plain); c != nil {
		return c
	}
	return p.personThenShare(plain, false)
}

// personThenShare reads "Name(s): share"; with knownOnly every name must
// be one the notes know, else a capitalised name will do.
func (p *parser) personThenShare(plain string, knownOnly bool) *extract.Candidate {
	m := reTaskColonNames.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	who, share := strings.TrimSpace(m[1]), strings.TrimSpace(m[2])
	owners := splitOwners(who)
	if len(owners) == 0 || len(owners) > 4 || len(strings.Fields(share)) > 12 || p.allPeople(splitOwners(share), true) {
		return nil
	}
	for _, o := range owners {
		l := strings.ToLower(o)
		if notNames[l] || groupOwners[l] || commonLower[l] || enImperatives[l] {
			return nil
		}
		if !p.known(o) && (knownOnly || !assigneeShaped(o)) {
			return nil
		}
	}
	c := &extract.Candidate{Assignee: strings.Join(owners, ", "), Owners: owners, Syntax: "assignment-owner-colon"}
	if !titled(c, share) {
		return nil
	}
	return c
}

// allShaped: every one of owners looks like a person's name.
func allShaped(owners []string) bool {
	for _, o := range owners {
		if !assigneeShaped(o) {
			return false
		}
	}
	return len(owners) > 0
}

// Client and supervisor meetings list what the client or supervisor asked
// the team to change: "- Supervisor requested improvements to the map
// view:" over "  - Enlarge the legend", or a section "Suggestions from
// the supervisor" over "- Login page: Add a sign-up link". An item of such
// a list that opens with a verb of work (after a short topic label) is
// the team's work, with no one named for it yet; an item that reports
// ("General feedback was positive") is not.

// reRequestLead: a lead-in that says someone asked for changes.
var reRequestLead = regexp.MustCompile(`(?i)\b(?:requested|asked\s+for|suggested|recommended|would\s+like)\b`)

// reRequestSection: a section whose title says its items are someone's
// requests or suggestions for the team.
var reRequestSection = regexp.MustCompile(`(?i)\b(?:suggestions?|requests?|recommendations?|change\s+requests?)\s+(?:from|by|of)\b|\b(?:supervisor|client|tutor|mentor|customer|stakeholder)['’]?s?\s+(?:suggestions?|requests?|recommendations?)\b`)

// reTopicThenVerb: a short topic label, a colon, then the rest.
var reTopicThenVerb = regexp.MustCompile(`^([^:：]{2,40}?)\s*[:：]\s+(\S.*)$`)

// requestedChange reads list item n as a change someone asked for.
func (p *parser) requestedChange(n doc.Node, text string) *extract.Candidate {
	if n.Kind != doc.ListItem || len(text) > maxItemBytes || finishedItem(text, n.Checkbox, secInfo{}) || !p.requestList(n) {
		return nil
	}
	plain := strings.TrimSpace(stripInline(text))
	if m := reTopicThenVerb.FindStringSubmatch(plain); m != nil && len(strings.Fields(m[1])) <= 4 {
		// "Login page: Add a sign-up link": the topic is no part of it.
		if f := strings.Fields(m[2]); changeVerb(f[0]) {
			plain = m[2]
		}
	}
	f := strings.Fields(plain)
	if len(f) < 3 || !changeVerb(f[0]) || !unicodeUpperFirst(f[0]) {
		return nil
	}
	return subjectless("requested-change", plain, "")
}

// requestList: item n stands in a section of requests, or under a
// lead-in closed by a colon that says someone asked for changes.
func (p *parser) requestList(n doc.Node) bool {
	if n.Section != nil && reRequestSection.MatchString(n.Section.Title) {
		return true
	}
	t, ok := p.colonLeadIn(n)
	return ok && reRequestLead.MatchString(t)
}

// unicodeUpperFirst: w opens with a capital, as an item's first word does.
func unicodeUpperFirst(w string) bool {
	for _, r := range w {
		return r >= 'A' && r <= 'Z'
	}
	return false
}

// changeVerbs: verbs a request for a change opens with, beside the verbs
// of work ("Enlarge the legend", "Include a task list").
var changeVerbs = wordSet(`include allow ensure enhance increase decrease display show enlarge reduce highlight simplify support improve rename separate replace clarify expand shorten split provide adjust change modify fix update refine limit hide distinguish differentiate`)

// changeVerb: w opens a requested change.
func changeVerb(w string) bool {
	l := strings.ToLower(strings.Trim(w, "*_,.:"))
	return changeVerbs[l] || workVerb(l)
}

// dateLabel: label is a date and nothing else ("Aug 4, 2020", "12/05").
func dateLabel(label string) bool {
	if !reReleaseDate.MatchString(label) {
		return false
	}
	rest := strings.Trim(reReleaseDate.ReplaceAllString(label, ""), " ,.-–/0123456789")
	return rest == ""
}
