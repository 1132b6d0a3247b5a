package rules

import (
	"context"
	"testing"
)

// "We agreed to …" closing a longer note is the group's action even when
// an earlier sentence hedges; an agreement inside a sentence about the
// past ("Last time we agreed to …, and it is out") is none.
func TestWeAgreedToInLaterSentence(t *testing.T) {
	notes := `# Notes

## Q&A

* We can explore the review initiative. It is a long questionnaire, but might be useful. We agreed to include the recommendation in the guide.
* Last time we agreed to publish the FAQ, and it is out.
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if c := candidateAt(got, 5); c == nil || c.Title != "include the recommendation in the guide" {
		t.Errorf("line 5: want the group's action to include the recommendation:\n%s", dump(got))
	}
	if c := candidateAt(got, 6); c != nil {
		t.Errorf("line 6: a past agreement, yet extracted:\n%s", dump(got))
	}
}
