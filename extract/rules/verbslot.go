package rules

import (
	"regexp"
	"strings"
	"unicode"
)

// The verb slot of an English commitment: after a named subject and "to"
// ("Priya to refresh the benchmarks"), the grammar already says a verb
// comes. Which verbs a team uses is open ("refresh", "bisect", "recolour",
// "reupload"); a closed list of verbs of work would miss every word it
// was not written with (issue 28: "Name to <verb>" with a verb outside the
// lists gave nothing at all, not even a possible action). The slot is
// read from the shape of the words instead — a lower-case word in its
// base form that is no function word, with something after it for it to
// act on — and the closed lists keep only what they mean: telling work
// from talk ("discuss", "think"), a state ("be", "have") or a motion
// ("go to Berlin").

// slotKind is what fills a verb slot.
type slotKind int

const (
	vsNone   slotKind = iota // no verb: "to the meeting", "to Berlin", "to 2.0"
	vsWork                   // a verb of the lists of work: "to update …"
	vsVerb                   // a verb by its shape only: "to refresh the benchmarks"
	vsTalk                   // talk or thought: "to discuss …", "to think about …"
	vsState                  // a state: "to be …", "to have …"
	vsMotion                 // a motion: "to go to Berlin", "to travel to …"
)

// slotTalkVerbs: verbs of talk or thought — no work after the meeting by
// their own meaning, however a list of work verbs files them.
var slotTalkVerbs = map[string]bool{"discuss": true, "think": true, "consider": true, "talk": true, "chat": true, "speak": true,
	"mention": true, "comment": true, "say": true, "tell": true, "wonder": true, "reflect": true, "ponder": true, "debate": true}

// slotStateVerbs: verbs of being, having or feeling.
var slotStateVerbs = map[string]bool{"be": true, "have": true, "remain": true, "stay": true, "seem": true, "feel": true, "like": true,
	"love": true, "know": true, "want": true, "need": true, "hope": true, "see": true, "hear": true, "enjoy": true, "exist": true}

// slotMotionVerbs: verbs of going somewhere.
var slotMotionVerbs = map[string]bool{"go": true, "come": true, "travel": true, "fly": true, "head": true, "return": true,
	"visit": true, "arrive": true, "leave": true, "drive": true, "walk": true}

// slotFunctionWords: closed classes of words that never open a verb
// phrase — prepositions, pronouns, numbers, conjunctions, adverbs of
// time and degree — beside determiners.
var slotFunctionWords = wordSet(`about above across after against along among around as at before behind below beneath beside
		between beyond by despite down during except for from in inside into like near of off on onto out outside over past
		per since than through throughout till to toward towards under until up upon via with within without
		i me you he him she it we us they them everyone everybody everything someone somebody something anyone anybody
		anything nobody nothing all both some any none many much more most few several other another such
		one two three four five six seven eight nine ten first second third next last
		and or but nor so yet if whether because while when where how what which who whom whose why
		also then now today tomorrow tonight soon later still just only even already again always never ever
		not no yes very too quite rather really here there please`)

