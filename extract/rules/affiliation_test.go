package rules

import (
	"context"
	"strings"
	"testing"
)

// "Priya Raman (Acme): renew the domain": the owner label carries the
// person's company or team in parentheses (the roster resolves "Name
// (Company)"); the label is the owner, not part of the title — the line
// was held with no assignee and the label in its title.
func TestOwnerLabelWithAffiliation(t *testing.T) {
	notes := "# Sync\n\nAttendees: Priya Raman, Tom Becker\n\n## Action items\n" +
		"- [ ] Priya Raman (Acme): renew the domain by 11/30\n" + // 6
		"- Tom Becker (Acme) - book the venue\n" + // 7
		"- 김민서 (디자인팀): 시안 수정\n" + // 8
		"- Setup (optional): install the linter\n" + // 9
		"- Priya (Acme): renew the certificate\n" // 10
	cs, err := parse(context.Background(), []byte(notes), nil, false)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	titles := map[int]string{}
	for _, c := range cs {
		got[c.Line], titles[c.Line] = strings.Join(c.Owners, "|"), c.Title
	}
	for line, want := range map[int][2]string{6: {"Priya Raman", "renew the domain"}, 7: {"Tom Becker", "book the venue"}, 8: {"김민서", "시안 수정"}, 10: {"Priya", "renew the certificate"}} {
		if got[line] != want[0] || titles[line] != want[1] {
			t.Errorf("line %d: owners %q title %q, want %q %q", line, got[line], titles[line], want[0], want[1])
		}
	}
	if got[9] != "" {
		t.Errorf("line 9: owners %q, want none (a step label, not a person)", got[9])
	}
}
