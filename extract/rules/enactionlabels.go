package rules

// Readings found on infrastructure, release and CI team minutes (issue 28:
// weekly infra/ops/release syncs of open-source projects, teams nobody
// tuned on). Each is read from the shape of the line and from who the
// notes say attended, never from a team's words:
//
//   - an action label written straight before its owner ("Action Dana:
//     rotate the keys", "AI Lee & Kim: …", "(Action) Sam to …"): the
//     label marks the line, the name before the colon owns it;
//   - a full name the notes know (an attendee, an observer, someone who
//     sent apologies) opening or closing an item of an action list with
//     no separator: "Dana Smith make the mirror list", "Renew the
//     certificate **Dana Smith**", "Filter the logs Dana Smith, Lee Park";
//   - a roll call written as one comma-separated line under its label
//     ("* Observers:" / "  - Dana Smith, Lee Park"; "* TC Attendees" /
//     "  * Dana Smith, present"), and the labels of people who watch or
//     send apologies: each name is a person;
//   - "Name Surname and Name Surname to …": several full names before
//     the commitment; "Dana with Lee to …" when both are people the
//     notes know;
//   - after an owner's label, a verb of work that opens the task ("Dana:
//     Push to the release branch") is the task's verb, not a second
//     owner;
//   - an owned task followed by a question ("Dana: Ask Lee about the
//     runners. Anything to demo?") stays the task: the question is a
//     second sentence about it;
//   - a heading that joins the agenda and the notes ("Agenda and Notes")
//     holds the minutes: its lines are read as notes, not as an agenda
//     whose names only report;
//   - lines that are no new work are no possible action either: a
//     struck-through line (done or dropped), and the items of a review of
//     earlier actions that carries no marks (their state is unknown, and
//     the review restates work already registered).

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

var (
	// reActionNameColon: an action label, then the owner's name(s), then
	// a colon: "Action Dana: …", "AI Lee & Kim: …", "**Action Dana**: …".
	reActionNameColon = regexp.MustCompile(`^(?:\*\*|\*|__|_)?(?i:action(?:\s+items?)?|ai|todo|follow[- ]?up)\s+((?:@?[\p{Lu}][\p{L}'’.-]*)(?:\s+[\p{Lu}][\p{L}'’.-]*){0,2}(?:\s*(?:,|&|/|\band\b)\s*@?[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,2})*)\s*(?:\*\*|\*|__|_)?\s*[:：]\s*(\S.*)$`)
	// reBoldActionName: the action label and its owner(s) set in bold,
	// the work after the bold with no colon: "**Action Dana** rotate the
	// keys", "**ACTION Lee & Kim** Set up the vote". The bold closes the
	// owner as a colon would.
	reBoldActionName = regexp.MustCompile(`^(?:\*\*|__)(?i:action(?:\s+items?)?|ai|todo)\s+((?:@?[\p{Lu}][\p{L}\'’.-]*)(?:\s+[\p{Lu}][\p{L}\'’.-]*){0,2}(?:\s*(?:,|&|/|\band\b)\s*@?[\p{Lu}][\p{L}\'’.-]*(?:\s+[\p{Lu}][\p{L}\'’.-]*){0,2})*)\s*(?:\*\*|__)\s*[:：-]?\s*(\S.*)$`)
	// reParenActionLead: "(Action) Sam to …", "[AI] …": a bracketed
	// action label opening the line.
	reParenActionLead = regexp.MustCompile(`^[(\[]\s*(?i:action(?:\s+items?)?|ai|todo)\s*[)\]]\s*[:：-]?\s*(\S.*)$`)
	// reActionOnNameTo: the action put on a person, then the work:
	// "Action on Carol to check …", "Action item for Bob and Dave to …".
	reActionOnNameTo = regexp.MustCompile(`^(?:(?i:action(?:\s+items?)?)|AI)\s+(?i:on|for)\s+(@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?(?:\s*(?:,|&|\band\b)\s*@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?)*\s+to\s+\p{Ll}.*)$`)
	// reRollLabel: a label over people: who attended, watched, or sent
	// apologies.
	reRollLabel = regexp.MustCompile(`^(?:[\p{L}]+\s+)?(?:attendees|attendance|participants|present|observers?|observing|apologies|regrets|absent|guests)\s*[:：]?$`)
	// reNameShaped: one to three capitalised words (a person's name).
	reNameShaped = regexp.MustCompile(`^@?[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,2}$`)
	// reNameSuffixDot: a name's suffix closing the line ("… Sam Hill Jr.").
	reNameSuffixDot = regexp.MustCompile(`\s(?:Jr|Sr|Jnr|Snr)\.$`)
	// reWithPairTo: "Dana with Lee to get a quote".
	reWithPairTo = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?)\s+with\s+([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?)\s+to\s+(\p{Ll}.+)$`)
	// reAgendaAndNotes: a heading that joins the agenda with the notes
	// taken under it ("Agenda and Notes", "Agenda & minutes").
	reAgendaAndNotes = regexp.MustCompile(`^(?:agenda\s*(?:and|&|/|\+)\s*(?:notes|minutes|meeting\s+notes|discussion)|(?:notes|minutes)\s*(?:and|&|/|\+)\s*agenda)$`)
	// reMultiNameTo: several full names, then the commitment: "Dana
	// Smith and Lee Park to go through the inventory".
	reMultiNameTo = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?(?:\s*(?:,\s*and\b|,|&|\band\b)\s*[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?)+)\s+(?:to|will|need\s+to)\s+(\p{Ll}.+)$`)
)