// verbSlot reads the words after a subject and its modal ("refresh the
// benchmarks" of "Priya to refresh the benchmarks"): what fills the slot.
func verbSlot(rest string) slotKind {
	f := strings.Fields(rest)
	if len(f) == 0 {
		return vsNone
	}
	w := strings.Trim(f[0], "*_,.:;!?")
	lw := strings.ToLower(w)
	switch {
	case slotTalkVerbs[lw]:
		return vsTalk
	case slotStateVerbs[lw]:
		return vsState
	case slotMotionVerbs[lw] && !(len(f) > 1 && lw != "go" && lw != "come" && determiners[strings.ToLower(strings.Trim(f[1], "*_,.:;!?"))]):
		// ("to return the keys": a verb with its object carries
		// something back, no motion.)
		return vsMotion
	case workVerb(lw) || enWorkVerbs[lw]:
		return vsWork
	}
	// The shape of a verb in its base form: lower case letters (a
	// hyphenated "follow-up", "re-run"), no function word, no determiner,
	// no capital ("to Berlin"), no digit ("to 2.0").
	if w == "" || w != lw || determiners[lw] || slotFunctionWords[lw] || len(lw) < 3 {
		return vsNone
	}
	for _, r := range lw {
		if !unicode.IsLetter(r) && r != '-' {
			return vsNone
		}
	}
	// Not a gerund, a past form, an adverb or a plural noun ("to
	// slides", "to documentation changes"): "-ss" and "-us" verbs
	// ("address", "focus") stay.
	if strings.HasSuffix(lw, "ing") || strings.HasSuffix(lw, "ed") || strings.HasSuffix(lw, "ly") ||
		strings.HasSuffix(lw, "s") && !strings.HasSuffix(lw, "ss") && !strings.HasSuffix(lw, "us") {
		return vsNone
	}
	// A verb of work acts on something: an object or a complement after
	// it, which a verb of being does not open ("Changes to documentation
	// were made": a noun, then its verb) and "of" does not either ("Access
	// to members of …").
	if len(f) < 2 {
		return vsNone
	}
	next := strings.ToLower(strings.Trim(f[1], "*_,.:;!?"))
	switch next {
	case "", "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could", "should", "of", "and", "or":
		return vsNone
	}
	return vsVerb
}

// workSlot: the slot holds a verb of work, listed or by its shape.
func workSlot(rest string) bool {
	k := verbSlot(rest)
	return k == vsWork || k == vsVerb
}

// notVerbOpening: the words after "Name to" open no verb phrase by
// their shape alone — a determiner ("to the meeting"), a capitalised
// word ("to Berlin"; an acronym, "to PR the fix", may be a verb), a
// number — or a verb of motion or state ("to go to Berlin", "to be
// away"): a destination or a state, never a task.
func notVerbOpening(rest string) bool {
	if reHaveDone.MatchString(rest) {
		// "to have the flag renamed", "to get the PR merged": work done
		// through others is the person's work.
		return false
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return true
	}
	w := strings.Trim(f[0], "*_,.:;!?")
	r := []rune(w)
	if len(r) == 0 {
		return true
	}
	if strings.HasPrefix(strings.TrimLeft(f[0], "*_"), ".") {
		// "from .NET Classic to .NET Core", "to .gitignore": a word
		// glued to a leading dot names a platform or a file, no verb.
		return true
	}
	lw := strings.ToLower(w)
	capitalised := unicode.IsUpper(r[0]) && len(r) > 1 && strings.ToLower(string(r[1:])) == string(r[1:])
	k := verbSlot(rest)
	return determiners[lw] || capitalised || unicode.IsDigit(r[0]) || k == vsMotion || k == vsState
}

// reHaveDone: "have" or "get" and what is to be done to its object
// ("have the context version renamed", "get the docs to be reviewed").
var reHaveDone = regexp.MustCompile(`(?i)^\s*(?:have|get)\s+(?:[\p{L}\p{N}._/'’-]+\s+){1,6}?(?:to\s+be\s+)?\p{Ll}+(?:ed|en)\b`)

// namedToSlot: "Priya to refresh the benchmarks" with a name the notes
// do not list — one capitalised word, never written in lower case (a
// common word opening the line is: "Mail to send …") nor a form of a
// verb ("Hoping to", "Decided to"), and a verb of work in the slot, by
// the lists or by its shape. Thinner than a known name, it is a possible
// action, not a task (the extraction needs the name written twice).
func (p *parser) namedToSlot(subject, modal, rest string) bool {
	if strings.TrimSpace(modal) != "to" {
		return false
	}
	return p.slotSubject(subject) && workSlot(rest)
}

