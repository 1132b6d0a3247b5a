package series

import "testing"

// How far a task is — a per cent with a status word, "in review",
// "almost" — is its state, not another deliverable: a progress line
// saying so names the same task. A per cent without a status word still
// tells two deliverables apart, and so does another object.
func TestProgressStateIsNoDeliverable(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"결제 모듈 리팩터링 90% 완료", "결제 모듈 리팩터링", true},
		{"release notes - 80% done", "release notes", true},
		{"release notes, progress: 30%", "release notes", true},
		{"release notes in review", "release notes", true},
		{"release notes almost done", "release notes", true},
		{"결제 모듈 리팩터링 거의 완료", "결제 모듈 리팩터링", true},
		{"raise test coverage to 80%", "raise test coverage to 90%", false},
		{"결제 모듈 2차 리팩터링 90% 완료", "결제 모듈 리팩터링", false},
		{"budget report in review", "release notes", false},
	} {
		if got := Of(c.a).Signature() == Of(c.b).Signature(); got != c.same {
			t.Errorf("%q / %q: same %v, want %v (%q / %q)", c.a, c.b, got, c.same, Of(c.a).Terms, Of(c.b).Terms)
		}
	}
	ix := NewIndex([]Task{
		{Key: "t:p:W1:A001:create-task", Meeting: "W1", AssigneeID: "민서", Owners: []string{"민서"}, Title: "결제 모듈 리팩터링"},
		{Key: "t:p:W1:A002:create-task", Meeting: "W1", AssigneeID: "Dana", Owners: []string{"Dana"}, Title: "write the release notes"},
	})
	for _, c := range []struct{ owner, line, want string }{
		{"민서", "결제 모듈 리팩터링 90% 완료", "t:p:W1:A001:create-task"},
		{"Dana", "release notes in review", "t:p:W1:A002:create-task"},
		{"Dana", "release notes almost done", "t:p:W1:A002:create-task"},
		{"민서", "결제 모듈 2차 리팩터링 90% 완료", ""},
	} {
		d := ix.Match(Action{Title: c.line, Text: c.line, Kind: Progress, AssigneeID: c.owner, Owners: []string{c.owner}})
		if got := map[bool]string{true: d.Task.Key}[d.Verdict == Same]; got != c.want {
			t.Errorf("%s %q: %v %q, want %q", c.owner, c.line, d.Verdict, d.Task.Key, c.want)
		}
	}
}
