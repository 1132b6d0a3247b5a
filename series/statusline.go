package series

import "github.com/axagent/axagent/extract"

// reportsOn is act as the index matches it: a line the extractor read as
// plain whose words or place state how its work stands — "nightly
// benchmark job - in progress", an item under "## Done" or "Work in
// Progress", a ticked box, a status column — reports on work already
// there, and is matched as a progress line is. Only the matching reads
// it so: whether it is filed, held or dropped as a done report still
// follows what the extractor read.
func reportsOn(act extract.Action, status func(extract.Action, string) Status) extract.Action {
	if KindOf(act) != Plain || status(act, "") == StatusNone {
		return act
	}
	act.Restates = extract.RestatesProgress
	return act
}
