package eval

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

type askingExtractor struct{}

func (askingExtractor) Extract(_ context.Context, in extract.Input) ([]extract.Candidate, error) {
	in.RestatesOpenTask("Dana", "release checklist draft", extract.RestatesProgress)
	in.RestatesOpenTask("", "Budget report", extract.RestatesCarryOver)
	return nil, nil
}

// A restatement the extraction did not find says whether its line was
// asked of the series (and refused by the evidence rule) or never asked.
func TestNotFoundSaysWhatWasAsked(t *testing.T) {
	var asks []ask
	r := askRecorder{next: askingExtractor{}, asks: &asks}
	if _, err := r.Extract(context.Background(), extract.Input{RestatesOpenTask: func(owner, _, _ string) bool { return owner == "" }}); err != nil {
		t.Fatal(err)
	}
	if len(asks) != 2 || asks[0].same || !asks[1].same {
		t.Fatalf("asks %+v", asks)
	}
	got := askedOn(asks, "- Dana: release checklist draft — still in progress")
	if !strings.Contains(got, `owner "Dana"`) || !strings.Contains(got, "not an open task's restatement") {
		t.Errorf("asked line: %q", got)
	}
	if got := askedOn(asks, "- Weather was nice"); got != "" {
		t.Errorf("line never asked: %q", got)
	}
	if got := lineOf([]byte("a\nb\n"), 2); got != "b" {
		t.Errorf("lineOf: %q", got)
	}
}

// A short ask (a name) lying within a line is another line's, and a
// link's words are no part of what a line says.
func TestAskedOnTakesTheLongestAsk(t *testing.T) {
	asks := []ask{{owner: "", title: "Erik"}, {owner: "Erik", title: "[Erik] could not start the roadmap draft"}, {title: "Mirror"}}
	if got := askedOn(asks, "* [Erik] could not start the roadmap draft, next week"); !strings.Contains(got, `owner "Erik"`) {
		t.Errorf("got %q", got)
	}
	if got := askedOn(asks, "* Erik showed the new dashboard to the partners"); got != "" {
		t.Errorf("a name alone taken as the line's ask: %q", got)
	}
	if got := askedOn(asks, "* [Mirror](https://tracker.example.com/issues/mirror-setup-in-the-new-region)"); !strings.Contains(got, `"Mirror"`) {
		t.Errorf("link words counted: %q", got)
	}
}
