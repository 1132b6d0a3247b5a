package rules

import (
	"context"
	"testing"
)

// doneDateNotes: an action list whose items carry the state they reached,
// some with the date they were done, beside deadlines a deadline word
// gives.
const doneDateNotes = `## Action items
1. Add a lint step to the release job - **completed** on 08/28/2020 via the CI board
2. Revisit the onboarding guide - **done** in January 2021 at the offsite
3. Get the changelog done by Friday
4. Publish the style guide - completed on 3/4, review due 3/10
`

// A date after a done mark says when the work was done: no due. A
// deadline word after the mark, or "done" inside the sentence, still
// gives one.
func TestDateAfterDoneMarkIsNoDue(t *testing.T) {
	got, err := Parse(context.Background(), []byte(doneDateNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for line, due := range map[int]string{2: "", 3: "", 4: "by Friday", 5: "due 3/10"} {
		c := candidateAt(got, line)
		if c == nil {
			t.Errorf("line %d: want an action, got none:\n%s", line, dump(got))
			continue
		}
		if c.Due != due {
			t.Errorf("line %d: want due %q, got %q", line, due, c.Due)
		}
	}
}
