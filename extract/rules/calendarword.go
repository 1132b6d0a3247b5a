package rules

import "github.com/axagent/axagent/extract/dates"

// calendarSubject: name is one month or weekday name the notes do not
// know as a person. Opening a clause it is the time the clause is about
// ("June is preferred, will evaluate …", "Friday works, will send …").
func (p *parser) calendarSubject(fields []string, name string) bool {
	return len(fields) == 1 && dates.IsCalendarName(fields[0]) && !p.known(name)
}

// bracketTags: words a notetaker puts in brackets to tag a line's kind
// or outcome ("[DECIDED] keep one time slot", "[Agreed] …", "[FYI] …"):
// the tag says what the line is, it names no one.
var bracketTags = map[string]bool{
	"decided": true, "decision": true, "agreed": true, "agreement": true, "resolved": true, "resolution": true,
	"approved": true, "accepted": true, "rejected": true, "consensus": true, "outcome": true, "conclusion": true,
	"info": true, "fyi": true, "note": true, "update": true, "question": true, "answer": true, "done": true,
}
