package rules

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

var reDueFieldName = regexp.MustCompile(`^(?i:기한|마감|due|deadline)\s*[:：]\s*`)

// The owner forms of an action item crossed with the deadline forms
// (notes invented for the test): every combination under an action
// heading is extracted, owned by its person, with the deadline as written
// and no name left in the title. Lists written one form at a time missed
// an owner whenever a deadline followed it (148 of 480 generated items
// had none); this matrix keeps the combinations read.
func TestOwnerFormMatrix(t *testing.T) {
	type lang struct {
		name, heading, attendees string
		task, person, handle     string
		forms, dues              []string
	}
	langs := []lang{
		{
			name: "ko", heading: "## 다음 회의까지 할 일", attendees: "참석자: 김민수, 박유나, 수빈, 지은",
			task: "로그인 API 구현", person: "박유나", handle: "yuna",
			forms: []string{
				"{p}: {t} {d}", "{t} ({p}) {d}", "{t} - {p} {d}", "[{p}] {t} {d}", "{p} - {t} {d}",
				"{p}님 {t} {d}", "{t} / {p} / {d}", "**{p}** {t} {d}", "{t} → {p} {d}", "{t} `{p}` {d}",
				"{t} (담당: {p}, 기한: {d})", "{t} (담당 {p}) {d}", "{p} {t} {d}", "{t}, {p}, {d}", "{t} @{h} {d}",
			},
			dues: []string{"금요일까지", "다음 회의 전까지", "12/10(목)까지", "~12/4", "내일까지"},
		},
		{
			name: "en", heading: "## Action items", attendees: "Attendees: Jo Park, Carol, Wei, Priya",
			task: "update the release notes", person: "Jo Park", handle: "jpark",
			forms: []string{
				"{p}: {t} {d}", "{p} to {t} {d}", "{t} ({p}) {d}", "{t} - {p} {d}", "[{p}] {t} {d}",
				"{p} - {t} {d}", "**{p}** {t} {d}", "{p} will {t} {d}", "{t} — owner: {p} {d}", "{t} [{p}] {d}",
				"{t} (owner {p}, {d})", "{p} {t} {d}", "Action: {p} to {t} {d}", "{t}, {p}, {d}", "{t} @{h} {d}",
				"@{h} to {t} {d}",
			},
			dues: []string{"by Friday", "before the next call", "next week", "by 2026-12-08", "EOW"},
		},
	}
	for _, l := range langs {
		t.Run(l.name, func(t *testing.T) {
			lines := []string{"# Meeting", l.attendees, "", l.heading}
			type item struct{ text, owner, due string }
			var items []item
			for _, f := range l.forms {
				for _, d := range l.dues {
					s := strings.NewReplacer("{p}", l.person, "{t}", l.task, "{d}", d, "{h}", l.handle).Replace(f)
					owner := l.person
					if strings.Contains(f, "{h}") {
						owner = l.handle
					}
					items = append(items, item{s, owner, d})
					lines = append(lines, "- "+s)
				}
			}
			got, err := Parse(context.Background(), []byte(strings.Join(lines, "\n")+"\n"), nil)
			if err != nil {
				t.Fatal(err)
			}
			byLine := map[int]int{}
			for k, c := range got {
				byLine[c.Line] = k
			}
			first := strings.Fields(l.person)[0]
			for k, it := range items {
				line := 5 + k
				ci, ok := byLine[line]
				if !ok {
					t.Errorf("line %d %q: not extracted", line, it.text)
					continue
				}
				c := got[ci]
				var problems []string
				if len(c.Owners) != 1 || c.Owners[0] != it.owner {
					problems = append(problems, fmt.Sprintf("owners %q, want %q", c.Owners, it.owner))
				}
				// (A field's due is kept as written, "기한: 금요일까지".)
				if due := reDueFieldName.ReplaceAllString(strings.Trim(c.Due, "() "), ""); due != it.due {
					problems = append(problems, fmt.Sprintf("due %q, want %q", c.Due, it.due))
				}
				if strings.Contains(c.Title, first) || strings.Contains(c.Title, it.due) {
					problems = append(problems, fmt.Sprintf("title %q keeps the owner or the due", c.Title))
				}
				if len(problems) > 0 {
					t.Errorf("line %d %q: %s", line, it.text, strings.Join(problems, "; "))
				}
			}
		})
	}
}