// reActionOnNameColon / reTrailActionOn: an action label that says whom
// it is on, opening the line before a colon ("Action on MS: …", "AI for
// Lee & Kim: …") or closing it after a dash or in parentheses ("… -
// action on Miranda", "… (action for Dana)").
var (
	reActionOnNameColon = regexp.MustCompile(`^(?i:action(?:\s+items?)?|ai)\s+(?i:on|for)\s+(` + actionOnNames + `)\s*[:：]\s*(\S.*)$`)
	reTrailActionOn     = regexp.MustCompile(`^(\S.{2,}?)\s*(?:[-–—]|\()\s*(?i:action(?:\s+items?)?|ai)\s+(?i:on|for)\s+(` + actionOnNames + `)\s*\)?\s*[.]?$`)
)

// actionOnNames: one or more capitalised names or handles.
const actionOnNames = `@?[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?(?:\s*(?:,|&|/|\band\b)\s*@?[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)*`

// onOwners: the names after "action on" are owners, not a label's noun
// ("Action on Items: …").
func onOwners(names string) bool {
	for _, o := range splitOwners(names) {
		first := strings.ToLower(strings.Fields(strings.TrimPrefix(strings.TrimSpace(o), "@") + " x")[0])
		if notLabelNames[first] || workVerb(first) {
			return false
		}
	}
	return true
}

// notLabelNames: capitalised words that follow an action label and are
// no owner ("Action Items: …", "AI Review: …").
var notLabelNames = map[string]bool{"items": true, "item": true, "points": true, "point": true, "required": true, "needed": true, "plan": true, "list": true, "review": true, "summary": true, "taken": true, "log": true, "register": true, "tracker": true, "update": true, "updates": true, "status": true, "owner": true, "owners": true, "none": true, "all": false}

