package rules

// Record blocks: consecutive "Owner: / Due: / Description:" fields make
// one action.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

var reRecordField = regexp.MustCompile(`(?i)^(owner|owners|assignee|assigned\s+to|who|responsible|담당자?|책임자|due|due\s+date|deadline|eta|target\s+date|when|by\s+when|마감일?|기한|status|state|상태|priority|우선순위|description|task|action|what|내용|할\s*일|업무|notes?|비고|created|assigned|id|번호)\s*[:：]\s*(.*)$`)

// collectRecords finds blocks of field lines and makes one candidate of
// each block that names a task or an owner.
func (p *parser) collectRecords() {
	p.records = map[int]*extract.Candidate{}
	p.parentDue = map[int]string{}
	type field struct {
		idx        int
		key, value string
	}
	flush := func(block []field) {
		if len(block) == 0 {
			return
		}
		kvs := make([][2]string, len(block))
		for j, f := range block {
			kvs[j] = [2]string{f.key, f.value}
		}
		if p.commitmentDetails(block[0].idx, kvs) {
			for _, f := range block {
				p.records[f.idx] = nil
			}
			return
		}
		if len(block) < 2 && !(len(block) == 1 && (p.koOwnerFieldChild(block[0].idx, block[0].key) || p.enOwnerFieldAlone(block[0].idx, block[0].key, block[0].value))) {
			return
		}
		var owner, due, title, status string
		at := block[0].idx
		for _, f := range block {
			v := strings.TrimSpace(strings.Trim(f.value, "[]*_ "))
			switch k := strings.ToLower(strings.Join(strings.Fields(f.key), " ")); k {
			case "owner", "owners", "assignee", "assigned to", "who", "responsible", "담당", "담당자", "책임자":
				owner = v
			case "due", "due date", "deadline", "eta", "target date", "when", "by when", "마감", "마감일", "기한":
				due = v
			case "description", "task", "action", "what", "내용", "할 일", "할일", "업무":
				title, at = v, f.idx
			case "status", "state", "상태":
				status = v
			}
		}
		if owner == "" && title == "" {
			return
		}
		for _, f := range block {
			p.records[f.idx] = nil
		}
		n := p.d.Nodes[at]
		if title == "" {
			// The block's heading or parent item names the task.
			first := p.d.Nodes[block[0].idx]
			if first.Parent >= 0 {
				// "- Rewrite the guide" / "  - Owner: Sanjay" ("- 로그인 API
				// 구현" / "  - 담당: 태민"): the record is the parent item's,
				// on its line — the item alone is no second action.
				title = stripInline(p.d.Nodes[first.Parent].Text)
				at = first.Parent
				n = p.d.Nodes[at]
			} else if first.Section != nil {
				title = stripInline(first.Section.Title)
			}
			title = strings.TrimSpace(reRecordID.ReplaceAllString(title, ""))
		}
		if o, d := cutDue(owner); d != "" && due == "" {
			// "Owner: Alice, due Friday": the due written in the owner's
			// field without a label of its own.
			if o = strings.TrimSpace(strings.Trim(o, " ,;")); o != "" {
				owner, due = o, d
			}
		}
		if reEmptyCell.MatchString(owner) || rePlaceholder.MatchString(owner) {
			owner = ""
		}
		if reEmptyCell.MatchString(due) {
			due = ""
		}
		c := &extract.Candidate{Assignee: owner, Owners: splitOwners(owner), Due: due, Title: cleanTitle(title), Syntax: "record"}
		if !p.section(n.Section).action {
			c.Problems = append(c.Problems, problemConfirm)
		}
		if reDone.MatchString(strings.ToLower(status)) {
			c.Problems = append(c.Problems, "marked done in the notes ("+status+"): confirm it is still to do")
		}
		p.records[at] = c
	}
	var block []field
	parent := -2
	for i, n := range p.d.Nodes {
		if n.Kind == doc.Blank || n.Kind == doc.Skipped {
			continue
		}
		var m []string
		if (n.Kind == doc.ListItem || n.Kind == doc.Paragraph) && strings.ContainsAny(n.Text, ":：") {
			m = reRecordField.FindStringSubmatch(stripInline(cutUTF8(n.Text, maxItemBytes)))
		}
		// A record names each field once: a field written again starts
		// another record, and a list of one field ("ACTION: eP to …" /
		// "ACTION: HZ to …") is a list of marked lines, no record.
		if m == nil || n.Parent != parent && len(block) > 0 || slices.ContainsFunc(block, func(f field) bool { return sameField(f.key, m[1]) }) {
			flush(block)
			block = nil
		}
		if m != nil {
			// "담당: 유하람 / 기한: 4/4": fields written on one line, apart.
			key, value := m[1], m[2]
			for {
				loc := reFieldOnLine.FindStringSubmatchIndex(value)
				if loc == nil {
					break
				}
				block = append(block, field{i, key, value[:loc[0]]})
				key, value = value[loc[2]:loc[3]], value[loc[1]:]
			}
			block = append(block, field{i, key, value})
			parent = n.Parent
		}
	}
	flush(block)
}

