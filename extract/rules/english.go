package rules

// English rules: commitments in running text (Name will/to …), a
// speaker's own (JK: I will …), who-will, assigned-to, inherited owners,
// team commitments with a deadline, and answers in transcripts.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Several are joined by a sign ("gsnedders + jgraham to …"), never by
// "and", which joins verbs as often ("build and deploy to …"). A verb of
// taking the work on stands for "to" ("kestrel volunteers to …", "ana
// has offered to …").
var reMarkerLowerOwner = regexp.MustCompile(`^@?([\p{L}][\p{L}\p{N}_.-]{1,30}(?:\s*(?:\+|&|,|/)\s*@?[\p{L}][\p{L}\p{N}_.-]{1,30})*)\s+(?:(?:has\s+)?(?:volunteer(?:s|ed)|agree(?:s|d)|offer(?:s|ed)|promise(?:s|d))\s+to|to|will)\s+(.+)$`)

// Speaker-attributed first person: "JK: I will …", "(David) - Note: I
// intend to …", "[Rae] I'll …", after a short exclamation ("[RB]
// Awesome! I will contact Sahar").
var reSpeaker = regexp.MustCompile(`^(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*)?(?:\(([^)]{1,40})\)\s*[-–—:]?|\[([^\]]{1,40})\]\s*[-–—:]?|<([^>]{1,40})>\s*[-–—:]?|(` + enNumberedSpeaker + `|[\p{L}][\p{L}.'’ -]{0,30}?)\s*[:：])\s*(?:[\p{L}]{1,12}[:：]\s*)?(?:(?i:okay|ok|yes|sure|so|yeah|yep|and|alright|right),?\s+|\p{L}[\p{L}'’ ]{0,18}!\s+|` + speakerClauseFirst + `)?` + firstPersonCommit + `\s+(.+)$`)

// reScribeCont: a line a scribe writes to go on with the speaker above
// ("... I'll start the process", "… thanks, everyone") in minutes of the
// W3C kind, where each turn opens "Name: …".
var reScribeCont = regexp.MustCompile(`^(?:\.{3}|…)\.*\s*(\S.*)$`)

// reScribeTurn: the line that opens a turn, "Name: …" (one to three
// capitalised words).
var reScribeTurn = regexp.MustCompile(`^([\p{Lu}][\p{L}'’.-]{0,20}(?:\s+[\p{Lu}][\p{L}.'’-]*){0,2})\s*[:：]\s+\S`)

// scribeSpeaker: node i is a paragraph of a scribe's continuation; who
// is the speaker of the turn it goes on (the paragraphs above it, back
// to the one that opens "Name: …", continuations between), rest its
// words. Empty when a heading or any other line comes first.
func (p *parser) scribeSpeaker(i int, plain string) (who, rest string) {
	n := p.d.Nodes[i]
	m := reScribeCont.FindStringSubmatch(plain)
	if m == nil || n.Kind != doc.Paragraph {
		return "", ""
	}
	for j := i - 1; j >= 0 && j >= i-40; j-- {
		prev := p.d.Nodes[j]
		if prev.Kind == doc.Blank {
			continue
		}
		if prev.Kind != doc.Paragraph {
			return "", ""
		}
		t := stripInline(prev.Text)
		if reScribeCont.MatchString(t) {
			continue
		}
		if tm := reScribeTurn.FindStringSubmatch(t); tm != nil && !notNames[strings.ToLower(strings.Fields(tm[1])[0])] {
			return tm[1], m[1]
		}
		return "", ""
	}
	return "", ""
}

// speakerClauseFirst: a clause of thanks or agreement the speaker says
// before committing ("Ravi: thank you for the feedback, I will follow up
// on the issue", "Lena: sounds good to me; I'll draft it"); never a
// condition ("if …, I will …" stays open).
const speakerClauseFirst = `(?:(?i:thanks?|thank\s+you|sounds|good|great|agreed|agree|noted|makes\s+sense|understood|fair|that['’]s|i\s+see|got\s+it)[^:!?;,.]{0,60}[,;.]\s+)`

// reTakeItOn: taking the item under discussion on ("take this", "take
// it on", "own that"): after "happy to" an offer of work, though "take"
// alone names none.
var reTakeItOn = regexp.MustCompile(`(?i)^(?:take|own)\s+(?:this|that|it)(?:\s+on)?\b`)

func (p *parser) speaker(text string, i int) *extract.Candidate {
	if c := p.acceptTurn(text, i); c != nil {
		// (entranscript.go) "Hannah: Sure, will do." to a request.
		return c
	}
	m := reSpeaker.FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	// "[name=Alice] I'll write …": HackMD's tag names the speaker.
	name := strings.TrimSpace(strings.TrimPrefix(m[1]+m[2]+m[3]+m[4], "name="))
	if name == "" || notNames[strings.ToLower(strings.Fields(name)[0])] || !hasLetter(name) {
		return nil
	}
	if reWeakVerb.MatchString(m[5]) && !reHaveReady.MatchString(m[5]) || reTurnNoWork.MatchString(m[0]) {
		// ("Carol: I'll try to join Thursday", "Bob: I'll let you know
		// if anything changes", "Ana: I'll share my screen": being at
		// the call, a courtesy, the call's own running — no work.)
		return nil
	}
	if reGladTo.MatchString(m[0][:len(m[0])-len(m[5])]) && !workVerb(strings.ToLower(firstWord(m[5]))) && !reHelpWith.MatchString(m[5]) && !reTakeItOn.MatchString(m[5]) {
		// "Tyler: happy to see this landing": a feeling, not an offer
		// ("Eli: happy to take this and …" takes the item on).
		return nil
	}
	c := &extract.Candidate{Assignee: name, Owners: []string{name}, Syntax: "speaker"}
	titled(c, m[5])
	// "Dan: Sure, I'll do it." answers the request above it.
	if emptyTitle[strings.ToLower(strings.Trim(c.Title, ".!"))] || reGenericTask.MatchString(c.Title) {
		if q, due := p.enRequestAbove(i, name); q != "" {
			c.Title = q
			if c.Due == "" {
				c.Due = due
			}
		}
	}
	return c
}

// reGladTo: an offer by gladness ("happy to review …"), a commitment
// only when work follows.
var reGladTo = regexp.MustCompile(`(?i)\b(?:happy|willing|glad)\s+to\s*$`)

// reHelpWith: the help a glad speaker offers, with what they help on
// ("happy to help with the release notes", "glad to help out on the
// docs") or nothing after it ("I'm happy to help."): an offer of work,
// not a feeling.
var reHelpWith = regexp.MustCompile(`(?i)^help(?:\s+out)?(?:\s+(?:with|on|review|test)\b.*|\s*[.!]?\s*)$`)

// reSpeakerWill: "Ingo: will reach out to his team", "CH: New theme is
// out, will update the book soon", "Vince T: Could not confirm - will be
// doing so": a speaker's subjectless "will" (first person left out, as
// minutes of a call write it), first or after a clause of the speaker's.
//
// The label may be a lower-case handle the notes know ("aether: testing
// branches; will add the stats"), and the report before the plan may run
// over several clauses ("Nyu: gathering data; testing fixes; will add a
// guide").
var reSpeakerWill = regexp.MustCompile(`^(?:(?i:from)\s+)?([\p{Lu}][\p{L}'’-]*(?:\s+` + enNameParticles + `[\p{Lu}][\p{L}.'’-]*){0,2}|[\p{Ll}\p{N}][\p{L}\p{N}_-]{1,24})\s*[:：]\s+(?:[^:!?]{0,200}?(?:,|;|\.|\s[-–—])\s+)?(?i:will|'ll|’ll)\s+(.+)$`)