// actionNameColon rewrites "Action Dana: rotate the keys" as "Action
// (Dana): rotate the keys" (the marker's own form for an owner), and
// "(Action) Sam to …" and "Action on Sam to …" as "Action: Sam to …";
// else "".
func (p *parser) actionNameColon(text string) string {
	t := strings.TrimSpace(text)
	if m := reParenActionLead.FindStringSubmatch(t); m != nil {
		return "Action: " + m[1]
	}
	if m := reActionOnNameTo.FindStringSubmatch(t); m != nil {
		return "Action: " + m[1]
	}
	// "Action on MS: make it clear …", "… - action on Miranda": the
	// preposition says the name is whom the action is on, so the name
	// need not be one the notes know or repeat.
	if m := reActionOnNameColon.FindStringSubmatch(t); m != nil && onOwners(m[1]) {
		return "Action (" + strings.TrimSpace(m[1]) + "): " + m[2]
	}
	if m := reTrailActionOn.FindStringSubmatch(t); m != nil && onOwners(m[2]) {
		return "Action (" + strings.TrimSpace(m[2]) + "): " + strings.TrimSpace(m[1])
	}
	m, tagged := reActionNameColon.FindStringSubmatch(t), false
	if m == nil {
		// "**Meekail Action**: Draft …", "[name=Adrin] Action: Make …":
		// the owner written before the label.
		if m, tagged = p.nameFirstAction(t); m == nil {
			return ""
		}
	}
	if !tagged && !p.actionLabelOwners(m[1]) {
		return ""
	}
	return "Action (" + strings.TrimSpace(m[1]) + "): " + m[2]
}

// nameFirstAction matches t as names before an action label
// (reNameActionColon) where each name is a person's: a HackMD author tag
// ("[name=Adrin]", tagged: a person by construction), or a name the notes
// know ("Open Source Wallets In Action: …" names none).
func (p *parser) nameFirstAction(t string) (m []string, tagged bool) {
	if m = reNameActionColon.FindStringSubmatch(t); m == nil {
		return nil, false
	}
	if strings.Contains(m[0][:len(m[0])-len(m[2])], "[name=") {
		return m, true
	}
	for _, o := range splitOwners(m[1]) {
		if !p.known(strings.TrimPrefix(strings.TrimSpace(o), "@")) {
			return nil, false
		}
	}
	return m, false
}

// reNameActionColon: one to three names, bracketed or not, then an action
// label closed by a colon or by the bold around both ("**Meekail
// Action**: Draft …", "**[Adrin] Action** Make …", "Dana Action: …").
var reNameActionColon = regexp.MustCompile(`^(?:\*\*|__)?(?:\[(?:name=)?)?((?:@?[\p{Lu}][\p{L}'’.-]*)(?:\s+[\p{Lu}][\p{L}'’.-]*){0,2}(?:\s*(?:,|&|/|\band\b)\s*@?[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,2})*)\]?\s+(?i:action(?:\s+items?)?|ai|todo)(?:\s*(?:\*\*|__)\s*[:：-]?|\s*[:：])\s*(\S.*)$`)

// boldActionName rewrites "**Action Dana** rotate the keys" (the label
// and owner in bold, no colon) as "Action (Dana): rotate the keys"; else
// "". Read before the bold marks are dropped: the bold's end is where
// the owner ends.
func (p *parser) boldActionName(text string) string {
	m, tagged := reBoldActionName.FindStringSubmatch(strings.TrimSpace(text)), false
	if m == nil && (strings.HasPrefix(text, "**") || strings.HasPrefix(text, "__")) {
		// "**Adrin Action** Make a private channel …".
		m, tagged = p.nameFirstAction(strings.TrimSpace(text))
	}
	if m == nil || !tagged && !p.actionLabelOwners(m[1]) {
		return ""
	}
	return "Action (" + strings.TrimSpace(m[1]) + "): " + m[2]
}

// actionLabelOwners: every name after an action label is an owner — a
// person the notes know, or a name they write more than once ("Action
// Usage: …" once is a label's noun, no owner).
func (p *parser) actionLabelOwners(names string) bool {
	for _, o := range splitOwners(names) {
		o = strings.TrimPrefix(strings.TrimSpace(o), "@")
		first := strings.ToLower(strings.Fields(o + " x")[0])
		if o == "" || notLabelNames[first] || !p.known(o) && (workVerb(first) || !p.personLike(o, false) || !p.recurs(strings.Fields(o)[0])) {
			return false
		}
	}
	return true
}