// reFieldOnLine: another record field after a separator on a field's
// line ("유하람 / 기한: 4/4", "Sam | Due: Friday").
var reFieldOnLine = regexp.MustCompile(`(?i)\s*[/|,;·]\s*(owners?|assignee|assigned\s+to|담당자?|책임자|due(?:\s+date)?|deadline|eta|마감일?|기한|status|상태)\s*[:：]\s*`)

// reRecordID: "Action Item #1", "ACT-001:" in front of a record's title.
var reRecordID = regexp.MustCompile(`(?i)^(?:action\s+item\s*#?\s*\d+|[a-z]{1,5}-\d{1,5}|\d{1,3}(?:\s*[:.)]|\s*$))\s*[:.-]?\s*`)

// sameField: two field labels name one field ("Owner", "owner").
func sameField(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
}

// reInlineField: a field label written inside a line, in brackets
// ("[action] … [assignee] malik, devon [due] 1 February 2025 [status]
// todo"): a record on one line.
var reInlineField = regexp.MustCompile(`(?i)\[\s*(action|action\s+item|task|assignees?|owners?|assigned\s+to|responsible|due|due\s+date|deadline|eta|status|state|rationale|effect|notes?)\s*\]`)

// inlineRecord reads the fields of a one-line record: the owner and due
// written in their own fields, and the task in its own field (else what
// precedes the first label). ok only when the line names at least two of
// task, owner and due — one bracketed word is no record.
func inlineRecord(text string) (title, owner, due, status string, ok bool) {
	plain := stripInline(cutUTF8(text, maxItemBytes))
	if strings.Count(plain, "[") < 2 {
		return "", "", "", "", false
	}
	locs := reInlineField.FindAllStringSubmatchIndex(plain, 8)
	if len(locs) < 2 {
		return "", "", "", "", false
	}
	var hasTask, hasOwner, hasDue bool
	title = plain[:locs[0][0]]
	for i, l := range locs {
		end := len(plain)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		v := strings.TrimSpace(strings.Trim(strings.TrimSpace(plain[l[1]:end]), "*_-–—|;,"))
		switch k := strings.ToLower(strings.Join(strings.Fields(plain[l[2]:l[3]]), " ")); k {
		case "action", "action item", "task":
			hasTask, title = true, v
		case "assignee", "assignees", "owner", "owners", "assigned to", "responsible":
			hasOwner, owner = true, v
		case "due", "due date", "deadline", "eta":
			hasDue, due = true, v
		case "status", "state":
			status = v
		}
	}
	n := 0
	for _, b := range []bool{hasTask, hasOwner, hasDue} {
		if b {
			n++
		}
	}
	if n < 2 {
		return "", "", "", "", false
	}
	if reEmptyCell.MatchString(owner) || rePlaceholder.MatchString(owner) {
		owner = ""
	}
	if reEmptyCell.MatchString(due) {
		due = ""
	}
	return strings.TrimSpace(title), owner, due, status, true
}

