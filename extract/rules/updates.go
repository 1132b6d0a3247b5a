package rules

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A status meeting gives each person a section of their own: a parent
// item or heading that names one person ("* Update from Shiva:", "*
// Lars" under "* Current work updates", "## Ana's update") and under it
// what that person reports. The reports that say what they are doing or
// will do next ("Working on refining cloud group status.", "Continue on
// CueGUI unit tests.", "Starting work on tests", "Will send some
// snippets…", "Need to add a test for …") are that person's open work,
// and the series' continuity reads them as such (issue 27): a later
// meeting restates an open task in exactly these words. What the person
// finished ("Updated design doc…"), asked ("any update on X?") or
// discussed stays a report.

// reUpdateLabel: a label that introduces one person's report, the name
// in group 1, 2 or 3: "Update from Shiva", "Status updates from Ana",
// "Shiva's update", "Ana's status", "Update (Ana)", "Update - Ana".
var reUpdateLabel = regexp.MustCompile(`(?i)^(?:(?:status|progress|weekly|work)\s+)?updates?\s+(?:from|by)\s+@?(\S.{0,30}?)$` +
	`|^@?(\S.{0,30}?)['’]s?\s+(?:(?:status|progress|weekly|work)\s+)?(?:updates?|status|progress|report)$` +
	`|^(?:(?:status|progress)\s+)?updates?\s*(?:[(（]\s*@?([^)）]{1,30}?)\s*[)）]|[-–—]\s*@?(\S.{0,30}?))$`)

// updateOwner is the person a label of their report names ("Update
// from Shiva:"), when the notes or the roster know them as a person
// (never a group, never a topic); "".
func (p *parser) updateOwner(text string) string {
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(text)), ":： "))
	if len(t) > 64 {
		return ""
	}
	m := reUpdateLabel.FindStringSubmatch(t)
	if m == nil {
		return ""
	}
	name := strings.TrimSpace(m[1] + m[2] + m[3] + m[4])
	// "Jake's Updates:": the possessive says the report is a person's, so
	// a capitalised given name the attendee list writes in full
	// ("Jacob Hackman") still names them.
	possessive := m[2] != "" && len(strings.Fields(name)) == 1 && unicode.IsUpper([]rune(name)[0]) && !groupOwners[strings.ToLower(name)]
	if name == "" || notNames[strings.ToLower(name)] || !p.progressOwner(name) && !possessive || p.teamScope(name) != "" || !nameShaped(name) {
		return ""
	}
	return name
}

// updateScope is the person whose report n is part of: the nearest
// enclosing item that is a person's name or the label of their report
// (a few levels up, as ancestorOwner reads), else the nearest heading
// that labels a person's report ("## Update from Ana"). A heading that
// is only a name is not read here: it as often names who presents a
// topic as whose work it lists.
//
// A sub-label between the line and the person ("- @ana" / "  - Next:" /
// "    - Continue working on …") makes the person's report a template of
// labelled lists (done, next, blocked) that the label rules read, not
// this one: the line is none of theirs here.
func (p *parser) updateScope(n doc.Node) string {
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		m := p.d.Nodes[j]
		if o := p.itemPerson(m); o != "" {
			return o
		}
		if t := strings.TrimSpace(stripInline(stripEmphasis(m.Text))); strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：") {
			return ""
		}
	}
	for s := n.Section; s != nil; s = s.Parent {
		if o := p.updateOwner(s.Title); o != "" {
			return o
		}
	}
	return ""
}

