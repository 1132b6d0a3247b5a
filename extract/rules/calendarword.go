package rules

import (
	"strings"

	"github.com/axagent/axagent/extract/dates"
)

// calendarSubject: name is one month or weekday name the notes do not
// know as a person. Opening a clause it is the time the clause is about
// ("June is preferred, will evaluate …", "Friday works, will send …").
func (p *parser) calendarSubject(fields []string, name string) bool {
	return len(fields) == 1 && dates.IsCalendarName(fields[0]) && !p.known(name)
}

// dropCalendarOwners: a list of owners that mixes month or weekday names
// with other names keeps the others. The months before a name ("In May,
// June, and July, George will …") are the time the work takes, not
// people, though a name the roster knows stays whatever it is.
func (p *parser) dropCalendarOwners(owners []string) []string {
	var kept []string
	for _, o := range owners {
		f := strings.Fields(o)
		if len(f) == 2 && timePrepositions[strings.ToLower(f[0])] {
			// "Over March, …": the preposition opening the time.
			f = f[1:]
		}
		if len(f) == 1 && dates.IsCalendarName(f[0]) && !p.rosterKnows(o) {
			continue
		}
		kept = append(kept, o)
	}
	if len(kept) == 0 {
		return owners
	}
	return kept
}

// timePrepositions: words that open a time phrase before a month or a
// weekday ("In May", "Over March", "Until Friday").
var timePrepositions = map[string]bool{"in": true, "over": true, "during": true, "through": true, "throughout": true, "from": true, "until": true, "till": true, "by": true, "on": true, "before": true, "after": true, "since": true}

// bracketTags: words a notetaker puts in brackets to tag a line's kind
// or outcome ("[DECIDED] keep one time slot", "[Agreed] …", "[FYI] …"):
// the tag says what the line is, it names no one.
var bracketTags = map[string]bool{
	"decided": true, "decision": true, "agreed": true, "agreement": true, "resolved": true, "resolution": true,
	"approved": true, "accepted": true, "rejected": true, "consensus": true, "outcome": true, "conclusion": true,
	"info": true, "fyi": true, "note": true, "update": true, "question": true, "answer": true, "done": true,
}