// secondOwner: after an owner's label ("Dana: …") the task read again
// names an owner of its own only when that owner is a person the notes
// know or the words after it open with a verb of work ("TAC Election:
// Sean to email …"); "Dana: Push to the release branch" is Dana's task,
// its verb capitalised.
func (p *parser) secondOwner(inner *extract.Candidate) bool {
	return slices.ContainsFunc(inner.Owners, p.known) || workVerbFirst(inner.Title)
}

// fullNameKnown: s is a full name (two or three capitalised words) the
// notes or the roster know.
func (p *parser) fullNameKnown(s string) bool {
	s = strings.Trim(strings.TrimSpace(s), ".,;:")
	f := strings.Fields(s)
	if len(f) < 2 || len(f) > 3 || !reNameShaped.MatchString(s) {
		return false
	}
	return p.known(s) || p.known(strings.TrimRight(s, "."))
}

// objectLead: words after which a name is the work's object or company,
// not its owner ("Set up a call with Dana Smith", "Email Lee Park").
var objectLead = map[string]bool{"with": true, "to": true, "for": true, "from": true, "by": true, "about": true, "of": true, "and": true, "cc": true, "email": true, "contact": true, "ask": true, "ping": true, "invite": true, "call": true, "meet": true, "thank": true, "thanks": true, "tell": true, "remind": true, "introduce": true, "add": true, "give": true, "send": true, "help": true, "onboard": true}

// knownNameEdge: in an action list, full names the notes know opening
// the item before its verb ("Dana Smith make the mirror list") or
// closing it ("Renew the certificate Dana Smith", "… Dana Smith, Lee
// Park"): the owners and the work; ok false otherwise.
func (p *parser) knownNameEdge(plain string) (owners []string, rest string, ok bool) {
	// A closing full stop is no part of a name, unless it ends one
	// ("Sam Hill Jr.").
	body := strings.TrimSpace(plain)
	if !reNameSuffixDot.MatchString(body) {
		body = strings.TrimSpace(strings.TrimRight(body, "."))
	}
	f := strings.Fields(body)
	if len(f) < 3 {
		return nil, "", false
	}
	// Closing: the longest run of known full names at the end.
	for i := 1; i <= len(f)-2; i++ {
		tailText := strings.Join(f[i:], " ")
		parts := splitOwners(tailText)
		if len(parts) == 0 || len(parts) > 4 {
			continue
		}
		all := true
		for _, o := range parts {
			if !p.fullNameKnown(o) {
				all = false
				break
			}
		}
		if !all {
			continue
		}
		before := strings.ToLower(strings.Trim(f[i-1], ",;:-–—"))
		if objectLead[before] || strings.HasSuffix(f[i-1], ",") && len(parts) == 1 {
			return nil, "", false
		}
		work := strings.TrimRight(strings.Join(f[:i], " "), " -–—:,;")
		if len(strings.Fields(work)) < 2 {
			return nil, "", false
		}
		return parts, work, true
	}
	// Opening: a known full name, then a verb of work (any case) or a
	// lower-case word.
	for k := 3; k >= 2; k-- {
		if len(f) <= k+1 {
			continue
		}
		name := strings.Join(f[:k], " ")
		if !p.fullNameKnown(name) {
			continue
		}
		next := f[k]
		r := []rune(next)
		if workVerb(strings.ToLower(next)) || unicode.IsLower(r[0]) && !objectLead[strings.ToLower(next)] && next != "is" && next != "was" && next != "has" {
			return []string{name}, strings.Join(f[k:], " "), true
		}
	}
	// "Alice review PR #512": one name the notes know (an attendee, the
	// roster), then a verb of work.
	if r := []rune(f[0]); len(f) >= 3 && unicode.IsUpper(r[0]) && p.known(f[0]) && !notNames[strings.ToLower(f[0])] && workVerb(strings.ToLower(f[1])) {
		return []string{f[0]}, strings.Join(f[1:], " "), true
	}
	return nil, "", false
}

