package rules

import (
	"context"
	"strings"
	"testing"
)

// offerNotes: offers written as what a named person can do, in a later
// clause of a task line or after a speaker tag without a subject, beside
// lines where "can" says what someone or something is able to do.
const offerNotes = `# Team meeting

Attendees: Dana, Eli

## Notes

* [name=Cass] There are issues about what goes into the wiki - can these be consolidated?
    * [name=Anne] Can add the onboarding templates to this!
* Create teams in Github for the team leads - TT
* Create Github issues for the projects - TT can create the issues
* Weekly call is open to everyone - anyone can join the call
* New login page shipped - Users can now reset their password
* [name=Cass] The API can return a 404 for missing pages
* [name=Anne] Can do
* Anne: wiki clean-up next week
* Docs portal - Portal can render the diagrams
* Dana: release notes next week
* Users: Can now reset their password
* Eli: could be worse
`

// An offer by a person the notes write as one ("… - TT can create the
// issues" where another line hands TT a task; "[name=Anne] Can add …")
// is a possible action owned by that person; "anyone", "Users", "the API", a verb with nothing
// after it, a state and a thing that renders are not.
func TestOfferByNamedPersonIsPossible(t *testing.T) {
	ctx := context.Background()
	got, err := Parse(ctx, []byte(offerNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := PossibleActions(ctx, []byte(offerNotes), nil, got)
	if err != nil {
		t.Fatal(err)
	}
	possible := map[int]string{}
	for _, pa := range pos {
		possible[pa.Line] = pa.SignalText()
	}
	for line, owner := range map[int]string{8: "Anne", 10: "TT"} {
		if c := candidateAt(got, line); c != nil && len(c.Problems) == 0 {
			t.Errorf("line %d: an offer is no ready action:\n%s", line, dump(got))
		}
		sig, ok := possible[line]
		if !ok && candidateAt(got, line) == nil {
			t.Errorf("line %d: want a possible action of %s, got none:\n%v", line, owner, possible)
			continue
		}
		if ok && !strings.Contains(sig, owner) {
			t.Errorf("line %d: want the person %s among the signals, got %q", line, owner, sig)
		}
	}
	for _, line := range []int{11, 12, 13, 14, 16, 18, 19} {
		if _, ok := possible[line]; ok {
			t.Errorf("line %d: no offer by a person, yet a possible action: %q", line, possible[line])
		}
		if c := candidateAt(got, line); c != nil {
			t.Errorf("line %d: no offer by a person, yet extracted:\n%s", line, dump(got))
		}
	}
}

// TestSpeakerCanOfferIsAction: in minutes of a call, a speaker's "I can"
// with a verb of work and its object is that speaker's action ("Ravi:
// Now that I'm back, I can try and get on a call with the vendor"), and
// a co-worker named with them ("Mina and I can …") shares it; "I can do
// that", a talk about something, what doing something yields ("I can
// write the query and get the rows back") and a speaker not a person
// stay possible actions or nothing (notes invented for the test).
func TestSpeakerCanOfferIsAction(t *testing.T) {
	notes := `# Storage call

Attendees: Ravi Menon, Mina Cho, Olek

## Notes

- Ravi Menon: They also run the old driver. Now that I'm back, I can try and get on a call with the vendor.
- Olek: Mina and I can open a PR for the retry logic together
- Mina Cho: I can do that, although I need to check the quota first.
- Olek: I can talk about the roadmap first.
- Mina Cho: So in SQL, I can write the query and get the rows back.
- Status: I can see the graphs now.
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{7: "Ravi Menon", 8: "Mina, Olek"}
	for _, c := range got {
		w, ok := want[c.Line]
		if !ok {
			t.Errorf("line %d extracted: %+v", c.Line, c)
			continue
		}
		if c.Assignee != w || len(c.Problems) == 0 {
			t.Errorf("line %d: owner %q (problems %v), want %q to confirm", c.Line, c.Assignee, c.Problems, w)
		}
		delete(want, c.Line)
	}
	for line := range want {
		t.Errorf("line %d not extracted\n%s", line, dump(got))
	}
}
