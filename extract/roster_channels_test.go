package extract

import "testing"

// Issue 20: a person's notification channel order is read from the roster.
func TestRosterChannels(t *testing.T) {
	r, err := ParseRoster([]byte(`people:
  - name: 민서
    email: minseo@example.com
    ids: {slack: U024BE7LH}
    channels: [slack, " email ", ""]
  - name: 지호
`))
	if err != nil {
		t.Fatal(err)
	}
	p, _ := r.ByName("민서")
	if len(p.Channels) != 2 || p.Channels[0] != "slack" || p.Channels[1] != "email" {
		t.Fatalf("channels %q", p.Channels)
	}
	if q, _ := r.ByName("지호"); q.Channels != nil {
		t.Fatalf("no channels given, got %q", q.Channels)
	}
	if _, err := ParseRoster([]byte("people:\n  - name: x\n    channel: slack\n")); err == nil {
		t.Fatal("a misspelt channels key was accepted")
	}
}
