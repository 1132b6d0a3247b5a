package rules

import (
	"regexp"
	"strings"
)

// "Bob is working on updating the docs", "Bob Jones is working on the
// migration": the progressive of "work on" names its work in its object,
// not in its verb (progressiveWork reads "working" as no verb of work).
// As every progressive (reportedplan.go) it is an action where the notes
// make it one — an action section, or the line's own deadline — and
// otherwise a status as often as a plan, left a possible action.

// reWorkingOnObject: what "working on" works on — a gerund and its
// object, or a thing.
var reWorkingOnObject = regexp.MustCompile(`^on\s+(?:(\p{Ll}+ing)\s+)?\S`)

// workingOn: gerund and rest are "working" "on …" with a work to name.
func workingOn(gerund, rest string) bool {
	m := reWorkingOnObject.FindStringSubmatch(rest)
	if gerund != "working" || m == nil {
		return false
	}
	if m[1] != "" {
		return progressiveWork(m[1], strings.TrimSpace(rest[len("on ")+len(m[1]):]))
	}
	return true
}

// progressiveTitle: the work a progressive names — after "working on",
// the gerund and its object ("updating the docs") or "work on" the thing
// ("work on the migration"); the gerund and what follows otherwise.
func progressiveTitle(gerund, rest string) string {
	if workingOn(gerund, rest) {
		obj := strings.TrimSpace(rest[len("on"):])
		if m := reWorkingOnObject.FindStringSubmatch(rest); m[1] != "" {
			return obj
		}
		return "work on " + obj
	}
	return gerund + " " + rest
}

// progressiveOwners: the subjects of a progressive, a handle's without
// its mark.
func progressiveOwners(subject string) []string {
	owners := splitOwners(strings.ReplaceAll(subject, "&", ","))
	for k, o := range owners {
		owners[k] = strings.TrimPrefix(o, "@")
	}
	return owners
}
