package series

import "testing"

// Work that goes on is in progress however a team says so: "keep" with a
// verb of the work ("Keep refining roadmap", "keeps working on …"),
// "finishing it up", "wrapping up". "Keep" before a thing is a task of its
// own ("Keep the docs current"), not a status.
func TestStatusOfContinuingWork(t *testing.T) {
	for text, want := range map[string]Status{
		"Keep refining roadmap":                                  StatusInProgress,
		"Erik keeps working on the proposal":                     StatusInProgress,
		"keep on testing the installer":                          StatusInProgress,
		"agenda topic about access control - finishing it up":    StatusInProgress,
		"wrapping up the migration guide":                        StatusInProgress,
		"Keep the docs current":                                  StatusNone,
		"Keep an eye on the nightly build":                       StatusNone,
		"Write the keeping-records policy":                       StatusNone,
		"finishing touches on the slides are Dana's, due Friday": StatusNone,
		// Work handed to reviewers is under way, not done.
		"Omar: the login bug fix is in review": StatusInProgress,
		"the RFC is out for review":            StatusInProgress,
		"migration guide under code review":    StatusInProgress,
		"Review the RFC":                       StatusNone,
		"Draft done and in review":             StatusDone,
		"ask for a review of the RFC":          StatusNone,
	} {
		if got := StatusOf(text); got != want {
			t.Errorf("StatusOf(%q) = %q, want %q", text, got, want)
		}
	}
}
