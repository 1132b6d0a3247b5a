package rules

import (
	"context"
	"testing"
)

// A discussion written one remark per item ("Name - remark"): the name
// is the speaker, and a remark that commits nobody is no action (issue
// 28, item 2). Near misses that stay actions: the speaker committing,
// and the same form under an action label.
func TestSpeakerDashRemarks(t *testing.T) {
	notes := `Attendees: Vincent, Raja, Joey, Steve, Molly, Alan
## Goals for the registry v2
- Vincent - should have a means to deal with compression
- Raja - should each layer have different pointers
- Joey - we should keep things simple and portable
- Steve - will send the compatibility doc
* Action Items:
   * Molly - comment on the release PR with these notes
   * Alan - pick up the release notes for 0.4.22
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	wantOwner := map[int]string{6: "Steve", 8: "Molly", 9: "Alan"}
	if len(got) != len(wantOwner) {
		t.Fatalf("%d candidates, want %d:\n%s", len(got), len(wantOwner), dump(got))
	}
	for _, g := range got {
		if o, ok := wantOwner[g.Line]; !ok || len(g.Owners) != 1 || g.Owners[0] != o {
			t.Errorf("line %d: owners %v, want %q", g.Line, g.Owners, o)
		}
	}
}