// toControllers: words that take "to" and a verb themselves ("Use to
// test …", "Volunteer to champion …", "Welcome to join …", "Happy to
// help"): opening a line they are the verb or its adjective, not a
// subject.
var toControllers = map[string]bool{"use": true, "volunteer": true, "volunteers": true, "welcome": true, "happy": true, "glad": true,
	"ready": true, "willing": true, "free": true, "nice": true, "good": true, "great": true, "hard": true, "easy": true, "able": true,
	"unable": true, "likely": true, "unlikely": true, "sure": true, "hope": true, "aim": true, "plan": true, "agree": true, "offer": true,
	"decide": true, "remember": true, "forget": true, "continue": true, "begin": true, "learn": true, "expect": true, "choose": true,
	"prefer": true, "intend": true, "promise": true, "wish": true, "thanks": true, "thank": true, "time": true, "how": true, "what": true,
	"where": true, "when": true, "who": true, "whom": true, "ok": true, "okay": true, "yes": true, "no": true, "also": true, "reminder": true,
	"request": true, "proposal": true, "decision": true, "note": true, "goal": true, "idea": true, "motion": true, "vote": true}

// slotSubject: a subject that reads as a person's name before a verb
// slot the lists do not know — one capitalised word, never written in
// lower case (a common word opening the line is: "Mail to send …"),
// no form of a verb ("Hoping to", "Decided to", "Use to test"), no
// plural ("Experts to participate"), no acronym ("SIG to …").
func (p *parser) slotSubject(subject string) bool {
	s := strings.Trim(strings.TrimSpace(subject), "*_")
	r := []rune(s)
	if len(r) < 2 || !unicode.IsUpper(r[0]) || strings.ContainsAny(s, " @[]") {
		return false
	}
	l := strings.ToLower(s)
	return !(toControllers[l] || notInfinitive[l] || toAdjectives[l] || notNames[l] || enImperatives[l] || enImperativesMore[l] || enWorkVerbs[l] || firstWorkVerbs[l] || commonLower[l] || reNotSubject.MatchString(l) ||
		workGerund(l) || strings.HasSuffix(l, "ing") || strings.HasSuffix(l, "ed") || strings.HasSuffix(l, "s") && !p.known(s) ||
		reAcronym.MatchString(s) || p.writtenLower(s))
}

// toAdjectives: adjectives that take "to" and a verb ("Easiest to
// scrape npm so far", "Hesitant to take 3p dependencies", "Happy to
// help"): a judgement or a mood opening the line, no one's name.
var toAdjectives = map[string]bool{"easier": true, "easiest": true, "harder": true, "hardest": true, "simpler": true, "simplest": true,
	"cheaper": true, "cheapest": true, "faster": true, "fastest": true, "quicker": true, "quickest": true, "safer": true, "safest": true,
	"better": true, "best": true, "hesitant": true, "reluctant": true, "eager": true, "keen": true, "happy": true, "glad": true,
	"likely": true, "unlikely": true, "necessary": true, "possible": true, "impossible": true, "useful": true, "sure": true, "certain": true}

// slotWaitVerbs: verbs of waiting, watching, attention or intent —
// after "will" they put off work, say where a mind goes or only aim at
// it, they are no firm work ("will wait for the vote", "will watch the
// thread", "will focus on the new role", "will aim to get it building").
var slotWaitVerbs = map[string]bool{"wait": true, "watch": true, "observe": true, "keep": true, "let": true, "try": true,
	"focus": true, "concentrate": true, "aim": true, "intend": true, "wish": true, "attempt": true, "hope": true, "expect": true}

// clauseVerbByShape: the words after a subject and its modal of
// commitment ("will bisect the regression") open a verb of work by its
// shape (verbSlot), and none of waiting: a verb no list names still
// commits its subject.
func clauseVerbByShape(rest string) bool {
	if verbSlot(rest) != vsVerb {
		return false
	}
	f := strings.Fields(strings.ToLower(rest))
	if slotWaitVerbs[strings.Trim(f[0], "*_,.:;!?")] {
		return false
	}
	// A verb and its particle alone ("has volunteered to step up",
	// "will stand down") take a role, not a task: work acts on
	// something after them.
	for _, w := range f[1:] {
		if !slotParticles[strings.Trim(w, "*_,.:;!?")] {
			return true
		}
	}
	return false
}

// slotParticles: the particles of English phrasal verbs.
var slotParticles = map[string]bool{"up": true, "down": true, "in": true, "out": true, "off": true, "on": true, "over": true,
	"back": true, "away": true, "aside": true, "along": true, "around": true, "forward": true, "through": true}