var (
	// reUpdateOngoing: a report of work the person goes on with or has
	// begun, the work in group 1: "Continue on CueGUI unit tests",
	// "Continuing work on …", "Still working on …", "Starting work on
	// tests", "Started on the migration".
	reUpdateOngoing = regexp.MustCompile(`(?i)^(?:still\s+)?(?:continu(?:e|es|ed|ing)(?:\s+(?:on|with|to\s+work\s+on|work(?:ing)?\s+on))?|keeps?\s+working\s+on|(?:still\s+)?working\s+on|starting\s+(?:work(?:ing)?\s+on|on))\s+(\S.*)$`)
	// reUpdateNext: what the person will do next, the verb in group 1:
	// "Will send some snippets …", "Need to work on packaging", "Next:
	// write the migration guide", "Plan to add …", "Going to …".
	reUpdateNext = regexp.MustCompile(`(?i)^(?:will|needs?\s+to|plans?\s+to|planning\s+(?:to|on)|aims?\s+to|aiming\s+to|going\s+to|(?:next\s+)?would\s+like\s+to|next(?:\s+step)?\s*(?:[:：]|is\s+to|is|will)\s*)\s*(\p{L}+)\s+(\S.*)$`)
	// reUpdateParenWill: the person's next step in a parenthesis of a
	// status ("Auditing the search page, half done (will push the notes
	// later today)").
	reNextStepIs      = regexp.MustCompile(`(?i)^next(?:\s+step)?\s*is\s`)
	reUpdateParenWill = regexp.MustCompile(`(?i)\(\s*will\s+(\p{L}+)\s+([^()]+?)\s*\)`)
)

// reGerundReport: a line that opens with an -ing word of work but looks
// back or waits on others ("Looking back to the last sync, we did not
// reach …", "Looking for feedback on the process"), or goes on to tell
// what was done: a report, not work.
var reGerundReport = regexp.MustCompile(`(?i)^looking\s+(?:back|forward|for\s+(?:feedback|input|help|volunteers?|reviewers?|comments|ideas|suggestions|thoughts))\b|\b(?:we|i|he|she|they)\s+(?:did|didn['’]t|was|were|wasn['’]t|weren['’]t|had|hadn['’]t)\b`)

// talkVerbs: what a person will say or weigh, not work they will do
// ("Will think about …", "Need to discuss …"). "Will work on …", vague
// for a group, is the person's own work here.
var talkVerbs = map[string]bool{"think": true, "talk": true, "discuss": true, "consider": true, "agree": true, "keep": true}

// updateLine reads list item i of a person's report (updateScope) as
// their open work when it says they go on with it, have started it or
// will do it next, or opens with a verb of work in -ing ("Refining the
// approach to mocking"); nil otherwise. Work they go on with is marked as
// a progress line, so that the series links it to the open task it
// restates and files it only when there is none.
func (p *parser) updateLine(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes {
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	if plain == "" || isQuestion(plain) || reNotWork.MatchString(plain) {
		return nil
	}
	if si := p.section(n.Section); si.done || si.decision {
		return nil
	}
	owner := p.updateScope(n)
	if owner == "" {
		return nil
	}
	c := &extract.Candidate{Assignee: owner, Owners: []string{owner}, Syntax: "person-update"}
	var work string
	m := reUpdateNext.FindStringSubmatch(plain)
	if m != nil && strings.HasSuffix(strings.ToLower(m[1]), "ing") && reNextStepIs.MatchString(plain) {
		// "Next step is collecting the survey answers": the gerund is
		// the work.
		if !workGerund(m[1]) {
			return nil
		}
		m[1] = gerundVerb(strings.TrimSuffix(strings.ToLower(m[1]), "ing"))
	}
	if pm := reUpdateParenWill.FindStringSubmatch(plain); m == nil && pm != nil && !reNotWork.MatchString(pm[0]) {
		m = pm
	}
	switch {
	case m != nil:
		verb := strings.ToLower(m[1])
		if weakButCommitted(m[1] + " " + m[2]) {
			// "Aims to have the basics done by Thursday".
		} else if !enImperatives[verb] && !enImperativesMore[verb] && !(workVerb(verb) || verbSlot(m[1]+" "+m[2]) == vsVerb) || reWeakVerb.MatchString(verb) || talkVerbs[verb] {
			return nil
		}
		work = m[1] + " " + m[2]
	default:
		if m := reUpdateOngoing.FindStringSubmatch(plain); m != nil {
			work = m[1]
		} else if workGerund(firstWord(plain)) && !reGerundReport.MatchString(plain) {
			work = plain
		} else {
			return nil
		}
		c.Restates = extract.RestatesProgress
	}
	title, due := cutDue(work)
	title = cleanTitle(strings.TrimSpace(strings.Trim(strings.TrimRight(title, ".!"), " -–—:,")))
	if title == "" {
		return nil
	}
	c.Title, c.Due = title, due
	return c
}
