package rules

import (
	"context"
	"strings"
	"testing"
)

// A subjectless "Will …" under a presenter's topic item ("* (DPC)
// Governance update") is the presenter's plan; under a topic without a
// person's tag ("(2) …", "(optional) …") it names nobody, and a question
// stays none.
func TestPresenterWill(t *testing.T) {
	notes := "## Attendees\n\n* DPC\n* CA\n* DH\n\n## New Agenda Items\n\n* [x] (DPC) Governance update\n  * Will start applying the policies to Governance this week.\n  * Will the API return SHA-256 for packages?\n\n* [x] (CA;DH) conda-index performance update\n  * Will publish repodata.jlap as an experiment.\n\n* [x] (optional) Windows on ARM support\n  * Will draft a fiscal sponsorship application in two weeks.\n"
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{10: "DPC", 14: "CA DH", 17: ""}
	if len(got) != len(want) {
		t.Fatalf("%d candidates, want %d:\n%s", len(got), len(want), dump(got))
	}
	for _, c := range got {
		o, ok := want[c.Line]
		if !ok || strings.Join(c.Owners, " ") != o {
			t.Errorf("line %d owners %v, want %q:\n%s", c.Line, c.Owners, o, dump(got))
		}
	}
}
