package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// Forms of the action label seen in scientific collaborations' call
// minutes (en-trials32): the label written "Action point" rather than
// "Action" or "Action item", and a bare "(Action Name)" closing the
// sentence that says whose the work is.

// reActionPointLead: "Action point:", "**Action point for Lena and
// Omar:** …", "Action points for Sam: …" opening a line with text after
// the colon. "Action point(s)" is the European and British minutes' word
// for what others call an action item; read as "Action".
var reActionPointLead = regexp.MustCompile(`^(\W{0,3})(?i:action\s+points?)((?:\s+(?i:for|on)\s+[^:：]{1,80}?)?\s*(?:\*\*|__|\*|_)?\s*[:：])(\s*\S.*)$`)

// actionPointLabel rewrites a line opened by an "Action point" label as
// the same line with the label "Action"; else the text as it was.
func actionPointLabel(text string) string {
	m := reActionPointLead.FindStringSubmatch(text)
	if m == nil || strings.TrimSpace(strings.Trim(m[3], "*_ ")) == "" {
		return text
	}
	return m[1] + "Action" + m[2] + m[3]
}

// reTrailParenAction: a sentence closed by "(Action Name)" or "(Action
// Name and Name)" — the label and whose the action is, with no "on" or
// "for" between them ("The next call will use another tool (Action
// Marta)."). The names must be people the notes know or repeat
// (actionLabelOwners), so "(action required)" or "(Action Items)" stay
// what they were.
var reTrailParenAction = regexp.MustCompile(`^(\S.{2,}?)\s*\(\s*(?i:action|ap)\s*:?\s+(` + actionOnNames + `)\s*\)\s*[.,;]?$`)

// trailParenAction rewrites "… (Action Marta)." as "Action (Marta): …";
// else "".
func (p *parser) trailParenAction(text string) string {
	m := reTrailParenAction.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || !onOwners(m[2]) || !p.actionLabelOwners(m[2]) {
		return ""
	}
	return "Action (" + strings.TrimSpace(m[2]) + "): " + strings.TrimSpace(m[1])
}

// reActionLabelPlease: an action label, whoever it is for, whose task
// opens with a polite "please" ("**Action for Lena and Omar:** please
// register …", "Action: please send …"): the request is the task.
var reActionLabelPlease = regexp.MustCompile(`^(\W{0,3}(?i:action(?:\s+items?)?)(?:\s+(?i:for|on)\s+[^:：]{1,80}?|\s*\([^()]{1,80}\))?\s*(?:\*\*|__|\*|_)?\s*[:：]\s*(?:\*\*|__|\*|_)?\s*)(?i:please)\s*,?\s+(\p{Ll})`)

// actionLabelPlease drops the "please" that opens an action label's
// task; else the text as it was.
func actionLabelPlease(text string) string {
	return reActionLabelPlease.ReplaceAllString(text, "$1$2")
}

// rePlaceholderOwner: an owner cell that is the template's word for a
// person, numbered or not ("Name", "[Name]", "Name 2", "Owner",
// "Assignee", "담당자", "TBD" is not one: it says nobody is chosen yet).
var rePlaceholderOwner = regexp.MustCompile(`(?i)^[\[(<{]?\s*@?(?:(?:team\s*)?member|name|owner|assignee|person|responsible|담당자(?:명)?|이름|성명)\s*\d{0,2}\s*[\])>}]?$`)

// placeholderOwner: a table row's owner is a template's slot, not a
// person: a row copied from the template with its task filled in and
// nobody put in it is no one's work yet.
func placeholderOwner(owner string) bool {
	return rePlaceholderOwner.MatchString(strings.TrimSpace(owner))
}

// reAgendaPoint: a heading that is an agenda point's title — its
// number, often after "Ad" ("regarding", as European minutes number the
// points they take up: "Ad 4) RNA tools upload progress (Anne)", "3)
// Poster printing costs (Lena)") — closed by the parenthesis that names
// who brings the point.
var reAgendaPoint = regexp.MustCompile(`^((?i:ad\s+))?\d{1,2}(?:\.\d{1,2})?[.)]\s+(\S[^()]*?)\s*\([^()]{1,60}\)\s*[.:]?$`)

// agendaPointHeading: heading n is such a title under a heading of the
// agenda ("Agenda", "Agenda / Minutes", "Agenda and Minutes"), and its
// words before the parenthesis are a topic, not a step: no verb of work
// opens them. The person in the parenthesis brings the point to the
// meeting; the point is no task of theirs. "Ad" before the number says
// it is an agenda point by itself.
func (p *parser) agendaPointHeading(n doc.Node) bool {
	m := reAgendaPoint.FindStringSubmatch(strings.TrimSpace(stripInline(n.Text)))
	if m == nil || workVerbFirst(m[2]) || namedCommitment(m[2]) {
		return false
	}
	if m[1] != "" {
		// "Ad 4)" refers to the agenda's point by its number wherever
		// the title stands.
		return true
	}
	for s := n.Section; s != nil; s = s.Parent {
		if s.Line != n.Line && reAgendaTitle.MatchString(stripInline(s.Title)) {
			return true
		}
	}
	return false
}