// attendanceWords: a person's state written after their name in a roll.
var attendanceWords = map[string]bool{"present": true, "absent": true, "excused": true, "regrets": true, "apologies": true, "remote": true, "online": true, "in person": true, "late": true, "left early": true}

// rollNames: the people of one roll-call item under a label over people
// ("* Observers:" / "  - Dana Smith, Lee Park"); nil when the item is not
// such a list.
func rollNames(parent, item string) []string {
	if !reRollLabel.MatchString(strings.ToLower(strings.TrimSpace(parent))) {
		return nil
	}
	var out []string
	for _, part := range strings.Split(item, ",") {
		part = strings.Trim(strings.TrimSpace(reParen.ReplaceAllString(part, " ")), " .@*_")
		if part == "" || attendanceWords[strings.ToLower(part)] {
			// "Dana Smith, present": the name's state in the roll.
			continue
		}
		if !reNameShaped.MatchString(part) {
			return nil
		}
		out = append(out, part)
	}
	return out
}

// multiNameTo: "Dana Smith and Lee Park to go through the inventory":
// owners (every name a person the notes know, or name-shaped when the
// line has at least one the notes know) and the work.
func (p *parser) multiNameTo(plain string) (owners []string, rest string, ok bool) {
	return p.namesTo(plain, false)
}

// markedNamesTo is multiNameTo after an action marker ("Action Item:
// Lucas Pardue and Matt Joras to complete …"): the marker says the line
// assigns, so full names (a given name and a surname each) need not be
// ones the notes list.
func (p *parser) markedNamesTo(plain string) (owners []string, rest string, ok bool) {
	return p.namesTo(plain, true)
}

func (p *parser) namesTo(plain string, marked bool) (owners []string, rest string, ok bool) {
	if w := reWithPairTo.FindStringSubmatch(strings.TrimSpace(plain)); w != nil && p.known(w[1]) && p.known(w[2]) {
		// "Dana with Lee to get a quote": both people the notes know
		// share the work.
		return []string{w[1], w[2]}, w[3], true
	}
	m := reMultiNameTo.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil {
		return nil, "", false
	}
	parts := splitOwners(m[1])
	if len(parts) < 2 {
		return nil, "", false
	}
	anyKnown, allFull := false, true
	for _, o := range parts {
		if p.known(o) || p.fullNameKnown(o) {
			anyKnown = true
		} else if !reNameShaped.MatchString(o) || workVerb(strings.ToLower(strings.Fields(o)[0])) {
			return nil, "", false
		}
		allFull = allFull && len(strings.Fields(o)) == 2
	}
	if !anyKnown && !(marked && allFull) {
		return nil, "", false
	}
	return parts, m[2], true
}

// taskThenQuestion: an owned or imperative first sentence, then a
// question about it ("Dana: Ask Lee about the runners. Anything to
// demo?"): the line is the task, not a question to the group.
func (p *parser) taskThenQuestion(plain string) bool {
	q := strings.IndexAny(plain, "?？")
	if q < 0 {
		return false
	}
	dot := strings.LastIndex(plain[:q], ". ")
	if dot <= 0 {
		return false
	}
	first := strings.TrimSpace(plain[:dot])
	if m := reNameDash.FindStringSubmatch(first); m != nil && p.plausibleOwner(m[1]) {
		return workVerbFirst(m[2])
	}
	// "Define the submission standard. What will the query return?": a
	// step, then the question it leaves open.
	if capitalStep(first) && workVerbFirst(first) {
		return true
	}
	// "The conference replacement: talk to Shane. What is the format?":
	// the topic set off by a colon, then the step and its question.
	if m := reTopicColonStep.FindStringSubmatch(first); m != nil {
		return workVerbFirst(m[1])
	}
	return false
}

