package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// How notes name the person of a restated task in forms the name lead
// ("Name: …"), the sentence subject and the Korean owner forms miss
// (issue 27 item 4):
//
//   - the task said to have been given to someone at an earlier meeting:
//     "Dashboard cleanup was assigned to Bob last week, not started",
//     "Budget report (assigned to Alice last week): still open",
//     "지난주 지훈에게 배정된 예산 보고서 작성 아직 미완료", "민서 님이 맡은 견적서
//     검토: 진행 중";
//   - a person, a dash and the task's state: "Alice — still on the release
//     checklist";
//   - a person's task by the possessive: "Alice's release checklist: still
//     in review".
//
// Such a line is only ever asked of the series (restatedLine,
// assignedEarlierLine): with no open task of that person restated by the
// evidence rule it is read as before, never a task of its own because of
// its form.

var (
	// "<task> was assigned to <Name> last week<tail>", "<task> (assigned
	// to <Name> at the last meeting)<tail>": the earlier meeting is what
	// makes it a restatement; "assigned to Nick to …" alone is new work.
	reAssignedEarlier = regexp.MustCompile(`(?i)^(.+?)[\s,;:]*[(\[]?\s*(?:(?:which\s+)?(?:was|were|had\s+been|has\s+been)\s+)?(?:assigned|given|handed(?:\s+over)?|delegated)\s+to\s+@?([\p{L}][\p{L}\p{M}.'-]{0,30}(?:\s[\p{Lu}][\p{L}.'-]{0,20})?)\s+(?:last\s+(?:week|time|meeting|call)|(?:at|in|during)\s+the\s+(?:last|previous|prior)\s+(?:meeting|call|session)|previously|earlier)\s*[)\]]?(.*)$`)
	// "지난주 지훈에게 배정된 <task>", "지훈 님이 맡은 <task>": the person the
	// task was given to, or who took it on.
	reKoAssignedTo = regexp.MustCompile(`^(?:(?:지난\s*주|저번\s*주|지난\s*회의|이전\s*회의)(?:에)?\s*)?@?([\p{L}][\p{L}.]{0,20}?)\s*(?:님)?\s*(?:에게|께|한테)\s*(?:배정|할당|배분|분배)된\s+(.+)$`)
	reKoTookOn     = regexp.MustCompile(`^(?:(?:지난\s*주|저번\s*주|지난\s*회의|이전\s*회의)(?:에)?\s*)?@?([\p{L}][\p{L}.]{0,20}?)\s*(?:님)?\s*(?:이|가|께서)?\s*맡은\s+(.+)$`)
	// "Alice — still on …", "Alice - release checklist in review".
	reNameDashLead = regexp.MustCompile(`^@?([\p{L}][\p{L}\p{M}.'-]{0,30}?(?:\s[\p{Lu}][\p{L}.'-]{0,20})?)\s+[-–—]+\s+(.+)$`)
	// "Alice's release checklist: …".
	reNamePossessive = regexp.MustCompile(`^@?([\p{Lu}][\p{L}\p{M}.-]{0,30})['’]s\s+(.+)$`)
)

// restatedOwnerForm is the person a restatement line names in one of the
// forms above, and the words left for its task (with any state: the
// evidence rule reads states as it reads an action's).
func (p *parser) restatedOwnerForm(text string) (owner, rest string) {
	person := func(name string) bool {
		name = strings.TrimSpace(name)
		return name != "" && !notNames[strings.ToLower(name)] && p.progressOwner(name)
	}
	if m := reAssignedEarlier.FindStringSubmatch(text); m != nil && person(m[2]) {
		task := strings.TrimSpace(strings.Trim(m[1], " ,;:-–—([")) + " " + strings.TrimSpace(strings.TrimLeft(m[3], " ,;:-–—)]"))
		return strings.TrimSpace(m[2]), strings.TrimSpace(task)
	}
	if extract.HasHangul(text) {
		for _, re := range []*regexp.Regexp{reKoAssignedTo, reKoTookOn} {
			if m := re.FindStringSubmatch(text); m != nil && person(m[1]) {
				return m[1], strings.TrimSpace(strings.TrimLeft(m[2], " :："))
			}
		}
	}
	if m := reNameDashLead.FindStringSubmatch(text); m != nil && person(m[1]) {
		return strings.TrimSpace(m[1]), m[2]
	}
	if m := reNamePossessive.FindStringSubmatch(text); m != nil && person(m[1]) {
		return m[1], m[2]
	}
	// (mixedinitials.go) "eP Update subscription type for …".
	return p.initialsLead(text)
}

// assignedEarlierLine reads a line that says its task was given to a
// person at an earlier meeting ("Dashboard cleanup was assigned to Bob
// last week, not started") as that person's restated task, when the
// series says it restates one of their open tasks — before any rule
// takes its words for new work. Else nil: the line is read as before.
func (p *parser) assignedEarlierLine(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if p.restates == nil || n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	if len(text) > maxItemBytes || text == "" {
		return nil
	}
	m := reAssignedEarlier.FindStringSubmatch(text)
	var mk []string
	if m == nil && extract.HasHangul(text) {
		if mk = reKoAssignedTo.FindStringSubmatch(text); mk == nil {
			mk = reKoTookOn.FindStringSubmatch(text)
		}
		// "지난주 …": only with the earlier meeting named, or under a
		// carry-over list, is "맡은"/"배정된" a restatement.
		if mk != nil && !reKoEarlierLead.MatchString(text) && !p.section(n.Section).carryOver && !p.carryOverParent(n) {
			mk = nil
		}
	}
	if m == nil && mk == nil {
		return nil
	}
	owner, rest := p.restatedOwnerForm(text)
	if owner == "" {
		return nil
	}
	title, due := statusDue(rest)
	title = strings.TrimSpace(strings.Trim(title, " -–—:,"))
	if title == "" {
		return nil
	}
	kind := p.restatedKind(n, p.section(n.Section))
	if !p.restates(owner, title, kind) {
		task := statusDeliverable(title)
		if task == "" || task == title || !p.restates(owner, task, kind) {
			return nil
		}
		title = task
	}
	return &extract.Candidate{Title: title, Due: due, Assignee: owner, Owners: []string{owner}, Syntax: "restated", Restates: kind, Problems: []string{problemRestated}}
}

// reKoEarlierLead: a Korean line opening on an earlier meeting.
var reKoEarlierLead = regexp.MustCompile(`^(?:지난\s*주|저번\s*주|지난\s*회의|이전\s*회의)`)
