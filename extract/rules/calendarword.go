package rules

import "strings"

// calendarWords: month and weekday names. Opening a clause they are the
// time the clause is about ("June is preferred, will evaluate …",
// "Friday works, will send …"), not a person, unless the notes list
// someone by that name.
var calendarWords = map[string]bool{
	"january": true, "february": true, "march": true, "april": true, "may": true, "june": true,
	"july": true, "august": true, "september": true, "october": true, "november": true, "december": true,
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
}

// calendarSubject: name is one month or weekday name the notes do not
// know as a person.
func (p *parser) calendarSubject(fields []string, name string) bool {
	return len(fields) == 1 && calendarWords[strings.ToLower(fields[0])] && !p.known(name)
}

// bracketTags: words a notetaker puts in brackets to tag a line's kind
// or outcome ("[DECIDED] keep one time slot", "[Agreed] …", "[FYI] …"):
// the tag says what the line is, it names no one.
var bracketTags = map[string]bool{
	"decided": true, "decision": true, "agreed": true, "agreement": true, "resolved": true, "resolution": true,
	"approved": true, "accepted": true, "rejected": true, "consensus": true, "outcome": true, "conclusion": true,
	"info": true, "fyi": true, "note": true, "update": true, "question": true, "answer": true, "done": true,
}