// reTopicColonStep: a short topic, its colon, then the rest of the
// sentence.
var reTopicColonStep = regexp.MustCompile(`^[^:：]{2,60}[:：]\s+(\S.*)$`)

// notNewWorkLine: a struck-through line, or an item of a review of
// earlier actions without any marks: no possible action.
func (p *parser) notNewWorkLine(i int) bool {
	n := p.d.Nodes[i]
	if p.ownerDetail(n) {
		return true
	}
	raw := strings.TrimSpace(n.Text)
	if strings.HasPrefix(raw, "~~") && strings.HasSuffix(strings.TrimRight(raw, " ."), "~~") && strings.Count(raw, "~~") == 2 || pageNavLink(raw) {
		return true
	}
	if n.Kind != doc.ListItem || n.Parent < 0 {
		return false
	}
	// Only a review that names the actions it reviews ("Action item
	// review", "Review of last week's actions"), and only an item with no
	// detail under any of its items: a state written under an item ("Blocked on …",
	// "On the agenda") is news about it, worth a reader's look.
	parent := normHeading(strings.TrimRight(stripInline(p.d.Nodes[n.Parent].Text), ":： "))
	if !reActionNoun.MatchString(parent) || !reEarlierActions.MatchString(parent) || p.reviewMarked(n) {
		return false
	}
	for j, m := range p.d.Nodes {
		if m.Kind == doc.ListItem && m.Parent == n.Parent && p.hasChildren(j) {
			return false
		}
	}
	return true
}

// emptyActionAbove: "Action Items" / "------" / "Dana" / "----" / "- …":
// an action heading with nothing under it heads the person headings of
// its level that follow it (minutes written with reStructuredText
// underlines give every title the same level). True when the headings
// between s and such an action heading are all people's.
func (p *parser) emptyActionAbove(s *doc.Section) bool {
	for j := p.nodeAt(s.Line) - 1; j >= 0 && p.d.Nodes[j].Line >= s.Line-400; j-- {
		m := p.d.Nodes[j]
		if m.Kind != doc.Heading {
			continue
		}
		if m.Level != s.Level {
			return false
		}
		if !isActionHeading(normHeading(m.Text)) {
			if p.personPartHeading(m) {
				// ("Eli's Notes": a person's part of the list too,
				// namedworkheading.go.)
				continue
			}
			return false
		}
		return p.emptyBelow(j)
	}
	return false
}

// An item's owner written on a line of its own under it, without the
// "Assigned to:" label: "- [ ] Migrate the wiki" / "    - Lena Park",
// "- todo: drop the old hook" / "    - omar". Only the one nested line,
// and only names: a name among several nested lines lists something
// else (who attended, which projects), and is no owner.

// reNamesOnly: one to three names and nothing else ("Lena Park",
// "omar", "Ana / Ben", "@dana").
var reNamesOnly = regexp.MustCompile(`^@?\p{L}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*\.?)?(?:\s*(?:,|/|&|\band\b)\s*@?\p{L}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*\.?)?){0,2}$`)

// nameChild: the index and the owners of the one item nested under list
// item i when it only names people the notes know, or written as names
// are (capitalised); -1 and "" when there is no such line.
func (p *parser) nameChild(i int) (int, string) {
	if p.d.Nodes[i].Kind != doc.ListItem {
		return -1, ""
	}
	j := -1
	for k := range p.nestedItems(i) {
		if j >= 0 {
			return -1, ""
		}
		j = k
	}
	if j < 0 || p.d.Nodes[j].Parent != i || p.d.Nodes[j].Checkbox != 0 {
		return -1, ""
	}
	o := strings.TrimSpace(strings.Trim(strings.TrimSpace(stripInline(p.d.Nodes[j].Text)), "*_."))
	if len(o) > 60 || !reNamesOnly.MatchString(o) {
		return -1, ""
	}
	owners := splitOwners(o)
	for _, w := range owners {
		if w = strings.TrimPrefix(w, "@"); groupOwners[strings.ToLower(w)] || !p.known(w) && !p.namedAgain(w) {
			return -1, ""
		}
	}
	return j, o
}

