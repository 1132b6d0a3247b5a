package series

import "testing"

// A past form the synonym classes list is read as its class whatever its
// stem: "wrote" is "write" (its stem "wrot" was no class, so a status
// line "Dana wrote the release notes" named another deliverable than the
// open "write the release notes"). Another object still differs.
func TestListedFormsReadAsTheirClass(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"wrote the release notes", "write the release notes", true},
		{"wrote the release notes", "drafted the release notes", true},
		{"written the release notes", "write the release notes", true},
		{"wrote the budget report", "write the release notes", false},
	} {
		if got := Of(c.a).Signature() == Of(c.b).Signature(); got != c.same {
			t.Errorf("%q / %q: same %v, want %v (%q / %q)", c.a, c.b, got, c.same, Of(c.a).Terms, Of(c.b).Terms)
		}
	}
	ix := NewIndex([]Task{{Key: "t:p:W1:A001:create-task", Meeting: "W1", AssigneeID: "Dana", Owners: []string{"Dana"}, Title: "write the release notes"}})
	d := ix.Match(Action{Title: "Dana wrote the release notes", Text: "Dana wrote the release notes", Kind: Progress, AssigneeID: "Dana", Owners: []string{"Dana"}})
	if d.Verdict != Same || d.Task.Key != "t:p:W1:A001:create-task" {
		t.Errorf("status line: %+v, want the open task", d)
	}
}
