package rules

import (
	"context"
	"strings"
	"testing"
)

// In a paragraph of prose minutes, a named person with a progressive or
// future verb of work and a time horizon plans work. Without the horizon,
// or with a subject the notes do not name as a person, it stays prose.
func TestProsePlan(t *testing.T) {
	head := "- **Present:** PeterE, Jenn, Julien Collins, Felix\n\n#### Summary:\n"
	long := " There are delays in receiving funds, causing financial difficulties for the podcast project. The project needs to pay for software but cannot currently afford the monthly fee."
	for _, tc := range []struct {
		name, para, owner string
	}{
		{"person, progressive, horizon", "The Podcast WG meeting could not be held, due to scheduling issues. Julien is working on rescheduling the Podcast WG meeting for some time this week." + long, "Julien"},
		{"no horizon", "The Podcast WG meeting could not be held, due to scheduling issues. Julien is working on rescheduling the Podcast WG meeting." + long, ""},
		{"not a person the notes name", "The Podcast WG meeting could not be held, due to scheduling issues. Marketing is working on rescheduling the Podcast WG meeting this week." + long, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse(context.Background(), []byte(head+tc.para+"\n"), nil)
			if err != nil {
				t.Fatal(err)
			}
			var owners []string
			for _, c := range got {
				if c.Line == 4 {
					owners = append(owners, strings.Join(c.Owners, " "))
				}
			}
			if tc.owner == "" && len(owners) > 0 || tc.owner != "" && (len(owners) != 1 || owners[0] != tc.owner) {
				t.Fatalf("line 4 owners %q, want %q:\n%s", owners, tc.owner, dump(got))
			}
		})
	}
}