// readInlineRecord gives a candidate read from a one-line record the
// owner, due and task its fields write: the assignee field names the
// owners even when the task's sentence names others ("Kizzy and Martin
// will collaborate … [assignee] martinsoki, LordKizzy").
func readInlineRecord(c *extract.Candidate, text string) {
	title, owner, due, _, ok := inlineRecord(text)
	if !ok {
		return
	}
	if owner != "" {
		c.Assignee, c.Owners = owner, splitOwners(owner)
	}
	if due != "" {
		c.Due = due
	}
	if t := cleanTitle(title); t != "" {
		c.Title = t
	}
}

// commitmentDetails: fields right under an item in which a person
// commits to the work ("- **Austin** will lead the spec document." /
// "  - **Due:** week of the 24th" / "  - **Task:** merge the drafts into
// one"): they detail that commitment — its deadline, what it takes —
// and name no owner of their own, so the action is the parent's, on its
// line, with the deadline the fields give; the fields are no second
// action. A field that names an owner makes the block a record of its
// own (read as before).
func (p *parser) commitmentDetails(first int, fields [][2]string) bool {
	n := p.d.Nodes[first]
	if n.Kind != doc.ListItem || n.Parent < 0 || p.d.Nodes[n.Parent].Kind != doc.ListItem {
		return false
	}
	var due string
	for _, f := range fields {
		k, v := f[0], f[1]
		switch strings.ToLower(strings.Join(strings.Fields(k), " ")) {
		case "owner", "owners", "assignee", "assigned to", "who", "responsible", "담당", "담당자", "책임자", "status", "state", "상태":
			return false
		case "due", "due date", "deadline", "eta", "target date", "when", "by when":
			due = strings.TrimSpace(strings.Trim(v, "[]*_ "))
		}
	}
	parent := stripInline(p.d.Nodes[n.Parent].Text)
	if extract.HasHangul(parent) {
		return false
	}
	pc := p.commitment(parent, true)
	if pc == nil || pc.Assignee == "" {
		return false
	}
	if due != "" && !reEmptyCell.MatchString(due) {
		p.parentDue[n.Parent] = due
	}
	return true
}

// enOwnerFieldAlone: an English owner field alone under the task it
// names ("### 01: Finish the login page" / "- Assigned to: Ana Ruiz" /
// "- Done: N/A", or "- Rewrite the guide" / "  - Owner: Sanjay"): the
// one field is the record, titled by its heading or parent item. The
// heading must sit in a list of actions (the field right under it, before
// any other item), the parent item must not be a field itself, and the
// value must read as a name.
func (p *parser) enOwnerFieldAlone(i int, key, value string) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || extract.HasHangul(n.Text) {
		return false
	}
	switch strings.ToLower(strings.Join(strings.Fields(key), " ")) {
	case "assigned to", "owner", "owners", "assignee", "responsible":
	default:
		return false
	}
	v := strings.TrimSpace(strings.Trim(value, "[]*_ "))
	if v == "" || len(v) > 60 || reEmptyCell.MatchString(v) || rePlaceholder.MatchString(v) || !unicode.IsUpper([]rune(strings.TrimPrefix(v, "@"))[0]) && !strings.HasPrefix(v, "@") && !groupOwners[strings.ToLower(v)] {
		return false
	}
	if n.Parent >= 0 {
		m := p.d.Nodes[n.Parent]
		return m.Kind == doc.ListItem && reRecordField.FindStringSubmatch(stripInline(m.Text)) == nil
	}
	s := n.Section
	if s == nil || !(p.section(s).action || s.Parent != nil && p.section(s.Parent).action) {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		m := p.d.Nodes[j]
		if m.Section != s {
			break
		}
		if m.Kind != doc.Blank && m.Kind != doc.Heading {
			return false
		}
	}
	return true
}
