package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A line written as a record of labelled fields ("Task: Update the site |
// Assigned To: Nate | Deadline: Friday | Priority: High", "할 일: 로그인
// 구현 / 담당: 지훈 / 기한: 6/5") names its work, owner and deadline by
// their labels. Read as prose, the owner swallowed the fields after it.
// Its text is rewritten to a form the items' readings take ("work : owner
// / due" in Korean, item.go; "owner: work (due …)" in English), as
// pipeFieldItems does for unlabelled fields; Raw keeps the line.

// The labels of each kind of field; a task label also says the line is
// an action (fieldTask).
const (
	taskLabels  = `action\s+items?|action|tasks?|to-?do|할\s*일`
	workLabels  = taskLabels + `|items?|what|description|업무|작업|내용`
	ownerLabels = `assigned\s+to|assignees?|owners?|responsible|who|lead|담당자?`
	dueLabels   = `due\s+date|due|deadline|target\s+date|by\s+when|when|eta|기한|마감일?`
	stateLabels = `status|상태`
	otherLabels = `priority|notes?|comments?|우선\s*순위|비고`
)

// reFieldLabel: a field's label and its colon, at the start of the line
// or after a field separator.
var reFieldLabel = regexp.MustCompile(`(?i)(?:^|\s*[|;·/,]\s*|\s{2,})[*_]*\s*(` + workLabels + `|` + ownerLabels + `|` + dueLabels + `|` + stateLabels + `|` + otherLabels + `)\s*[*_]*\s*[:：]\s*[*_]*`)

var (
	fieldWork  = regexp.MustCompile(`(?i)^(?:` + workLabels + `)$`)
	fieldTask  = regexp.MustCompile(`(?i)^(?:` + taskLabels + `)$`)
	fieldOwner = regexp.MustCompile(`(?i)^(?:` + ownerLabels + `)$`)
	fieldDue   = regexp.MustCompile(`(?i)^(?:` + dueLabels + `)$`)
	fieldState = regexp.MustCompile(`(?i)^(?:` + stateLabels + `)$`)
	// reDoneValue: a status field that says the work is finished.
	reDoneValue = regexp.MustCompile(`(?i)^(?:done|complete[d]?|closed|finished|resolved|완료|종료)\b`)
)

// labelledFieldItems rewrites the lines of d written as labelled fields.
func labelledFieldItems(d *doc.Document) {
	for i, n := range d.Nodes {
		if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || len(n.Text) > maxItemBytes || strings.Count(n.Text, ":")+strings.Count(n.Text, "：") < 2 {
			continue
		}
		work, owner, due, first, done, ok := labelledFields(strings.TrimSpace(n.Text))
		if !ok {
			continue
		}
		if done {
			// "… | Status: Done": a record of finished work, no action
			// (and no possible one).
			d.Nodes[i].Text = ""
			continue
		}
		ko := extract.HasHangul(work)
		if !ko && owner != "" && fieldTask.MatchString(first) {
			// "Task: … | Assigned To: …" says it is an action, in
			// any section: the marker form ("Action item: Nate to …").
			t := "Action item: " + owner + " to " + work
			if due != "" {
				t += " (due " + due + ")"
			}
			d.Nodes[i].Text = t
			continue
		}
		switch {
		case owner == "":
			d.Nodes[i].Text = work + " (due " + due + ")"
		case due == "":
			d.Nodes[i].Text = work + " - " + owner
		case ko && dueField(due):
			d.Nodes[i].Text = work + " : " + owner + " / " + due
		case ko:
			d.Nodes[i].Text = work + " - " + owner
		default:
			// The label says it is the deadline: "Friday" is due then.
			d.Nodes[i].Text = owner + ": " + work + " (due " + due + ")"
		}
	}
}

// labelledFields reads t as labelled fields: ok when it opens with a
// work field (first is its label) and names its owner or deadline in
// another.
func labelledFields(t string) (work, owner, due, first string, done, ok bool) {
	locs := reFieldLabel.FindAllStringSubmatchIndex(t, 8)
	if len(locs) < 2 || locs[0][0] != 0 {
		return "", "", "", "", false, false
	}
	for k, l := range locs {
		end := len(t)
		if k+1 < len(locs) {
			end = locs[k+1][0]
		}
		label := strings.Join(strings.Fields(t[l[2]:l[3]]), " ")
		value := strings.TrimSpace(strings.Trim(t[l[1]:end], " *_|;·/,"))
		switch {
		case fieldWork.MatchString(label) && work == "":
			work = value
		case fieldOwner.MatchString(label) && owner == "":
			owner = value
		case fieldDue.MatchString(label) && due == "":
			due = value
		case fieldState.MatchString(label):
			done = reDoneValue.MatchString(value)
		}
	}
	first = strings.Join(strings.Fields(t[locs[0][2]:locs[0][3]]), " ")
	// "What: Sprint planning | When: Monday | Where: Zoom" describes a
	// meeting: a work field of a weak label needs its owner.
	if work == "" || !fieldWork.MatchString(first) || owner == "" && (due == "" || !fieldTask.MatchString(first)) {
		return "", "", "", "", false, false
	}
	if noneWords[strings.ToLower(owner)] || reNoValue.MatchString(strings.ToLower(owner)) {
		owner = ""
	}
	if noneWords[strings.ToLower(due)] || reNoValue.MatchString(strings.ToLower(due)) {
		due = ""
	}
	return work, owner, due, first, done, true
}
