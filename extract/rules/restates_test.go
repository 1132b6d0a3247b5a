package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
)

// An action heading qualified by an earlier meeting ("Action Items | Last
// week", "Action items - previous meeting", "액션 아이템 - 지난 회의") lists earlier
// work: its items are carry-over lines, each person's under their
// heading. An action heading qualified otherwise ("for next week") does
// not, nor does a heading that only mentions last week.
func TestCarryOverHeadingQualifiedByAnEarlierMeeting(t *testing.T) {
	for _, c := range []struct {
		heading string
		want    string
	}{
		{"## Action Items | Last week", extract.RestatesCarryOver},
		{"## Action items - previous meeting", extract.RestatesCarryOver},
		{"## Actions from the last call", extract.RestatesCarryOver},
		{"## 액션 아이템 - 지난 회의", extract.RestatesCarryOver},
		{"## Action items for next week", ""},
		{"## Action items", ""},
	} {
		notes := c.heading + "\n\n***Alice***\n* review the onboarding guide\n"
		got, err := Parse(context.Background(), []byte(notes), testRoster(t))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].Restates != c.want || got[0].Title != "review the onboarding guide" {
			t.Errorf("%q: %+v; want one item, restates %q", c.heading, got, c.want)
		}
	}
	got, err := Parse(context.Background(), []byte("## What we did last week\n\n* reviewed the onboarding guide\n"), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range got {
		if c.Restates == extract.RestatesCarryOver {
			t.Errorf("a heading that mentions last week: %+v", c)
		}
	}
}
