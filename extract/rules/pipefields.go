package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// A list item written as a table row without a table ("• 로그인 구현 |
// 지훈 | 6/5", "- Write the FAQ | Dana | Jun 14") gives the work, its
// owner and its deadline in fields, as "work : owner / deadline" does
// (item.go). Its text is rewritten to that form so every reading of
// items takes it; Raw keeps the line as written.

// rePipeFields: two or three fields of an item separated by " | ".
var rePipeFields = regexp.MustCompile(`^([^|]{2,120}?)\s+\|\s+([^|]{1,40}?)(?:\s+\|\s+([^|]{1,30}?))?\s*\|?$`)

// pipeFieldItems rewrites the items of d written as pipe-separated fields.
func pipeFieldItems(d *doc.Document) {
	for i, n := range d.Nodes {
		if n.Kind != doc.ListItem || !strings.Contains(n.Text, " | ") || strings.Count(n.Text, "|") > 3 {
			continue
		}
		m := rePipeFields.FindStringSubmatch(strings.TrimSpace(n.Text))
		if m == nil {
			continue
		}
		work, owner, due := strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), strings.TrimSpace(m[3])
		if reRecordField.MatchString(stripInline(work)) {
			// "Owner: Sam | Due: Friday": labelled fields, read as a
			// record's (records.go).
			continue
		}
		if due == "" {
			d.Nodes[i].Text = work + " - " + owner
			continue
		}
		if !dueField(due) {
			continue
		}
		d.Nodes[i].Text = work + " : " + owner + " / " + due
	}
}