// reSpeakerIWill: the speaker's plan in the first person after a report
// of theirs that ends a sentence ("Rhea: The wheel build covers every
// platform. I will pair with Ines on the tests."), or what the speaker
// still has to do ("Bram: I still need to review the build."). The plan
// is its own sentence: what follows it is another ("Let's merge …").
// After a comma the "I will" may hang on a condition ("If it ships, I
// will …"), which stays open.
var reSpeakerIWill = regexp.MustCompile(`^(?:(?i:from)\s+)?([\p{Lu}][\p{L}'’-]*(?:\s+` + enNameParticles + `[\p{Lu}][\p{L}.'’-]*){0,2}|[\p{Ll}\p{N}][\p{L}\p{N}_-]{1,24})\s*[:：]\s+(?:[^:!?]{0,300}?[.!]\s+)?(?:I\s*(?:will|'ll|’ll)|I\s+(?:still\s+)?(?:need|have)\s+to)\s+(.+?)(?:[.!](?:\s|$).*)?$`)

// reSpeakerLabel: "Name: …" of minutes of a call ("From Name: …" of
// written updates gathered into them).
var reSpeakerLabel = regexp.MustCompile(`^(?:(?i:from)\s+)?([\p{Lu}][\p{L}'’-]*(?:\s+` + enNameParticles + `[\p{Lu}][\p{L}.'’-]*){0,2})\s*[:：]\s+(.+)$`)

// enNameParticles: the lower-case particles of a family name, before
// its capitalised part ("Jan van Dijk", "Glenn ten Cate", "Ana de la
// Cruz"): a speaker's label names the whole person, not "Jan".
const enNameParticles = `(?:(?:` + nameParticleWords + `)\s+){0,2}`

const nameParticleWords = `van|von|de|der|den|del|della|di|da|das|dos|du|la|le|ten|ter|bin|al`

// reNameParticle: one such particle.
var reNameParticle = regexp.MustCompile(`^(?:` + nameParticleWords + `)$`)

// nameWords: the words of a name less its particles ("Glenn ten Cate"
// is a given and a family name, as "Glenn Cate" is).
func nameWords(name string) int {
	n := 0
	for _, w := range strings.Fields(name) {
		if !reNameParticle.MatchString(w) {
			n++
		}
	}
	return n
}

// reSaidCommit: the speaker's own commitment in a later sentence of
// their speech: "So to talk about each of those. I can write a guide
// …", "… is not top priority. But I can still do a comparison …",
// "Unless anyone is opposed, I will go ahead and create …".
var reSaidCommit = regexp.MustCompile(`(?:[.!;)]\s+|,\s+|\(\s*|\b(?:but|so|and|then)\s+)(?:(?i:ok(?:ay)?|yes|sure|so|then|and),?\s+)?(?:I\s+(?:will|am\s+going\s+to|plan\s+to|intend\s+to)|I['’]ll|I['’]m\s+going\s+to)\s+(?:(?:still|also|then|just|go\s+ahead\s+and)\s+)*(\p{L}[^.!?;]*)`)

// saidWork: verbs of work besides enImperatives that a speaker commits
// to ("I'll make the edit").
var saidWork = map[string]bool{"make": true, "put": true, "reach": true, "start": true, "handle": true, "land": true, "present": true, "propose": true}

// reSaidObject: an object that points back at speech, not at work.
var reSaidObject = regexp.MustCompile(`^(?:that|it|this|so|up|about|out|back)$`)

// reSaidIdiom: phrases of a work verb that promise no task.
var reSaidIdiom = regexp.MustCompile(`(?i)^(?:tag\s+team|make\s+(?:a|an|every|some)\s+effort|make\s+sure|make\s+it\s+(?:work|happen))\b`)

// reSpeechVerb: what a speaker says they will say, not do.
var reSpeechVerb = regexp.MustCompile(`(?i)^(?:say|mention|note|admit|argue|point|add\s+that|assume|guess|see|understand|imagine|tell\s+you|think|agree|accept|live\s+with|go\s+with|answer|respond|ask|repeat|clarify|speak|comment|explain|summari[sz]e|share\s+my|try|only|not|never|be|have|need)\b`)

// speakerSaid reads a first-person commitment inside a known speaker's
// longer speech (speaker reads one that opens it).
func (p *parser) speakerSaid(text string) *extract.Candidate {
	if !strings.Contains(text, "I") {
		return nil
	}
	m := reSpeakerLabel.FindStringSubmatch(text)
	if m == nil || !p.speakerName(m[1]) {
		return nil
	}
	sm := reSaidCommit.FindStringSubmatch(m[2])
	if sm == nil || reSpeechVerb.MatchString(sm[1]) || reNotWork.MatchString(sm[0]) {
		return nil
	}
	// Inside running speech only a verb of work commits ("I'll make the
	// edit", "I will create a repository"), and not one that reports
	// speech or points at something said ("I'll write that …", "merge
	// it").
	w := strings.Fields(strings.ToLower(sm[1]))
	take := reTakeForward.MatchString(sm[1])
	if !enImperatives[w[0]] && !saidWork[w[0]] && !take || len(w) < 2 || reSaidObject.MatchString(w[1]) && !take || reSaidIdiom.MatchString(sm[1]) {
		return nil
	}
	c := &extract.Candidate{Assignee: m[1], Owners: []string{m[1]}, Syntax: "speaker-said"}
	if !titled(c, sm[1]) || reGenericTask.MatchString(c.Title) {
		return nil
	}
	return c
}

// speakerName: the label of a line is a person speaking — not a label
// such as "Note:" or "Status:", and a name the notes know, a speaker who
// speaks again, or initials ("CH", "EAO", "Vince T").
func (p *parser) speakerName(name string) bool {
	low := strings.ToLower(name)
	if notNames[strings.ToLower(strings.Fields(name)[0])] || reMetaLabel.MatchString(low) || reFuture.MatchString(low) || !p.plausibleOwner(name) {
		return false
	}
	if reInitialsName.MatchString(name) {
		return !notInitials[name]
	}
	return p.known(name) || p.recurs(name+":") || p.recurs(name+" :")
}

// speakerWill reads reSpeakerWill when the speaker is a person (not a
// label such as "Note:" or "Status:").
func (p *parser) speakerWill(text string) *extract.Candidate {
	if !strings.Contains(strings.ToLower(text), "will") && !strings.Contains(text, "ll ") && !strings.Contains(text, "I ") {
		return nil
	}
	m := reSpeakerWill.FindStringSubmatch(text)
	if m == nil {
		if ix := reSpeakerIWill.FindStringSubmatchIndex(text); ix != nil {
			// Only the plan's own sentence says whether it is work.
			m = []string{text[ix[0]:ix[5]], text[ix[2]:ix[3]], text[ix[4]:ix[5]]}
			text = m[0]
		}
	}
	if m == nil || !p.speakerName(m[1]) {
		return nil
	}
	if r, _ := utf8.DecodeRuneInString(m[1]); !unicode.IsUpper(r) && !p.known(m[1]) {
		// A lower-case label is a person only as a handle the notes
		// list ("Roll call: aether, …"), never as a word that recurs.
		return nil
	}
	name, rest := m[1], m[2]
	if reWeakVerb.MatchString(rest) && !reBeDoing.MatchString(rest) && !reHaveALook.MatchString(rest) || reNotWork.MatchString(text) || reTurnNoWork.MatchString(text) || strings.ContainsAny(rest, "?？") || reMeetingTalk.MatchString(rest) {
		// ("Alice: Okay, let's get started. I'll share my screen.":
		// running the call, no work.)
		return nil
	}
	c := &extract.Candidate{Assignee: name, Owners: []string{name}, Syntax: "speaker-will"}
	if !titled(c, rest) || reGenericTask.MatchString(c.Title) {
		return nil
	}
	return c
}

// reParenLabelWill: a status label with its person in parentheses, then
// that person's plan ("Held (nora): will check the rebase", "Review
// (Ana): intends to test it"): the plan is the person's.
var reParenLabelWill = regexp.MustCompile(`^\p{L}[\p{L} ]{0,20}?\s*\(\s*@?([\p{L}\p{N}][\p{L}\p{N}_.-]{1,30})\s*\)\s*[:：]\s*(?:[^:!?]{0,80}?[;,]\s+)?(?i:will|intends?\s+to|plans?\s+to)\s+(.+)$`)