// namedAgain: w, capitalised, reads as a person's name and the notes
// write it so more than once ("spencer" under a task where the
// attendees list "Spencer Krum"): a word once capitalised ("Yay") is
// no name the notes use.
func (p *parser) namedAgain(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	c := string(unicode.ToUpper(r)) + w[size:]
	return !reAcronym.MatchString(c) && p.allPeople([]string{c}, false) && p.recurs(c)
}

// ownerNameChildOf: node j is the name line nameChild reads under an
// item the rules took: a field of that action, no possible one.
func (p *parser) ownerNameChildOf(j int, taken map[int]bool) bool {
	n := p.d.Nodes[j]
	if n.Kind != doc.ListItem || n.Parent < 0 || !taken[n.Parent] {
		return false
	}
	k, _ := p.nameChild(n.Parent)
	return k == j
}

// reAssignedChild: an item's detail line that only says who owns it
// ("Assigned to: Dana Smith and Lee Park", "Owner: Dana").
var reAssignedChild = regexp.MustCompile(`^(?i:assigned\s+to|owners?|assignees?)\s*[:：]\s*(\S.{0,80})$`)

// childOwner: the owners an item's nested "Assigned to: …" line names
// ("- Review the charter" / "  * Assigned to: Dana Smith"); "" when no
// such line.
func (p *parser) childOwner(i int) string {
	for j := range p.nestedItems(i) {
		if m := reAssignedChild.FindStringSubmatch(strings.TrimSpace(stripInline(p.d.Nodes[j].Text))); m != nil {
			o := strings.TrimRight(strings.TrimSpace(m[1]), ".")
			if p.allPeople(splitOwners(o), false) {
				return o
			}
		}
	}
	return ""
}

// ownerDetail: the item is an "Assigned to: …" line nested under another
// item, whose owner it names: no action of its own.
func (p *parser) ownerDetail(n doc.Node) bool {
	if ownerLineKind(n) && reAssignedChild.MatchString(strings.TrimSpace(stripInline(n.Text))) {
		// "### Rework the retry" / "Assignee: @dana": the line owns the
		// heading above it (assigneeheading.go), whoever it names.
		if j := p.prevNonBlank(p.nodeAt(n.Line)); j >= 0 && p.d.Nodes[j].Kind == doc.Heading {
			return true
		}
	}
	if n.Kind != doc.ListItem || n.Indent == 0 || !reAssignedChild.MatchString(strings.TrimSpace(stripInline(n.Text))) {
		return false
	}
	// The item it details: the list item above it, written less
	// indented (a blank line between them changes nothing).
	for j := p.nodeAt(n.Line) - 1; j >= 0; j-- {
		m := p.d.Nodes[j]
		switch {
		case m.Kind == doc.Blank:
			continue
		case m.Kind != doc.ListItem:
			return false
		case m.Indent < n.Indent:
			return true
		}
	}
	return false
}

// quietInfraPossible: no possible action either — a commitment whose
// only "person" is a word the notes also write in lower case ("Machines
// will hopefully be deleted" beside "3 machines for the conference"): a
// sentence's capital, not a name. (A person leaving a role stays a
// possible action: TestRoleChangeAndDeniedNeed.)
func (p *parser) quietInfraPossible(i int, sig []extract.Signal) bool {
	persons, named := 0, false
	for _, s := range sig {
		switch {
		case s.Kind == extract.SignalPerson:
			w := strings.TrimSpace(s.Value)
			if strings.Contains(w, " ") || p.known(w) || !p.writtenLower(w) {
				return false
			}
			persons++
		case s.Kind == extract.SignalForm && (s.Value == formNamed || s.Value == formNamedThin):
			named = true
		case s.Kind == extract.SignalForm || s.Kind == extract.SignalDeadline:
			return false
		}
	}
	return persons > 0 && named
}

