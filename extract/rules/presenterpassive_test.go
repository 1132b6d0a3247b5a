package rules

import (
	"context"
	"strings"
	"testing"
)

// A future passive without an agent ("… PR will be submitted …") under a
// presenter's topic item is the presenter's; under a topic without a
// person's tag it names nobody.
func TestPresenterPassive(t *testing.T) {
	for _, tc := range []struct{ name, tag, owner string }{
		{"presenter", "(DPC)", "DPC"},
		{"no tag", "(2)", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			notes := "## Attendees\n\n* DPC\n\n## New Agenda Items\n\n* [x] " + tc.tag + " Governance update\n  * Code of Conduct PR will be submitted to Steering Council tomorrow.  Current draft is [here](https://example.org/d).\n"
			got, err := Parse(context.Background(), []byte(notes), nil)
			if err != nil {
				t.Fatal(err)
			}
			var owners []string
			for _, c := range got {
				if c.Line == 8 {
					owners = append(owners, strings.Join(c.Owners, " "))
				}
			}
			// (Without a tag the line may be read — "tomorrow" is a due —
			// but as nobody's.)
			if tc.owner == "" && (len(owners) > 1 || len(owners) == 1 && owners[0] != "") || tc.owner != "" && (len(owners) != 1 || owners[0] != tc.owner) {
				t.Fatalf("line 8 owners %q, want %q:\n%s", owners, tc.owner, dump(got))
			}
		})
	}
}