// parenLabelWill reads reParenLabelWill when the notes know the person.
func (p *parser) parenLabelWill(text string) *extract.Candidate {
	m := reParenLabelWill.FindStringSubmatch(text)
	if m == nil || !p.known(m[1]) || strings.ContainsAny(m[2], "?？") {
		return nil
	}
	c := &extract.Candidate{Assignee: m[1], Owners: []string{m[1]}, Syntax: "paren-label-will"}
	if !titled(c, m[2]) || reGenericTask.MatchString(c.Title) {
		return nil
	}
	return c
}

// reSpeakerOnIt: "Alice: I'm looking into the runner image", "Bob: I am
// working on the migration guide" — a speaker taking up work in the
// present: the work is theirs, ongoing, as a call's minutes write an
// owner.
var reSpeakerOnIt = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){0,2})\s*[:：]\s+(?:(?i:ok(?:ay)?|yes|so),?\s+)?(?:I['’]m|I\s+am)\s+(?:(?:currently|already|still|now)\s+)?(looking\s+into|investigating|working\s+on|digging\s+into|following\s+up\s+(?:on|with)|chasing|checking(?:\s+on)?|fixing|drafting|writing|preparing|reviewing|updating)\s+(\S.*)$`)

// onItBase: the verbs of reSpeakerOnIt as a task title opens with them.
var onItBase = map[string]string{"looking into": "look into", "investigating": "investigate", "working on": "work on", "digging into": "dig into",
	"following up on": "follow up on", "following up with": "follow up with", "chasing": "chase", "checking": "check", "checking on": "check on",
	"fixing": "fix", "drafting": "draft", "writing": "write", "preparing": "prepare", "reviewing": "review", "updating": "update"}

// speakerOnIt reads reSpeakerOnIt when the speaker is a person.
func (p *parser) speakerOnIt(text string) *extract.Candidate {
	if !strings.Contains(text, "I") {
		return nil
	}
	m := reSpeakerOnIt.FindStringSubmatch(text)
	if m == nil || !p.speakerName(m[1]) || strings.ContainsAny(m[3], "?？") {
		return nil
	}
	verb := onItBase[strings.ToLower(strings.Join(strings.Fields(m[2]), " "))]
	c := &extract.Candidate{Assignee: m[1], Owners: []string{m[1]}, Syntax: "speaker-on-it"}
	if verb == "" || !titled(c, verb+" "+m[3]) || reGenericTask.MatchString(c.Title) {
		return nil
	}
	return c
}

// reInitialsName: a speaker written as initials or with one ("CH",
// "EAO", "Vince T", "E Joseph") is a person, even when named once.
var reInitialsName = regexp.MustCompile(`^(?:\p{Lu}{2,3}|\p{Lu}\p{Ll}+\s+\p{Lu}\.?|\p{Lu}\.?\s+\p{Lu}\p{Ll}+)$`)

// notInitials: capitals that label a line, not a speaker.
var notInitials = map[string]bool{"PR": true, "PRS": true, "CI": true, "CD": true, "API": true, "TBD": true, "TBA": true, "TAC": true, "TSC": true, "WG": true, "FYI": true, "ETA": true, "QA": true, "UI": true, "UX": true, "CLI": true, "NB": true, "PS": true, "RFC": true, "FAQ": true, "AI": true, "OK": true, "ADR": true, "SIG": true, "BOD": true, "GB": true, "TC": true, "KPI": true, "OKR": true, "DOC": true, "DEV": true, "OPS": true, "NEW": true, "ALL": true}

// reMeetingTalk: what the meeting itself will do next ("Will do light
// discussion on …", "will move on to …"): running the call, no task.
var reMeetingTalk = regexp.MustCompile(`(?i)^(?:do\s+(?:a\s+|some\s+)?(?:light\s+|quick\s+|short\s+)?discussion|discuss|talk|move\s+on|go\s+(?:over|through|on|ahead)|start\s+with|continue|skip|wait|see)\b`)

// reSpeakerFull: a speaker of two or three words ("Kim W: …", "Ana
// Lee: …").
var reSpeakerFull = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){1,2})\s*[:：]\s`)

// reDoItself: "(Name to do)", "- Name will do it": the task is
// written before the name.
var reDoItself = regexp.MustCompile(`(?i)^do(?:\s+(?:it|this|that))?\s*[).]*\s*$`)

// reHaveALook: "will have a look (at …)": a commitment to look into
// something, not the weak "have".
var reHaveALook = regexp.MustCompile(`(?i)^have\s+a\s+(?:look|go|try|stab|chat|word|call)\b`)

// reBeDoing: "will be doing so", "will be reviewing …": a commitment in
// the progressive.
var reBeDoing = regexp.MustCompile(`(?i)^be\s+\p{L}+ing\b`)

var (
	reGenericTask = regexp.MustCompile(`(?i)^(?:take|handle|own|do|pick\s+up|look\s+into|work\s+on)\s+(?:it|that|this|one)(?:\s+on)?$`)
	reEnRequest   = regexp.MustCompile(`(?i)^(?:(?:so|ok|okay),?\s+)?(?:can|could|would|will)\s+you\s+(?:please\s+)?(.+?)\s*[?？]+\s*$`)
)

// enRequestAbove is the task of a question put to name on one of the two
// lines above line i ("Carol: Dan, can you send the deck by Friday?").
func (p *parser) enRequestAbove(i int, name string) (title, due string) {
	first := strings.ToLower(strings.Fields(name)[0])
	return p.requestAboveWith(i, func(t string) string {
		if !strings.Contains(strings.ToLower(t), first) {
			return ""
		}
		t = afterSpeakerLabel(t)
		// "Dan, can you …" / "can you …, Dan?"
		if strings.HasPrefix(strings.ToLower(t), first) {
			t = strings.TrimLeft(t[len(first):], " ,")
		}
		t = strings.TrimSpace(reTrailVocative.ReplaceAllString(t, "?"))
		if m := reEnRequest.FindStringSubmatch(t); m != nil {
			return m[1]
		}
		return ""
	})
}

// requestAboveWith reads the request put to someone on one of the two
// written lines above line i: read gives the request's work from a line
// ("" when the line asks nothing of them), and the first such line's
// title and due are returned.
func (p *parser) requestAboveWith(i int, read func(line string) string) (title, due string) {
	seen := 0
	for j := i - 1; j >= 0 && seen < 2; j-- {
		n := p.d.Nodes[j]
		if n.Kind == doc.Blank || n.Kind == doc.Skipped {
			continue
		}
		seen++
		if work := read(stripInline(n.Text)); work != "" {
			title, due = cutDue(work)
			return cleanTitle(title), due
		}
	}
	return "", ""
}

// afterSpeakerLabel cuts a short "Speaker:" label off a chat line.
func afterSpeakerLabel(t string) string {
	if k := strings.IndexAny(t, ":："); k >= 0 && k < 40 {
		_, size := utf8.DecodeRuneInString(t[k:])
		return strings.TrimSpace(t[k+size:])
	}
	return t
}

var reTrailVocative = regexp.MustCompile(`,\s*[\p{Lu}][\p{L}'’-]*\s*[?？]+\s*$`)

// Commitments in running text: "Dana will …", "Ravi to address.", "Lee to
// follow up", "Probably Sam Ortiz to own this", "[x](mailto:…) to resolve",
// "who will write the summary: quux".
var (
	reClauseSplit = regexp.MustCompile(`(?:^|[.;!…]\s*|[:：]\s+|\s+(?:[→>-]+|[—–])\s+|\[|\s+-\s+|\(|,\s+(?:and\s+)?|\s+that\s+)`)
	enNameUnit    = `@?[\p{Lu}][\p{L}'’-]*(?:\s+(?:[\p{Lu}]\.|[\p{Lu}][\p{L}'’-]*)){0,2}`
	reEnName      = `(` + enPeopleGroup + `|` + enNameUnit + `(?:\s*(?:,(?:\s*(?:and\b|&))?|&|\+|/|\band\b)\s*` + enNameUnit + `)*(?:\s+(?i:group|team|committee|sub-?committee|wg|sig|working\s+group))?|@[\p{L}\p{N}_.-]+(?:(?:\s*(?:,(?:\s*(?:and\b|&))?|&|\+|/|\band\b)\s*|\s+)@[\p{L}\p{N}_.-]+)*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\p{Hangul}]{2,4}(?:\s*님)?|[\p{Ll}][\p{L}\p{N}_-]{1,30})`
	reCommit      = regexp.MustCompile(`^(?:(?i:probably|maybe|perhaps|tentatively)\s+)?` + reEnName + `\s+(?:[^.;:]{0,60}?(?:\s+and|,)\s+)?(?:(?i:kindly|also|graciously|generously|readily|then|again|now)\s+)?` + enCommit + `\s+(.+)$`)
	reWhoWill     = regexp.MustCompile(`^(?i:who)\s+(?:will|to)\s+(.+?)\s*[:：]\s*(@?[\p{L}][\p{L}\p{N}_.-]{1,30})\s*$`)
	reAssignedTo  = regexp.MustCompile(`(?i)^(.+?)\s*[,(\[-]?\s*\b(?:assigned\s+to|assign\s+to|owner\s*[:=])\s+@?([\p{L}][\p{L}\p{N}_.-]*(?:\s+[\p{Lu}][\p{L}.-]*)?)\s*[)\]]?\s*[.]?$`)
	reAcronym     = regexp.MustCompile(`^[\p{Lu}\p{N}]{2,}s?$`)
	// reCommitHint is a cheap first test: no commitment without one of these.
	reCommitHint = regexp.MustCompile(`(?i)\b(?:will|to|must|shall|going|'ll|’ll)\b|\bwho\b|assign|\b(?:responsible\s+for|in\s+charge\s+of|on\s+point\s+for|volunteered\s+for|owns)\b`)
	// reInCharge: what a person is made responsible for is a thing, not
	// a verb ("Bob is responsible for the venue booking", "Ana
	// volunteered for the release notes").
	reInCharge = regexp.MustCompile(`(?i)^\s*(?:(?:is|are)\s+(?:now\s+)?(?:responsible\s+for|in\s+charge\s+of|on\s+point\s+for)|volunteered\s+for)\s+$`)
	// reOwnsBetween: "owns" between a name and the work it owns.
	reOwnsBetween = regexp.MustCompile(`(?i)^\s*owns\s+$`)
	// Only people offer, agree, volunteer or promise.
	// So do say or mention what they will do, commit to it, or take an
	// action item ("Priya said she'd …", "Priya took an AI to …").
	rePersonVerb = regexp.MustCompile(`(?i)\b(?:offered|agreed|volunteered|promised|committed)\s+to\b|\b(?:took|taken)\s+(?:on\s+)?(?:the|an)\s+(?:actions?|AIs?)\b|\b(?:said|says|mentioned|mentions)\s+(?:that\s+)?(?:he|she|they)(?:['’]d|['’]ll|\s+would|\s+will)\b`)
	reToOnly     = regexp.MustCompile(`^\s+to\s`)
	// ("go first/last/next": the order of speakers in the meeting.)
	reWeakVerb = regexp.MustCompile(`(?i)^(?:be|have|not|need|probably|likely|also be|get\s+back|continue\s+to\s+be|go\s+(?:first|last|next))\b`)
)

// reNameBareVerb: a list item that opens with a name and a bare verb of
// work, the "to" left out: "Boris plan a meeting with the bookkeeper".
var reNameBareVerb = regexp.MustCompile(`^@?([\p{Lu}][\p{L}'’-]{1,30})\s+(\p{Ll}+)\s+(\S.*)$`)

// reFullNameBareVerb: reNameBareVerb with a first name and a surname.
var reFullNameBareVerb = regexp.MustCompile(`^@?([\p{Lu}][\p{L}'’-]{1,30}\s+[\p{Lu}][\p{L}'’-]{1,30})\s+(\p{Ll}+)\s+(\S.*)$`)

// reNotObject: what follows a noun, not a verb: "Boris review was
// positive".
var reNotObject = regexp.MustCompile(`^(?i:is|was|were|are|went|has|had|been|got|and|or|of|for)\b`)

// nameBareVerb reads "Name verb …" as Name's task when the notes know
// Name as a person (an attendee, someone who commits elsewhere in them)
// and the verb is one of the plainest verbs of work in its bare form.
func (p *parser) nameBareVerb(text string) *extract.Candidate {
	if c := p.namesBareVerb(text); c != nil {
		return c
	}
	m := reNameBareVerb.FindStringSubmatch(text)
	if m == nil || !enImperatives[m[2]] || reNotObject.MatchString(m[3]) || notNames[strings.ToLower(m[1])] || !p.known(m[1]) && !p.committer(m[1]) {
		return nil
	}
	c := &extract.Candidate{Assignee: m[1], Owners: []string{m[1]}, Syntax: "name-bare-verb"}
	if !titled(c, m[2]+" "+m[3]) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// committer: somewhere in the notes name commits in the usual way
// ("Boris to post …", "Boris will draft …"). The notes are read for it
// once, so a long file of such lines costs one pass, not one per line.
func (p *parser) committer(name string) bool {
	if p.committers == nil {
		p.committers = map[string]bool{}
		mid := p.midSentence
		p.midSentence = false
		for _, n := range p.d.Nodes {
			if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || len(n.Text) > maxItemBytes {
				continue
			}
			if c := p.commitment(stripInline(n.Text), true); c != nil {
				p.committers[c.Assignee] = true
				// "Alex and Andreas to help …" commits each of them.
				for _, o := range c.Owners {
					p.committers[o] = true
				}
			}
		}
		p.midSentence = mid
	}
	return p.committers[name]
}

func (p *parser) commitment(text string, inAction bool) *extract.Candidate {
	lead, due, form := enLeadForm(text)
	if lead == text {
		return p.commitmentText(text, inAction)
	}
	if c := p.commitmentText(text, inAction); c != nil && len(c.Owners) > 0 {
		// The line as written already names its owner ("Assigned to
		// Wen to repro: …" by reAssignedTo).
		return c
	}
	if _, _, known := p.reportedCommit(text); form == leadReported && known {
		// A known person's reported plan is reportedPlan's.
		return nil
	}
	// "For next session: Dana - draft X", "Dana said she'd draft X": read
	// as "Dana to draft X" (enleadforms.go); outside an action section
	// the label or the report leaves it to confirm.
	c := p.commitmentText(lead, inAction)
	if c == nil {
		return nil
	}
	if c.Due == "" {
		c.Due = due
	}
	if (!inAction || form == leadReported) && !slices.Contains(c.Problems, problemConfirm) {
		delete(p.firm, c)
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

func (p *parser) commitmentText(text string, inAction bool) *extract.Candidate {
	text = modalCase(text)
	text = takingOnWill(requestedThat(committedVerb(agreedWould(dropAppositive(text)))))
	// "No, PD to follow up to close the issue": an answer's word before
	// the owner is no part of the name.
	text = reLeadInterjection.ReplaceAllString(text, "")
	if !reCommitHint.MatchString(text) || isQuestion(text) && !reAskCommit.MatchString(text) {
		return nil
	}
	if m := reWhoWill.FindStringSubmatch(text); m != nil {
		c := &extract.Candidate{Assignee: m[2], Owners: []string{strings.TrimPrefix(m[2], "@")}, Syntax: "who-will"}
		titled(c, m[1])
		return c
	}
	if m := reAssignedTo.FindStringSubmatch(text); m != nil {
		c := &extract.Candidate{Assignee: m[2], Owners: []string{m[2]}, Syntax: "assigned-to"}
		titled(c, m[1])
		if !inAction {
			c.Problems = append(c.Problems, problemConfirm)
		}
		return c
	}
	for _, loc := range reClauseSplit.FindAllStringIndex(text, 8) {
		// (enroles.go) "The City Manager was directed to …".
		clause := enOfficeSubject(dropNameAside(trimConnective(strings.TrimSpace(text[loc[1]:]))))
		m := reCommit.FindStringSubmatch(clause)
		if m == nil || reDayRange.MatchString(clause) {
			continue
		}
		name, rest := m[1], m[2]
		if loc[1] > 0 && text[loc[1]-1] == '(' && strings.Contains(clause[len(name):len(clause)-len(rest)], ")") {
			// "PEP 674 (Disallow using macros as l-values), and will
			// start a doc", "RFC 12 (Alice Smith presenting) and will
			// vote": a word opening a parenthesis that closes before the
			// commitment is none of its subject.
			continue
		}
		if reOwnsBetween.MatchString(clause[len(name) : len(clause)-len(rest)]) {
			// "Bob owns the docs update": to own it, as "will own".
			rest = "own " + rest
		}
		if questionFirst(rest) && !reAskCommit.MatchString(clause) {
			// "Programmatic API to read the buffers? Could be added
			// later": the clause's sentence asks; the answer after it
			// commits no one.
			continue
		}
		if between := clause[:len(clause)-len(rest)]; reReportedThat.MatchString(between) && !reAndWillBack.MatchString(between) {
			// "Lindsey requested that when directors write, to make sure
			// …": what the name asks of others (enconnectives.go).
			continue
		}
		fields := strings.Fields(strings.TrimPrefix(name, "@"))
		first := strings.ToLower(fields[0])
		if loc[1] == 0 && len(fields) == 1 && (first == "aim" || first == "plan") && reToOnly.MatchString(clause[len(name):]) {
			// "Aim to post the newsletter in two weeks": the group's
			// own plan, nobody named.
			if w := strings.Fields(rest); len(w) > 1 && workVerb(strings.ToLower(w[0])) {
				c := &extract.Candidate{Syntax: "intent-plan"}
				titled(c, rest)
				c.Problems = append(c.Problems, problemNoSubject)
				return c
			}
		}
		// ("Github Issue to discuss …": a thing named by its last word.)
		if groupWithoutWork(name, rest) || notNames[first] || notNames[strings.ToLower(name)] || len(fields) > 1 && notNames[strings.ToLower(fields[len(fields)-1])] || reWeakVerb.MatchString(rest) && !weakButCommitted(rest) || reWaitVerb.MatchString(rest) || reRoleChange.MatchString(rest) || reNextRole.MatchString(rest) || (workVerb(first) || enWorkVerbs[first] || first == "use" || causativeVerbs[first] && len(fields) > 1) && !p.known(name) || workGerund(first) || workThirdPerson(first) && !p.known(name) || determiners[strings.ToLower(firstWord(rest))] && !reInCharge.MatchString(clause[len(name):len(clause)-len(rest)]) || objectPronouns[strings.ToLower(firstWord(rest))] || p.verbFormName(fields, name) {
			// "Invite Adrian to TC Meeting": a verb and its object, not a
			// name; "Contribute to test cases", "Use to check …": a verb
			// of work opening the line is no subject either; nor is a
			// noun before "to the …" (a preposition, no verb after it).
			continue
		}
		// Outside an action section an unknown single capitalised word
		// is as likely a verb ("Want to …") as a name.
		// "SIG to forecast", "SIGs, WG to …": an acronym is a body, not a
		// person.
		// "Mail to send …", "Aim to publish …": a capitalised word the
		// notes also write in lower case mid-sentence is a common word
		// opening the line, not a person.
		if len(fields) == 1 && !p.known(name) && p.commonWord(fields[0]) {
			continue
		}
		if len(fields) == 2 && reAcronym.MatchString(fields[1]) && !p.known(name) && !p.known(fields[0]) && !p.rosterKnows(fields[0]) {
			// "Change DNS to use example.org", "Move CI to …": a verb and
			// the acronym it acts on, not a given name and a surname
			// (issueminutes.go).
			continue
		}
		if len(fields) == 1 && (!p.known(name) && (toControllers[first] || notInfinitive[first] || pastToVerb(first)) || adjBeforeTo[first] && !p.rosterKnows(name)) {
			// "Remember to nominate …", "Happy to help", "Relevant to
			// the beta": a word that takes "to" itself opens the line as
			// its verb or adjective, not as a person.
			continue
		}
		acronym := false
		for _, o := range splitOwners(name) {
			if reAcronym.MatchString(o) && !p.known(o) && !p.initialsOwner(o, clause[len(name):]) {
				acronym = true
			}
		}
		if acronym {
			continue
		}
		strongVerb := !reToOnly.MatchString(clause[len(name):])
		// "Kris to make a release", "Claire to investigate": a capitalised
		// word, "to" and a verb of work is a person given a task (a noun
		// before "to" takes no such verb: "Access to the repo").
		if !strongVerb && notVerbOpening(rest) {
			// "Priya to Berlin next week", "Tomas to the meeting", "Lena
			// to go to the summit": a destination, not a task.
			continue
		}
		// A verb outside the lists of work counts by its shape
		// (verbslot.go) when the name is written again, always
		// capitalised: "Priya to refresh the benchmarks".
		toVerb := !strongVerb && len(strings.Fields(rest)) > 0 && (workVerb(strings.ToLower(strings.Fields(rest)[0])) || verbSlot(rest) == vsVerb && len(fields) == 1 && p.recurs(name) && p.slotSubject(name)) &&
			!reNotSubject.MatchString(strings.ToLower(name)) && !(p.midSentence && loc[0] == 0)
		koName := koFullName(strings.TrimSpace(strings.TrimSuffix(name, "님"))) || hasHonorific(name)
		joinedKnown := p.knownOwners(name) && reCommitNext.MatchString(clause[len(name):])
		if !p.known(name) && !joinedKnown && !koName && !strings.Contains(name, "@") && !((inAction || strongVerb || toVerb) && !unicode.IsLower([]rune(name)[0])) && len(strings.Fields(name)) < 2 {
			continue
		}
		// Notes that list their people ("Attendees: …") name them: outside
		// an action section a capitalised word they do not list is more
		// likely a thing ("Release will …") than a person.
		// A group word ("Everyone needs to …", "All will …") is listed
		// by no attendees list and names the people all the same.
		if !inAction && !p.known(name) && !joinedKnown && !koName && !strings.Contains(name, "@") && len(strings.Fields(name)) < 2 && len(p.names) >= 3 && !rePersonVerb.MatchString(clause) && !toVerb && !p.calendarSubject(fields, name) && !groupOwners[strings.ToLower(name)] {
			continue
		}
		if sp := reSpeakerFull.FindStringSubmatch(text); sp != nil && loc[1] > 0 && strings.HasPrefix(sp[1], name+" ") {
			// "Kim W: … Kim has a call and will confirm": the speaker
			// as the line writes them.
			name = sp[1]
		}
		if t := reTitleBefore.FindStringSubmatch(text[:loc[1]]); t != nil && loc[1] > 0 && len(fields) <= 2 {
			// "Mr. Ortiz will …": the clause split at the title's stop;
			// the owner as written keeps it (enrequested.go).
			name = t[1] + ". " + name
		}
		if reAttendOnly.MatchString(strings.TrimSpace(strings.TrimRight(rest, ".)!"))) {
			// "Simon Cox will call in", "Ana will join remotely": being
			// at the meeting, no work.
			continue
		}
		if k := strings.Index(clause, name); k >= 0 && reUseObjects.MatchString(text[:loc[1]]+clause[:k]) {
			// "use Twitter, Slack and YouTube to share with our
			// members": the things used, and their purpose.
			continue
		}
		c := &extract.Candidate{Assignee: name, Owners: splitOwners(name), Syntax: "commitment"}
		if p.calendarSubject(fields, name) {
			c.Assignee, c.Owners = "", nil
		}
		if reDoItself.MatchString(rest) && loc[0] > 0 {
			// "Notify teams on June 3rd (Tomas to do)": the work is
			// what the line says before the owner's parenthesis.
			rest = strings.TrimRight(text[:loc[0]], " (-–—:")
		}
		c.Title, c.Due = cutDue(rest)
		c.Title, c.ExplicitID = cutExplicitID(c.Title)
		c.Title = cleanTitle(strings.TrimRight(c.Title, "]"))
		if c.Title == "" {
			continue
		}
		p.tentative(c, clause)
		if !inAction && !(p.known(name) && c.Due != "") {
			if p.firmCommitment(text, clause, name, rest, c.Title, loc[1] > 0) {
				p.firm[c] = true
			} else {
				c.Problems = append(c.Problems, problemConfirm)
			}
		}
		return c
	}
	return nil
}

// reAskCommit: a commitment to put a question to someone ("Erik will ask
// Min: how do we …?", "We will raise a question at the general call
// about …?"): the question mark is the question's, the line a task.
var reAskCommit = regexp.MustCompile(`^(?:@?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?|(?i:we|i))\s+(?i:will|to|shall|is\s+going\s+to|are\s+going\s+to)\s+(?i:ask|raise|check|find\s+out|confirm|clarify|bring\s+up|follow\s+up)\b`)

// reLeadInterjection: an answer or a connective opening the line before
// its owner ("No, PD to …", "OK, Sam will …", "So, Ana to …").
var reLeadInterjection = regexp.MustCompile(`^(?i:no|yes|ok|okay|sure|so|also|then|right|agreed|great)\s*,\s+`)

// reOpenCommit: a word that leaves a commitment open ("Brian might send …",
// "… if we get the budget", "Sam will try to …", "… at some point"), or
// a question mark.
var reOpenCommit = regexp.MustCompile(`(?i)\b(?:might|may|maybe|perhaps|probably|possibly|could|would|should|try|tries|trying|if|whether|unless|hope|hopefully|consider|think|thinks|likely|tentative(?:ly)?|potentially|ideally|eventually|tbd|at\s+some\s+point|some\s*(?:time|day)|when(?:ever)?\s+possible|time\s+permit(?:s|ting))\b|[?？]`)

// firmCommitment: a commitment outside an action section that leaves
// nothing to confirm — "Brian to prepare slides.", "#681 - Kimball will
// review.": one person the roster or the notes know, written as a
// capitalised name (not a handle, a nickname, "we" or a group), a firm
// modal ("will", "to", "agreed to", "is going to"), a verb of work and
// no hedge anywhere on the line; a one-word task only after words of
// the line that say what it is about ("Erik to make" alone is not).
// Measured before it was made (issue 27): lines of this shape were the
// named person's actions 25 of 25 times on the extraction dev split and
// 31 of 33 in the continuity corpus; names the notes do not know,
// several owners, "needs to", "offered to", hedged lines and other
// verbs stayed near 0.6 and are still held.
func (p *parser) firmCommitment(text, clause, name, rest, title string, context bool) bool {
	if strings.HasPrefix(name, "@") || len(splitOwners(name)) != 1 || !unicode.IsUpper([]rune(name)[0]) || !p.known(name) || reOpenCommit.MatchString(text) {
		return false
	}
	i := strings.Index(clause, name)
	if i < 0 || len(clause)-len(rest) < i+len(name) {
		return false
	}
	mid := strings.ToLower(strings.Join(strings.Fields(clause[i+len(name):len(clause)-len(rest)]), " "))
	if mid != "to" && mid != "agreed to" && mid != "is going to" && mid != "will" && !strings.HasSuffix(mid, " will") {
		return false
	}
	words := strings.Fields(strings.ToLower(title))
	// A known person, a firm modal and then a verb: the grammar says
	// it is one, so a verb no list names ("Brian will bisect the
	// regression") is as firm by its shape (clauseVerbByShape; talk,
	// states, motion, waiting and intent stay to confirm). Light verbs
	// ("take a look", "help with", "get to it") stay to confirm as the
	// lists always left them: how much they promise is in their object.
	if len(words) == 0 || !(workVerb(words[0]) || clauseVerbByShape(title) && !firstWorkVerbs[words[0]] && !hedgeWorkVerbs[words[0]]) || len(words) == 1 && !context {
		return false
	}
	return true
}

// holdRepeatedFirm holds again a firm commitment (firmCommitment) that
// repeats an action the notes list elsewhere for the same person ("***David***
// / * post the newsletter …" and, in the minutes, "David will post
// newsletter …"): filed, it would be a second task for one piece of work;
// held, a person sees it beside the first.
func holdRepeatedFirm(out []extract.Candidate, firm map[int]bool) []extract.Candidate {
	for i := range out {
		if !firm[out[i].Line] {
			continue
		}
		k := extract.MatchKey(strings.Join(out[i].Owners, " "), out[i].Title)
		for j := range out {
			if j != i && out[j].Line != out[i].Line && extract.Similarity(k, extract.MatchKey(strings.Join(out[j].Owners, " "), out[j].Title)) >= 0.5 {
				out[i].Problems = append(out[i].Problems, problemConfirm)
				break
			}
		}
	}
	return out
}

// inheritedOwner: "going to create an issue" under an item that names its
// owners ("RFC 9999 — ana/ben"): the item's owners, to be confirmed.
var reDashOwner = regexp.MustCompile(`\s[—–]\s*([\p{L}][\p{L}\p{N}_.-]{1,20}(?:\s*[/,&+]\s*[\p{L}][\p{L}\p{N}_.-]{1,20})*)\s*$`)

var reNoSubjectEn = regexp.MustCompile(`^(?i:going\s+to|planning\s+to|plan\s+to|plans\s+to|will)\s+(.+)$`)

func (p *parser) inheritedOwner(text string, n doc.Node) *extract.Candidate {
	m := reNoSubjectEn.FindStringSubmatch(text)
	if m == nil || reWeakVerb.MatchString(m[1]) || isQuestion(text) {
		return nil
	}
	for par := n.Parent; par >= 0; par = p.d.Nodes[par].Parent {
		pt := stripInline(p.d.Nodes[par].Text)
		t := p.trailingOwner(pt, false)
		if t == nil {
			if m := reDashOwner.FindStringSubmatch(pt); m != nil {
				t = &extract.Candidate{Assignee: m[1], Owners: splitOwners(m[1])}
			}
		}
		if t == nil {
			continue
		}
		c := &extract.Candidate{Assignee: t.Assignee, Owners: t.Owners, Syntax: "inherited-owner"}
		titled(c, m[1])
		c.Problems = append(c.Problems, problemConfirm)
		return c
	}
	return nil
}

// teamCommitment: "OK, by the next sync, let's get owners lined up.",
// "Try to have a draft in the next few days" — a team's own
// commitment with a deadline; nobody is named, so a human confirms.
var reTeamCommit = regexp.MustCompile(`^(?:(?i:okay|ok|so|then),?\s+)?(?:[^.]{0,40},\s*)?(?i:let[’']s|let\s+us|we\s+will|we[’']ll|we\s+need\s+to|we\s+should|try\s+to|need\s+to)\s+\S`)

func (p *parser) teamCommitment(text string) *extract.Candidate {
	if !reTeamCommit.MatchString(text) || isQuestion(text) || reSpeakerPrefix.MatchString(text) {
		// (A speaker's "we'll …" in a transcript is talk; what a speaker
		// takes on is read by speaker.)
		return nil
	}
	if reNegatedWork.MatchString(text) {
		// "We should not carry tasks to next month, we will get new
		// ones": the date is what the line rules out.
		return nil
	}
	title, due := cutDue(text)
	if due == "" {
		return nil
	}
	c := &extract.Candidate{Title: cleanTitle(title), Due: due, Syntax: "team-commitment"}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// workGerund: a verb of work with -ing ("Starting to write new code",
// "Trying to set up a call"): a line that opens with one reports work,
// its first word no name.
func workGerund(w string) bool {
	w = strings.ToLower(strings.Trim(w, "*_,.:"))
	if stem, ok := strings.CutSuffix(w, "ing"); !ok || len(stem) < 3 {
		return false
	}
	for _, b := range enVerbBases(w, "ing") {
		if workVerb(b) {
			return true
		}
	}
	return false
}

// enVerbBases are the base forms an inflected English word may have, read
// by its spelling: for each suffix it ends with ("ing", "ed", "s"), the
// stem, the stem with its "e" back ("preparing"), the stem with a doubled
// consonant undone ("planning") and, but after -ing, an "i" turned back
// into "y" ("carried").
func enVerbBases(w string, suffixes ...string) []string {
	var out []string
	for _, suf := range suffixes {
		h, ok := strings.CutSuffix(w, suf)
		if !ok || len(h) < 2 {
			continue
		}
		out = append(out, h, h+"e")
		if n := len(h); n > 2 && h[n-1] == h[n-2] {
			out = append(out, h[:n-1])
		}
		if suf != "ing" && strings.HasSuffix(h, "i") {
			out = append(out, strings.TrimSuffix(h, "i")+"y")
		}
	}
	return out
}

// verbFormName: a word of the would-be name is a verb's -ing or -ed
// form the notes do not know as a name ("Hoping to start …",
// "Attempting to remove …", "Greg Suggested to defer …", "Asked Nakul
// to …"): the subject of the commitment is a clause, not a person.
func (p *parser) verbFormName(fields []string, name string) bool {
	if p.known(name) {
		return false
	}
	for _, f := range fields {
		l := strings.ToLower(f)
		// (An -ing word beside others names a group: "CI Working group",
		// "Steering committee".)
		if utf8.RuneCountInString(l) >= 6 && (strings.HasSuffix(l, "ing") && len(fields) == 1 || strings.HasSuffix(l, "ed")) && !p.known(f) {
			return true
		}
	}
	return false
}

// workThirdPerson: a verb of work in the third person ("Fixes",
// "Adds", "Updates"): a line it opens describes a change (a pull
// request's title), it orders none.
func workThirdPerson(w string) bool {
	w = strings.ToLower(strings.Trim(w, "*_,.:"))
	if strings.HasSuffix(w, "ss") {
		return false
	}
	if stem, ok := strings.CutSuffix(w, "es"); ok && workVerb(stem) {
		return true
	}
	stem, ok := strings.CutSuffix(w, "s")
	return ok && workVerb(stem)
}

// causativeVerbs: verbs that take an object and a to-infinitive and make
// the object able to do something ("Teach Vireo to cache builds", "Allow
// Guests to edit"): opening a line, the words before "to" are the verb
// and its object, not a person who is to do anything. (A verb that asks
// its object to do the work, "Ask Nakul to …", is enAskVerbs'.)
var causativeVerbs = wordSet(`teach help allow enable train permit empower`)

// workVerb: a verb that starts an English task.
func workVerb(w string) bool {
	w = strings.Trim(w, "*_,.:")
	return enImperatives[w] || enImperativesMore[w] || w == "investigate" || w == "think" || w == "sort"
}

// A team's own next deliverable written as a label with a date and who
// cuts it: "Next Release: 0.27 on January 18th (Spencer, Lore)", "Next
// Minor Release: [Oct 30, 2020](…) - Lore (lead), Pop and Jonah shadows".
// The date is the deadline of the work; a label without a date is none.
var (
	reNextDeliverable = regexp.MustCompile(`^(?i:next\s+(?:(?:minor|major|patch|point|feature|bugfix)\s+)?(?:release|version|milestone))\s*[:：]\s*(.+)$`)
	reReleaseDate     = regexp.MustCompile(`(?i)\b` + enMonth + `(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+\d{4})?|\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b`)
	reReleaseParen    = regexp.MustCompile(`\(([^()]{1,80})\)\s*[.]?\s*$`)
	reReleaseRole     = regexp.MustCompile(`(?i)\s*\((?:lead|shadow|shadows|backup|release\s+manager|rm)\)|\s+(?:shadows?|backups?|leads?)\b|[?]`)
)

func (p *parser) releaseLine(plain string) *extract.Candidate {
	m := reNextDeliverable.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	value := strings.TrimSpace(m[1])
	d := reReleaseDate.FindStringIndex(value)
	if d == nil {
		return nil
	}
	c := &extract.Candidate{Syntax: "next-release", Due: strings.TrimSpace(value[d[0]:d[1]])}
	label := strings.TrimSpace(strings.SplitN(plain, ":", 2)[0])
	c.Title = label
	if v := strings.TrimSpace(reReleaseDate.ReplaceAllString(value, "")); v != "" {
		if f := strings.Fields(v); reVersionish.MatchString(f[0]) {
			c.Title = label + " " + f[0]
		}
	}
	owners := ""
	after := value[d[1]:]
	if pm := reReleaseParen.FindStringSubmatch(after); pm != nil {
		owners = pm[1]
	} else if i := strings.Index(after, " - "); i >= 0 {
		owners = after[i+3:]
	}
	if owners = strings.TrimSpace(reReleaseRole.ReplaceAllString(owners, "")); owners != "" {
		list := splitOwners(owners)
		ok := len(list) > 0
		for _, o := range list {
			// Capitals written elsewhere too ("POP") are a person.
			ok = ok && (p.allPeople([]string{o}, false) || reAcronym.MatchString(o) && p.recurs(o))
		}
		if ok {
			c.Assignee, c.Owners = strings.Join(list, ", "), list
		}
	}
	return c
}

var reVersionish = regexp.MustCompile(`^v?\d+(?:\.\d+)+$`)

// A line led by an @handle that takes work: "@jonchurch bring their
// credits to the WG", "@riosje (NodeSource) to create the issue",
// "@riosje from NodeSource to create …", "@ana confirmed availability to
// champion the package". The handle is a person by its mark; after it, a
// commitment word and any verb, or a bare verb of work.
var reHandleCommit = regexp.MustCompile(`^@([\p{L}\p{N}_.-]*[\p{L}\p{N}_])\s*(?:\([^()]{1,40}\)\s*|from\s+[\p{Lu}][\p{L}\p{N}-]*(?:\s+[\p{Lu}][\p{L}\p{N}-]*)?\s+)?(?:((?i:to|will|shall|confirmed(?:\s+(?:availability|they\s+can))?\s+to|agreed\s+to|offered\s+to|volunteered\s+to|is\s+going\s+to|plans\s+to))\s+)?(\p{L}+)\s+(.+)$`)

func (p *parser) handleCommit(plain string) *extract.Candidate {
	if !strings.HasPrefix(plain, "@") || isQuestion(plain) {
		return nil
	}
	m := reHandleCommit.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	verb := strings.ToLower(m[3])
	if m[2] == "" && !enImperatives[verb] && !enImperativesMore[verb] && !saidWork[verb] && verb != "bring" {
		return nil
	}
	if reWeakVerb.MatchString(m[3]) || reNotWork.MatchString(plain) {
		return nil
	}
	c := &extract.Candidate{Assignee: m[1], Owners: []string{m[1]}, Syntax: "handle-commit"}
	if !titled(c, m[3]+" "+m[4]) {
		return nil
	}
	return c
}

// reInitials: a person's initials as minutes write them ("NW", "ALS").
var reInitials = regexp.MustCompile(`^[\p{Lu}]{2,3}$`)

// initialsOwner: initials o, given a task by after ("NW to invite …",
// "ALS to look …"), are a person's when the notes use them more than
// once and never as a thing ("the API", "an SDK"): minutes write
// people as initials, and bodies ("SIG", "TSC") take articles. "Will"
// stays out: things happen too ("SXG will land in 2019").
func (p *parser) initialsOwner(o, after string) bool {
	if !reInitials.MatchString(o) || notNames[strings.ToLower(o)] {
		return false
	}
	f := strings.Fields(strings.ToLower(after))
	if len(f) < 2 || f[0] != "to" || !workVerb(f[1]) {
		return false
	}
	return p.initialsPerson(o)
}

// commonWord: the capitalised word w is written in lower case after a
// lower-case word somewhere in the notes ("… the mail …", "our aim
// is …") and never capitalised there: a word of the language opening
// a line, where a person's name is capitalised mid-sentence too ("page
// by lore", a handle, beside "ask Lore").
func (p *parser) commonWord(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || len(w) == size {
		return false
	}
	low := strings.ToLower(w[:size]) + w[size:]
	key := "\x00lower " + low
	if n, ok := p.words[key]; ok {
		return n > 0
	}
	if len(p.words) >= maxWordScans {
		// Past the bound (hostile notes) a word is read as written.
		return false
	}
	p.notesText()
	n := 0
	if p.writtenMid(low) && !p.writtenMid(w) {
		n = 1
	}
	p.words[key] = n
	return n > 0
}

// writtenMid: w is written after a lower-case word somewhere in the
// notes.
func (p *parser) writtenMid(w string) bool {
	for i := 0; ; {
		j := strings.Index(p.text[i:], " "+w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+1+len(w)
		next, _ := utf8.DecodeRuneInString(p.text[end:])
		prev, _ := utf8.DecodeLastRuneInString(p.text[:start])
		if (end == len(p.text) || !unicode.IsLetter(next) && next != '-') && unicode.IsLower(prev) {
			return true
		}
		i = end
	}
}

// reNegatedWork: an obligation or a future negated — work ruled out,
// not taken on.
var reNegatedWork = regexp.MustCompile(`(?i)\b(?:should|must|need|needs|will|shall)\s+not\b|\b(?:shouldn|mustn|won|don)['’]t\b`)

// markerNicks: each of the owners after an action marker reads as a
// nickname, not a common word.
func markerNicks(owners []string) bool {
	for _, o := range owners {
		if l := strings.ToLower(o); notNames[l] || commonLower[l] {
			return false
		}
	}
	return len(owners) > 0
}

// reAndWillBack: "… and will" closing what stands between a name and
// its commitment: the name's own second verb ("Bob noted that the budget
// is low and will ask the foundation"), not what the report says of
// others.
var reAndWillBack = regexp.MustCompile(`(?i)\s(?:and|but)\s+(?:will|is\s+going\s+to|plans\s+to|offered\s+to|agreed\s+to)\s+$`)

// reCommitNext: the commitment right after the name, nothing between.
var reCommitNext = regexp.MustCompile(`^\s+(?:to|will|shall|is\s+going\s+to|are\s+going\s+to)\s`)

// knownOwners: the notes know name, or every one of the names it joins
// ("Alice/Bob", "Alice+Bob").
func (p *parser) knownOwners(name string) bool {
	owners := splitOwners(name)
	return p.known(name) || len(owners) > 1 && p.allKnown(owners)
}

// reNamesBareVerb: several names joined, then a bare verb ("Noor and
// Pavel draft the schedule", "Noor, Pavel & Ines set up the call").
var reNamesBareVerb = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’-]{1,30}(?:\s*(?:,|&|\+|/|\band\b)\s*@?[\p{Lu}][\p{L}'’-]{1,30})+)\s+(\p{Ll}+)\s+(\S.*)$`)

// namesBareVerb: nameBareVerb for several people, each one the notes
// know as a person; the verb as plain as nameBareVerb asks ("set up"
// reads by its first word).
func (p *parser) namesBareVerb(text string) *extract.Candidate {
	m := reNamesBareVerb.FindStringSubmatch(text)
	if m == nil || !enImperatives[m[2]] || reNotObject.MatchString(m[3]) {
		return nil
	}
	owners := splitOwners(m[1])
	if len(owners) < 2 {
		return nil
	}
	for _, o := range owners {
		if notNames[strings.ToLower(o)] || !p.known(o) && !p.committer(o) {
			return nil
		}
	}
	c := &extract.Candidate{Assignee: m[1], Owners: owners, Syntax: "name-bare-verb"}
	if !titled(c, m[2]+" "+m[3]) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// reAttendOnly: a commitment's words that only say the person will be at
// the meeting ("call in", "dial in", "join remotely", "attend").
var reAttendOnly = regexp.MustCompile(`^(?i:(?:call|dial|phone|log)\s+in|join(?:\s+(?:us|the\s+(?:call|meeting)))?(?:\s+(?:remotely|online|virtually|by\s+(?:phone|video|zoom)))?|attend(?:\s+(?:remotely|online|virtually|in\s+person))?|be\s+(?:there|present|online|remote))$`)

// reUseObjects: words before a "Name to …" clause that make the names the
// objects of a verb of using ("use Twitter, Slack and …", "via Zoom and").
var reUseObjects = regexp.MustCompile(`(?i)\b(?:use|uses|using|used|via)\s+(?:[\p{L}\p{N}.'’-]+\s*,\s*)*$`)

// reTakingOn: a person taking work on, in the present progressive ("@qmx
// is taking unit-testing as his next task", "Kim is picking up the
// release notes", "Ana is taking on the docs"): the work is newly theirs,
// as "will take" says; "is working on" only reports.
var reTakingOn = regexp.MustCompile(`^(@?[\p{L}][\p{L}\p{N}._'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s+(?:is|are)\s+(?:(taking\s+on|picking\s+up|taking\s+over)\s+(\S.*)|taking\s+(\S.*?)\s+as\s+(?:his|her|their|the)\s+next\s+(?:task|item|step))\s*[.!]?$`)

// takingOnWill writes reTakingOn's line as the commitment it is ("Kim
// will pick up the release notes"); other text as it is.
func takingOnWill(text string) string {
	m := reTakingOn.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return text
	}
	if m[4] != "" {
		return m[1] + " will take on " + m[4]
	}
	verb := map[string]string{"taking on": "take on", "picking up": "pick up", "taking over": "take over"}[strings.Join(strings.Fields(strings.ToLower(m[2])), " ")]
	if verb == "" {
		return text
	}
	return m[1] + " will " + verb + " " + m[3]
}

// takesTo: verbs that take an infinitive after them ("try to", "want
// to", "need to").
var takesTo = map[string]bool{"try": true, "want": true, "need": true, "use": true, "decide": true, "hope": true, "plan": true,
	"agree": true, "offer": true, "manage": true, "fail": true, "start": true, "attempt": true, "ask": true, "expect": true,
	"prefer": true, "intend": true, "promise": true, "wish": true, "seem": true, "continue": true, "choose": true, "learn": true,
	"remember": true, "forget": true, "refuse": true, "volunteer": true, "wait": true}

// pastToVerb: w is the past tense of a verb that takes "to" ("tried",
// "wanted", "planned", "had"): a line opening "Tried to reach out …"
// reports what was done, its first word no person given a task.
func pastToVerb(w string) bool {
	if w == "had" || w == "used" {
		return true
	}
	switch {
	case strings.HasSuffix(w, "ied") && takesTo[strings.TrimSuffix(w, "ied")+"y"]:
		return true
	case strings.HasSuffix(w, "ed"):
		stem := strings.TrimSuffix(w, "ed")
		if takesTo[stem] || takesTo[stem+"e"] {
			return true
		}
		// A doubled consonant: "planned".
		if n := len(stem); n >= 2 && stem[n-1] == stem[n-2] && takesTo[stem[:n-1]] {
			return true
		}
	}
	return false
}

// questionFirst: the sentence s opens ends in a question mark — a "?"
// comes before any full stop or exclamation mark that closes a sentence
// (". ", "! ", or one at the end).
func questionFirst(s string) bool {
	q := strings.IndexAny(s, "?？")
	if q < 0 {
		return false
	}
	for i := 0; i < q; i++ {
		if (s[i] == '.' || s[i] == '!') && (i+1 == len(s) || s[i+1] == ' ') {
			return false
		}
	}
	return true
}

// reShoutedModal: a modal or "to" written in capitals after a name
// ("LEAH WILL create the website", "@leah MUST update …", "NEIL TO send
// the invite"), before the lower-case verb of the work.
var reShoutedModal = regexp.MustCompile(`([\p{L}\p{N}_@'’.-]*[\p{L}\p{N}_])\s+(WILL|SHALL|TO|MUST)\s+(\p{Ll})`)

// modalCase writes a shouted modal after a name in lower case, as the
// commitment forms read it. "Will" opening a line stays: it is as often
// a person's name.
func modalCase(text string) string {
	// Cheap first test: most lines hold no capital modal (formSignal
	// asks of every line).
	if !strings.Contains(text, "WILL") && !strings.Contains(text, "TO") && !strings.Contains(text, "MUST") && !strings.Contains(text, "SHALL") || !reShoutedModal.MatchString(text) {
		return text
	}
	return reShoutedModal.ReplaceAllStringFunc(text, func(m string) string {
		sm := reShoutedModal.FindStringSubmatch(m)
		return sm[1] + " " + strings.ToLower(sm[2]) + " " + sm[3]
	})
}