// reSpeakerMarker: a speaker's label, then an action label closed by a
// colon, a dash or a full stop, then the work: "Hadrian: Action Item.
// Clarify issue with Pavlik.", "Sam: ACTION: file the bug", "eP: TODO -
// update the draft".
var reSpeakerMarker = regexp.MustCompile(`^(@?[\p{L}][\p{L}\p{N}'’._-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,2})\s*[:：]\s*(?:\*\*|__)?((?i:action\s+items?|action|to-?do)|AIs?|APs?)(?:\*\*|__)?\s*(?:[.:：]|\s[-–—])\s*(\S.*)$`)

// speakerMarker rewrites "Hadrian: Action Item. Clarify issue with
// Pavlik." as "Action (Hadrian): Clarify issue with Pavlik.": minutes
// that record who spoke write the action that speaker took as a label
// in the turn, and the speaker takes it; else "". The label's owner must
// be a person the notes name; the work after the label may name its own
// owner ("Sam: Action: Kim to file the bug" is Kim's).
func (p *parser) speakerMarker(text string) string {
	m := reSpeakerMarker.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || !p.actionLabelOwners(m[1]) {
		return ""
	}
	// The turn goes on after the work ("… for resolution. Future action,
	// not ready today."): the action is its first sentence.
	work := m[3]
	if ss := sentences(work); len(ss) > 1 && ss[0] != "" {
		work = ss[0]
	}
	if c := p.parseItem(work, ""); len(c.Owners) > 0 {
		return "Action: " + work
	}
	return "Action (" + strings.TrimSpace(m[1]) + "): " + work
}

// reActionHolder: "Theo still has action to contact the presenters",
// "Theo has the action item to update the charter": a person holding an
// action, with or without an article, still or again.
var reActionHolder = regexp.MustCompile(`^(?:[\p{L}]+:\s+)?(@?\[?[\p{Lu}@][\p{L}\p{N}'’._-]*\]?(?:\s+[\p{Lu}][\p{L}'’.-]*)?)\s+(?:(?i:still|also|now)\s+)?(?i:has|had|owns|took|takes|holds)\s+(?i:(?:an|the|this|that|one)\s+)?(?i:action(?:\s+items?)?|AI)\s+(?i:to)\s+(\p{L}.*)$`)

// actionHolder rewrites "Theo still has action to contact the
// presenters" as "Action (Theo): contact the presenters"; else "". The
// holder must be a person the notes name ("eP: " before it is who spoke).
func (p *parser) actionHolder(text string) string {
	m := reActionHolder.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return ""
	}
	who := strings.Trim(m[1], "[]")
	if !p.actionLabelOwners(who) {
		return ""
	}
	return "Action (" + who + "): " + m[2]
}

// reAsksGroup: a person asking the whole group to do something ("Aeva
// asks everyone to review and comment on the issue", "Tobie asked all
// members to fill in the survey by Friday").
var reAsksGroup = regexp.MustCompile(`^(?:[\p{L}]+:\s+)?(@?[\p{Lu}@][\p{L}\p{N}'’._-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)\s+(?i:asks|asked|requests|requested|invites|invited|encourages|encouraged|reminds|reminded|urges|urged)\s+((?i:everyone|everybody|all(?:\s+members|\s+attendees|\s+participants)?|the\s+(?:group|team|members|attendees|participants)|members|attendees|participants|folks))\s+(?i:to)\s+(\p{L}.*)$`)

// asksGroup rewrites "Aeva asks everyone to review …" as "Action
// (everyone): review …": the group the request names takes the work
// (a group owner waits for a person to name one); else "". The asker
// must be a person the notes name.
func (p *parser) asksGroup(text string) string {
	m := reAsksGroup.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || !p.actionLabelOwners(m[1]) {
		return ""
	}
	group := strings.TrimPrefix(strings.ToLower(m[2]), "the ")
	return "Action (" + group + "): " + m[3]
}
