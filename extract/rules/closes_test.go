package rules

import (
	"context"
	"testing"
)

// An open box that says when it closes is open work with a deadline; a
// ticked one is done, and an open box with no date stays a checklist.
func TestCheckboxClosesOn(t *testing.T) {
	notes := "## SIG Updates\n\n* Open items from the last meeting are being closed or now have final dates for feedback. Remaining open items are:\n  * [ ] [Charter](https://example.org/8) and [Charter PR changes](https://example.org/6) - **Closes 9/30/2021**\n  * [x] [PR template](https://example.org/935) - **Closes 9/30/2021**\n  * [ ] [Blog post requirements](https://example.org/749)\n"
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Line != 4 || got[0].Due != "9/30/2021" || len(got[0].Owners) != 0 || len(got[0].Problems) == 0 {
		t.Fatalf("want line 4, due 9/30/2021, no owner, to confirm:\n%s", dump(got))
	}
}
