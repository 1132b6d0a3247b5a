package rules

// Commitment signals (issue 28): what makes a line look like an action,
// read over the same document model as the rules — a future-work context
// (heading, label, parent item), a person, a deadline, a commitment or
// imperative form. The rules extract what they are sure of; every other
// line that carries at least two kinds of signal is reported as a
// possible action with the signals it carried, so a miss is never silent.

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/doc"
)

// Possible implements extract.PossibleFinder for the rules' own
// extraction: the lines not among extracted that carry commitment
// signals.
func (Extractor) Possible(ctx context.Context, in extract.Input, extracted []extract.Candidate) ([]extract.PossibleAction, error) {
	return possibleActions(ctx, in, extracted, false)
}

// ModelCheck is the possible-action finder for another extractor (a
// model, Config.Signals of package llm): besides the lines with
// commitment signals, a line the rules read as an action and the model
// left out is a possible action, whatever its signals — the model's miss
// is shown beside the rules' reading, never silent.
type ModelCheck struct{}

// Possible implements extract.PossibleFinder.
func (ModelCheck) Possible(ctx context.Context, in extract.Input, extracted []extract.Candidate) ([]extract.PossibleAction, error) {
	return possibleActions(ctx, in, extracted, true)
}

// PossibleActions reads notes for lines with commitment signals that are
// not among extracted (matched by line).
func PossibleActions(ctx context.Context, notes []byte, roster *extract.Roster, extracted []extract.Candidate) ([]extract.PossibleAction, error) {
	return possibleActions(ctx, extract.Input{Notes: notes, Roster: roster}, extracted, false)
}

func possibleActions(ctx context.Context, in extract.Input, extracted []extract.Candidate, model bool) ([]extract.PossibleAction, error) {
	return possibleWith(ctx, in, extracted, model, lineScorer())
}

// possibleWith is possibleActions with the line scorer sc (the zero
// scorer: the signals alone, what the scorer itself is trained beside).
func possibleWith(ctx context.Context, in extract.Input, extracted []extract.Candidate, model bool, sc trainedScorer) ([]extract.PossibleAction, error) {
	p, taken, err := readUntaken(ctx, in, extracted)
	if err != nil {
		return nil, err
	}
	d := p.d
	ruled := map[int]string{}
	if model {
		mine, err := parse(ctx, in.Notes, in.Roster, in.Transcript)
		if err != nil {
			return nil, err
		}
		had := map[int]bool{}
		for _, c := range extracted {
			had[c.Line] = true
		}
		for _, c := range mine {
			if !had[c.Line] {
				ruled[c.Line] = c.Syntax
			}
		}
	}
	var out []extract.PossibleAction
	for i, n := range d.Nodes {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if taken[i] || p.notNewWorkLine(i) || p.personalNextItem(i) || p.ownerNameChildOf(i, taken) {
			// (enactionlabels.go) struck through, or an unmarked review,
			// or the owner's name under an action; a person's own plans
			// in a status update (possiblestatus.go).
			continue
		}
		sig := p.signals(i)
		if _, ok := ruled[n.Line]; !ok && (p.quietClass(i, sig) || p.notNewWork(i, sig) || p.quietInfraPossible(i, sig) || len(sig) > 0 && (p.enNotWorkLine(i) || p.roleListLine(i) || p.speakerNoWork(i) || p.speakerStance(i, sig) || p.personContextNoWork(i, sig)) || koAwayLine(stripEmphasis(n.Text))) {
			// A kind of line that is no action (quietclasses.go,
			// possiblenowork.go).
			continue
		}
		if syntax, ok := ruled[n.Line]; ok {
			sig = append(sig, extract.Signal{Kind: extract.SignalRules, Value: syntax})
			delete(ruled, n.Line)
		} else if !possible(sig) || p.quietPossible(i, sig) {
			// The line scorer sees what the signals alone do not (the
			// rules' own reading only, not a model's check).
			v, ok := "", false
			if !model {
				v, ok = p.scoredPossible(i, sc)
			}
			if ok {
				sig = append(sig, extract.Signal{Kind: extract.SignalScore, Value: v})
			} else if w, ok := p.widePossible(i, sig, taken); ok && !possible(sig) {
				// A signal the document around the line gives
				// (widepossible.go); a line quietPossible silenced stays
				// silent.
				sig = append(sig, w)
			} else if more := p.personListItem(i, sig); more != nil {
				sig = append(sig, more...)
			} else if more := p.memberNeedItem(i, sig); more != nil {
				// "### 나래" / "- 결제 화면 수정 필요" (konamelabels.go).
				sig = append(sig, more...)
			} else if c, ok := p.clausePossible(i); ok && !possible(sig) {
				// A commitment inside the line (clausepossible.go).
				if c.Value == formTopicStep && len(sig) == 0 && !imperativeLead(n.Text) {
					// A step under a topic is read by its first word
					// alone; with no other signal — the word no
					// imperative the rules know, no person, deadline
					// or future-work context — it describes the topic
					// ("Apply the process twice", "Audit can lead to
					// …", "Manage the mail list").
					continue
				}
				sig = append(sig, c)
				if who := p.clausePerson(i); who != "" && !hasKind(sig, extract.SignalPerson) {
					sig = append(sig, extract.Signal{Kind: extract.SignalPerson, Value: who})
				}
			} else if c, ok := p.shapePossible(i, taken); ok && !possible(sig) {
				// A commitment shape no other reading hears
				// (shapepossiblenowork.go).
				sig = append(sig, c)
			} else {
				continue
			}
		}
		out = append(out, extract.PossibleAction{Line: n.Line, Text: strings.TrimSpace(n.Raw), Signals: sig})
	}
	return out, nil
}

// possible: signals of at least two kinds, one of them a form or a
// person (a deadline in a future-work section is a plan, not a task,
// until someone or something commits to it) — or one strong form alone:
// someone named committing ("Nick should look at it", "eP to add …",
// "[Nick] will take over"), a todo mark. A request ("please review …")
// asks the community rather than assigns: it counts only with both a
// person and a deadline.
func possible(sig []extract.Signal) bool {
	kinds := map[string]bool{}
	request := false
	for _, s := range sig {
		if s.Kind == extract.SignalForm && s.Value == formRequest {
			request = true
			continue
		}
		kinds[s.Kind] = true
		if s.Kind == extract.SignalForm && strongForms[s.Value] {
			return true
		}
	}
	if request && !kinds[extract.SignalForm] {
		return kinds[extract.SignalPerson] && kinds[extract.SignalDeadline]
	}
	return len(kinds) >= 2 && (kinds[extract.SignalForm] || kinds[extract.SignalPerson])
}

// Forms (the values of a form signal); strongForms are enough alone.
const (
	formCommitment = "commitment"
	formNamed      = "named commitment"
	// formNamedThin: "Name to <verb>" with a name the notes do not
	// know (verbslot.go): weighed to stay a possible action.
	formNamedThin  = "named commitment (name not known)"
	formRequest    = "request"
	formObligation = "obligation"
	// formOpenCall: work asking for its owner ("Someone needs to update
	// the guide", "Somebody should book the room"): a task nobody has
	// taken yet, shown for a person to assign.
	formOpenCall   = "work without an owner yet"
	formImperative = "imperative"
	formTask       = "task"
	formTodo       = "todo mark"
	// formPlan: the group's own future or obligation opening the line or
	// a sentence ("We'll open a space …", "Will post a recording", "Still
	// need to add test vectors"): possible alone, never promoted by it.
	formPlan      = "group plan"
	formAddressed = "addressed request"
	// formFirst: the writer or speaker commits themselves ("I will
	// write a doc", "I'm going to check with Addison", "MIH: I will");
	// formOffer: they offer ("I can do that", "I need to send an email").
	// Both are possible alone: a first-person commitment is the
	// plainest form of an action in a transcript.
	formFirst = "first-person commitment"
	formOffer = "first-person offer"
)

// reWeWillClause: the group's own future in a clause of the line.
var reWeWillClause = regexp.MustCompile(`\bwe(?:\s+will|'ll|’ll)\s+\p{L}`)

// reConditionalLead: a line that opens with a condition.
var reConditionalLead = regexp.MustCompile(`^(?:if|in\s+case|whenever|should\s+you)\b`)

var reTodoMark = regexp.MustCompile(`\((?i:todo|to-?do)(?:\)|\s*[:：])|\b(?:TODO|ToDo)\s*[:：]`)

// formOpenBox: an open box over Korean nominal work. Possible alone; never
// promoted by it (weight 0): an open box in the discussion is as often an
// agenda's or a review's checklist, and a person or deadline on the line
// decides.
const formOpenBox = "open box"

var strongForms = map[string]bool{formOpenBox: true, formOpenCall: true, formHedged: true, formNamed: true, formTodo: true, formAddressed: true, formPlan: true, formFirst: true, formOffer: true, formKoTodo: true}

// reFirstWork: the first person and a modal of commitment or offer, then
// the verb ("… but also need to send an email", "So I will create …",
// "I can do that"); reFirstBare: the bare answer "I will." / "I can do
// that." that takes up what was asked.
var (
	reFirstWork = regexp.MustCompile(`(?i)(?:^|(\p{L}+)([^\p{L}]+))i(?:\s+(will|can|should)|(['’]ll)|\s+(need\s+to|volunteer\s+to|plan\s+to|intend\s+to|am\s+going\s+to)|(['’]m\s+going\s+to))(?:\s+(?:still|also|then|just|definitely|definately|gladly|happily|try\s+and|try\s+to|need\s+to))*\s+(\p{L}+)(?:\s+(\p{L}+))?`)
	reFirstBare = regexp.MustCompile(`(?i)^(?:(?:yes|sure|ok(?:ay)?|yeah),?\s+)?i\s+(will|can)(?:\s+do\s+(?:that|it|this))?\s*[.!]?$`)
)

// reFirstAndWill: "I am aware and will …", "I'm on it and will …".
var reFirstAndWill = regexp.MustCompile(`(^|[^\p{L}])i(?:\s+am|['’]m)\s+(?:\p{L}+\s+){1,3}and\s+(?:will|['’]ll)\s+`)

// reCondWord: a word before "I" that makes the clause a condition, a
// hedge ("maybe I will", "may be I will") or a report of someone
// else's words.
var reCondWord = regexp.MustCompile(`^(?:if|when|whenever|unless|whether|once|until|said|says|saying|maybe|perhaps|probably|possibly|hopefully|be)$`)

// firstLeads: words after which "I" opens the clause that commits ("so
// I will", "I think I'm going to", "something else I need to check").
var firstLeads = map[string]bool{"so": true, "and": true, "then": true, "but": true, "also": true, "ok": true, "okay": true, "yes": true, "yeah": true,
	"sure": true, "now": true, "though": true, "otherwise": true, "think": true, "guess": true, "else": true, "that": true, "because": true, "which": true}

// firstWorkVerbs: what a first-person modal is followed by when it
// commits to work (not "I can see", "I will be there").
var firstWorkVerbs = map[string]bool{"do": true, "take": true, "try": true, "help": true, "own": true, "give": true, "put": true, "talk": true,
	"go": false, "make": true, "get": true, "start": true, "work": true, "pick": true, "open": true, "ask": true, "bring": true, "reach": true, "look": true}

// reTopicNoun: a verb of work used as the noun of an agenda topic
// ("Update on Orbit", "Review of the charter", "Follow-up from last
// week").
var reTopicNoun = regexp.MustCompile(`^(?:updates?|review|follow[- ]?up|plan|design|release|test|call|draft)\s+(?:on|from|of|re|regarding|about)\b`)

// discourse: a first-person modal that announces speech in the
// meeting, not work after it ("I can talk about the versioning", "I'll
// start by saying …", "I'm going to make an effort …").
var discourse = map[string]bool{"talk about": true, "speak about": true, "start by": true, "start with": true, "move forward": true, "make a": true, "make an": true}

// firstPersonForm names a first-person commitment (formFirst) or offer
// (formOffer) in low, or "".
func firstPersonForm(low string) string {
	if m := reFirstBare.FindStringSubmatch(strings.TrimSpace(low)); m != nil {
		if m[1] == "will" {
			return formFirst
		}
		return formOffer
	}
	// "I'm aware and will get to it": the first person, a state, then
	// the commitment joined to it.
	low = reFirstAndWill.ReplaceAllString(low, "${1}i will ")
	for _, m := range reFirstWork.FindAllStringSubmatch(low, 4) {
		if reCondWord.MatchString(m[1]) {
			// "if I can find the time", "whether I will …": a condition.
			continue
		}
		if m[1] != "" && !strings.ContainsAny(m[2], ".;!?,:)]") && !firstLeads[m[1]] {
			// "the only person I can contact": a relative clause
			// describes, it does not commit.
			continue
		}
		m = m[2:]
		verb, next := m[5], m[6]
		work := enImperatives[verb] || enImperativesMore[verb] || firstWorkVerbs[verb] ||
			verb == "be" && strings.HasSuffix(next, "ing") && next != "going" && !reNotPlan.MatchString("will be "+next)
		if !work || verb == "need" || discourse[verb+" "+next] {
			continue
		}
		if m[1] == "will" || m[2] != "" || m[4] != "" || strings.HasPrefix(m[3], "am") || strings.HasPrefix(m[3], "volunteer") || strings.HasPrefix(m[3], "plan") || strings.HasPrefix(m[3], "intend") {
			return formFirst
		}
		return formOffer
	}
	return ""
}

// reSentence splits a long line into its sentences.
var reSentence = regexp.MustCompile(`[.!?;]\s+`)

// sentences splits text at its sentence ends (at most 65 parts, each
// trimmed): how a line too long to be an item of work is read.
func sentences(text string) []string {
	var out []string
	start := 0
	for _, loc := range append(reSentence.FindAllStringIndex(text, 64), []int{len(text), len(text)}) {
		out = append(out, strings.TrimSpace(text[start:loc[0]]))
		start = loc[1]
	}
	return out
}

// committingSentence: in a line too long to be an item of work (a
// paragraph of prose minutes, a speaker's turn), the first sentence that
// commits someone (first person, a named person or a passive future),
// else the first where the group plans its own work; "" when none does.
func (p *parser) committingSentence(plain string, n doc.Node) string {
	plan := ""
	for _, sent := range sentences(plain) {
		if sent == "" || len(sent) > maxSignalLine || isQuestion(sent) {
			// (One sentence longer than an item of work is speech;
			// reading its opening helped only the minutes that
			// suggested it: issue 28's per-source check.)
			continue
		}
		switch p.formSignal(sent, n) {
		case formFirst, formOffer, formNamed:
			return sent
		}
		if plan == "" && rePlanLead.MatchString(sent) && !reNotPlan.MatchString(sent) {
			plan = sent
		}
	}
	// Else the group's own plan ("… past the deadline. We will reach
	// out to them again."), a possible action alone.
	return plan
}

// rePlanLead: a line (or a sentence of it) that opens with the group's
// own future or obligation, or with none named.
var rePlanLead = regexp.MustCompile(`(?i)(?:^|[.;!]\s+|^\(|\s[-–—]\s+)(?:(?:so|then|and|still|also|now)\s+)?(?:we\s+(?:still\s+|also\s+)?(?:will|shall|need\s+to|have\s+to|must|are\s+going\s+to)|we['’]ll|will\s+(?:also\s+)?\p{L}|(?:still\s+)?needs?\s+(?:to\s+)?\p{L}|have\s+to\s+\p{L})|` + reCommaWePlan + `|` + reWeAndWillPlan)

// reWeAndWillPlan: a sentence of the group's whose second verb is its
// plan — "We discussed it at the board and will look at this once the
// agreements are reviewed", "We’re so excited to be committing to this
// work and will share more on the blog in the weeks to come"
// (en-trials40): the plan is the clause after "and".
const reWeAndWillPlan = `(?:^|[.;!]\s+)we(?:['’]re)?\s[^.;!?]{1,100}?\s+and\s+(?:will|are\s+going\s+to|plan\s+to|intend\s+to)\s+\p{L}`

// reWeAndModal: the plan clause's modal, read as "will".
var reWeAndModal = regexp.MustCompile(`(?i)^(?:will|are\s+going\s+to|plan\s+to|intend\s+to)\s+`)

// reWeAndWill: that sentence, the plan clause captured.
var reWeAndWill = regexp.MustCompile(`(?i)(?:^|[.;!]\s+)we(?:['’]re)?\s[^.;!?]{1,100}?\s+and\s+((?:will|are\s+going\s+to|plan\s+to|intend\s+to)\s+\p{L}.*)$`)

// reCommaWePlan: the group's plan as the clause after a comma ("Mira met
// the vendor, we will need to review the contract …"); only with "we" —
// a subjectless "…, will …" after a comma goes on someone else's clause.
const reCommaWePlan = `,\s+(?:(?:so|and|then)\s+)?(we\s+(?:still\s+|also\s+)?(?:will|shall|need\s+to|have\s+to|must|are\s+going\s+to)\b|we['’]ll\b)`

// reCommaWe finds that clause; reCondLead: a line opening with a
// condition ("If the vendor agrees, we will …"), whose plan waits on
// what may not happen.
var (
	reCommaWe  = regexp.MustCompile(`(?i)` + reCommaWePlan)
	reCondLead = regexp.MustCompile(`(?i)^(?:if|unless|whether|in\s+case|should|otherwise)\b`)
)

// rePlanGoingTo: a subjectless "Going to …" (or "We're going to …")
// opening the line, and the verb after it.
var rePlanGoingTo = regexp.MustCompile(`(?i)^(?:we['’]re\s+|we\s+are\s+)?going\s+to\s+(\p{L}+)\s+\S`)

// goingToWork: the line opens with rePlanGoingTo and a verb of work
// ("Going to drop the deny flag …"); "Going to see how it goes", "Going
// to be hard …" and going somewhere are no plan.
func goingToWork(plain string) bool {
	m := rePlanGoingTo.FindStringSubmatch(strings.TrimSpace(plain))
	return m != nil && workVerb(strings.ToLower(m[1]))
}

// reWillName: "Will" opening a sentence as a first name, not the modal —
// before a capitalised word ("Will Chen"), a joined name ("Will and
// Tarek think"), or a verb no modal takes: a past tense ("Will noted",
// "Will had") or a reporting verb's -s form ("Will prefers"). A base
// form ending in "eed" ("Will need", "Will proceed") stays the modal's.
const reWillName = `^(?-i:Will\s+(?:(?:also|then|later|just|already|briefly|again)\s+)?(?:\p{Lu}|(?:and|or|&)\s+\p{Lu}|\p{Ll}+[^su\s]s\b|(?:go|do|\p{Ll}{3,})ing\b|(?:had|has|was|is|said|says|gave|led|wrote|thought|thinks|saw|took|made|got|found|brought|sent|met|told|spoke|went|came|ran|knew|felt|feels|showed|shows|notes|mentions|suggests|proposes|explains|prefers|insists|asks|agrees|wants|believes|reports|presents|reminds|likes|points|argues|recommends|confirms|objects|worries|wonders)\b|\p{Ll}*[^e\s]ed\b))`

// willOnlyName: every "will" of plain is a capitalised Will that reads
// as a person's name (reWillName: a capital, a past tense, an -s form or a
// gerund after it), and nothing else on the line is a future ('ll, going
// to, to + verb).
func willOnlyName(plain string) bool {
	locs := reWillWord.FindAllStringIndex(plain, -1)
	if len(locs) == 0 {
		return false
	}
	rest, last := "", 0
	for _, l := range locs {
		if !reWillNameLead.MatchString(plain[l[0]:]) {
			return false
		}
		rest += plain[last:l[0]] + " "
		last = l[1]
	}
	return !reWillLater.MatchString(rest + plain[last:])
}

var (
	// reWillWord: the word "will", any case, as a whole word.
	reWillWord     = regexp.MustCompile(`(?i)\bwill\b`)
	reWillNameLead = regexp.MustCompile(reWillName)
	reWillLater    = regexp.MustCompile(`(?i)\bwill\b|['’]ll\b|\bgoing\s+to\b|\bto\s+\p{L}`)
)

// reNotPlan: a future that is no work — being somewhere, something
// happening, "Will" as a first name.
// ("Dana will be able to work as a contractor from May": what she can
// do, no work she takes on.)
var reNotPlan = regexp.MustCompile(`(?i)(?:\bwill|'ll|’ll)\s+(?:be\s+(?:at|there|in|on|out|away|back|present|available|attending|joining|here|around|able)\b|join|attend|land|happen|arrive|remain|stay)\b|` + reWillName + `|^will\s+(?:a|an|the|this|that|we|you|it|they|there|he|she|i)\b|\b(?:probably|maybe|perhaps|possibly|likely)\b`)

// reMidSentenceStart: a sentence that starts inside a wrapped line, after
// the end of the one the line goes on with.
// Only the group's own sentences ("We will …", "This needs to be …"): a
// subjectless "Will …" there goes on with the subject of the sentence
// before, and a name opening it is read on the line above.
var reMidSentenceStart = regexp.MustCompile(`[.!?;]\s+((?:We|This|That|These|It|The)\s)`)

// maxSignalLine: a longer line is discussion, not an item of work.
const maxSignalLine = 240

var (
	// reSpeakerPrefix: "Hudson: …", "**Greg**: …", "@dig: …", "지훈: …".
	reSpeakerPrefix = regexp.MustCompile(`^@?([\p{Lu}\p{Hangul}][\p{L}.'’-]{0,20}(?:\s+` + enNameParticles + `[\p{Lu}][\p{L}.'’-]*)?|@[\p{L}\p{N}_.-]{2,30})\s*[:：]\s+`)
	// reFirstPerson: the speaker commits themselves.
	reFirstPerson = regexp.MustCompile(`(?i)(?:^|[.;!]\s+|\b(?:so|and|then|ok(?:ay)?|yes|sure),?\s+)i(?:'ll|’ll|\s+will|\s+am going to|\s+can take|\s+plan to|\s+intend to)\s|^(?:제가|저는)\s`)
	// reKoDueRemark: a bracketed deadline closing the line.
	reKoDueRemark = regexp.MustCompile(`\S\s*[\[(]\s*[^\[\]()]{0,20}?(?:까지|전까지|동안|내로|이내)(?:\s*(?:완료|마무리|끝내기|제출)?\s*(?:할\s*것|하기)?)?\s*[\])]\s*[.]?\s*$`)
	reKoDone      = regexp.MustCompile(`완료\s*[.!)\]]?\s*$`)
	// reKoMeetingTopic: a line whose topic is the meeting itself.
	reKoMeetingTopic = regexp.MustCompile(`^(?:다음\s*|차기\s*|정기\s*)?(?:회의|미팅|모임|세미나|스터디)\s*(?:는|은|도)?\s`)
	// reKoSpoken: the polite endings of speech ("…하겠습니다", "…할게요").
	reKoSpoken = regexp.MustCompile(`(?:니다|요|까)\s*[.!?]*\s*$`)
	// reKoNeed: "… 문서화 필요", "… 수정 필요함": work the line says is
	// needed (whose, the label or the context tells).
	reKoNeed = regexp.MustCompile(`[\p{Hangul}]\s*필요\s*(?:함|합니다|하다|해요)?\s*[.!)\]]?\s*$`)
	// reKoTarget: "… 구현 목표" — a target, work to finish by its date.
	reKoTarget = regexp.MustCompile(`\S\s+목표\s*[.!)\]]?\s*$`)
)

// signals lists what node i carries; nil for lines that are no action
// whatever they carry (questions, labels of the meeting, decisions,
// reports of what is done).
func (p *parser) signals(i int) []extract.Signal {
	n := p.d.Nodes[i]
	switch n.Kind {
	case doc.ListItem, doc.Paragraph, doc.Heading:
	case doc.TableRow:
		if n.HeaderRow {
			return nil
		}
	default:
		return nil
	}
	if p.reviewedDone(i) || n.Kind == doc.ListItem && finishedItem(n.Text, n.Checkbox, p.section(n.Section)) {
		// Earlier work the review marks done; an item its list marks
		// finished.
		return nil
	}
	if n.Kind == doc.ListItem && len(n.Text) <= 64 && p.hasChildren(i) {
		// ("- [유료 스터디 / 상세보기]" over steps: a topic in brackets,
		// kotopiclabel.go.)
		if _, _, ok := p.labelScope(i); ok || p.scopeOwner(n.Text) != "" || reBracketLabelOnly.MatchString(strings.TrimSpace(n.Text)) && p.koBoldTopicLabel(i) {
			// "- Tom (by March 3)", "- Maria:": a label over the items
			// that carry the work.
			return nil
		}
	}
	text := n.Text
	if n.Kind == doc.TableRow {
		text = joinCells(n.Cells, -1)
	} else if rest, ok := topicSentence(text); ok {
		// "**Draft Timeline:** A working draft should be completed by
		// …" (entopiclabel.go).
		text = rest
	}
	if len(text) > maxItemBytes {
		text = cutUTF8(text, maxItemBytes)
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(text), "*_ "))
	if plain == "" || rePlaceholder.MatchString(plain) || reLinkOnly.MatchString(plain) || isQuestion(plain) || n.Checkbox != 0 && p.rollCall(plain) {
		return nil
	}
	low := strings.ToLower(plain)
	if reDecisionLabel.MatchString(text) || reAttendees.MatchString(low) || reMetaLine.MatchString(low) || p.decisionList(i) {
		return nil
	}
	if l := reKoLabelLine.FindStringSubmatch(plain); l != nil && p.koNowBesideNext(i, l[1]) {
		// "- 이번주: 크롤러 완성" beside "- 다음주: …": a report.
		return nil
	}
	if n.Kind == doc.ListItem && p.topicOfSteps(i, plain) {
		// A label over steps ("5. **Adhering to Different Standards:**"):
		// the steps carry the signals.
		return nil
	}
	if n.Kind == doc.Paragraph && n.Cont {
		// A wrapped line that goes on mid-sentence ("group, we should
		// …", "formats. We'll do this …") belongs to the sentence above:
		// its action, if any, is read where the sentence starts.
		if r, _ := utf8.DecodeRuneInString(plain); unicode.IsLower(r) {
			// Unless a sentence of its own starts on the line ("…
			// processing model for now. This needs to be settled
			// before the next meeting."): that sentence is read here.
			k := reMidSentenceStart.FindStringSubmatchIndex(plain)
			if k == nil {
				return nil
			}
			plain = plain[k[2]:]
			low = strings.ToLower(plain)
		}
	}
	var sig []extract.Signal
	add := func(kind, v string) {
		v = strings.TrimSpace(v)
		if v == "" {
			return
		}
		if r := []rune(v); len(r) > 60 {
			v = string(r[:60]) + "…"
		}
		for _, s := range sig {
			if s.Kind == kind && s.Value == v {
				return
			}
		}
		sig = append(sig, extract.Signal{Kind: kind, Value: v})
	}
	// "Name: words" is someone speaking (a chat log, minutes of a call):
	// the speaker owns only what they commit to themselves.
	speaker := ""
	addressee := ""
	if who, rest, ok := p.forPerson(plain); ok {
		// "For Ana: check the license headers": the label names whom
		// the work is for.
		addressee, plain = who, strings.TrimSpace(rest)
		low = strings.ToLower(plain)
	} else if d, rest, ok := koDateLabel(plain); ok {
		// "**6월 2일(월)**: 포스터 배포 시작": a date labelling the work
		// done on it is no speaker (kostudentforms.go).
		plain = d + " " + rest
		low = strings.ToLower(plain)
	} else if rest, ok := p.koNonPersonLabel(plain); ok {
		// "**결론**: 6일까지 … 완성 목표": a section label is no speaker
		// (kolabelword.go).
		plain = rest
		low = strings.ToLower(plain)
	} else if m := p.slotSpeaker(plain); m != nil && !reFuture.MatchString(strings.ToLower(m[1])) && !reMetaLabel.MatchString(strings.ToLower(m[1])) && p.enFutureLabelName(plain) == "" {
		speaker, plain = m[1], strings.TrimSpace(plain[len(m[0]):])
		low = strings.ToLower(plain)
		if plain == "" {
			return nil
		}
	}
	if len(plain) > maxSignalLine {
		// Prose minutes write a paragraph per topic: the sentence that
		// commits someone is read, the rest is discussion.
		if plain = p.committingSentence(plain, n); plain == "" {
			return nil
		}
		low = strings.ToLower(plain)
	}
	form := p.formSignal(p.formBody(plain, text), n)
	ownedForm := false
	if form == "" && n.Kind == doc.ListItem && extract.HasHangul(plain) {
		// "로그인 구현하기 - 민수 5/3까지", "… `민수` (금)": the to-do's
		// ending is before its owner and deadline; the form is the work's
		// as the item reads it without them.
		if it := p.parseItem(itemAsWritten(n, plain), ""); len(it.Owners) > 0 && !groupOwners[strings.ToLower(it.Owners[0])] && it.Title != "" && it.Title != plain {
			form = p.formSignal(it.Title, n)
			ownedForm = form != ""
		}
	}
	if form == formCommitment && willOnlyName(plain) {
		// "Will submitted a poster", "Will prefers a full week",
		// "Summit - Will attended": a person named Will, and no modal
		// commits him to anything.
		form = ""
	}
	if form == "" && n.Kind == doc.ListItem && dueParenTask(plain) {
		// "Owen first half of the scope (due Thursday)" (coursetasks.go).
		form = formTask
	}
	if m := reLeadLabel.FindStringSubmatch(plain); form == "" && m != nil && reEnCommit.MatchString(strings.ToLower(m[1])) && !reNotPlan.MatchString(m[1]) {
		// "Assigned to Tomas to repro: <link>": the label itself
		// commits, the link after it is the work.
		form = formCommitment
	}
	if form != formNamed && reTodoMark.MatchString(withoutLinkPlaceholder(plain)) {
		// "ERD 수정 (todo)": the mark closes the line, where formBody
		// cuts a remark.
		form = formTodo
	}
	hedgedOwners, _, _ := p.hedgedSlot(plain)
	hedgedFirst := hedgedOwners == nil && reFirstHedge.MatchString(plain) && hedgedWork(reFirstHedge.FindStringSubmatch(plain)[1])
	if hedgedOwners != nil || hedgedFirst {
		// "maybe Alice can look at …", "Alice might …", "I might
		// update …" (ownerslot.go): possible, never promoted.
		form = formHedged
	}
	if (form == "" || form == formTask) && extract.HasHangul(plain) && reKoDueRemark.MatchString(plain) {
		// "중간 보고서 초안 (이번주까지)", "코드 리팩토링 [주말동안 완료할
		// 것]": the writer set the line a deadline in brackets.
		form = formCommitment
	}
	if (form == formImperative || form == formRequest || form == formAddressed) && reConditionalLead.MatchString(low) {
		// "If you have questions, please email Catherine": help offered
		// on a condition, no work.
		form = ""
	}
	if extract.HasHangul(plain) && strings.Contains(plain, "예정") && reKoMeetingTopic.MatchString(plain) {
		// "회의는 다음 주에 진행 예정", "다음 모임은 금요일 예정": when
		// the meeting takes place, no one's work.
		return nil
	}
	_, due := cutDue(plain)
	if due == "" {
		due = dueExtra(plain)
	}
	if form == "" && due != "" && n.Kind == doc.ListItem && extract.HasHangul(plain) {
		// "로그인 구현할 것 금요일까지": the to-do's ending is before the
		// deadline that closes the line; the form is the work's without it.
		if rest, d := cutDue(plain); d != "" && strings.TrimSpace(rest) != "" && strings.TrimSpace(rest) != plain {
			form = p.formSignal(strings.TrimSpace(rest), n)
		}
	}
	if speaker != "" {
		first := strings.ToLower(strings.Trim(firstWord(low), "*_~,.:"))
		leads := enImperatives[first] || enImperativesMore[first] || first == "need" || first == "needs" || first == "to" || form == formTask
		if extract.HasHangul(speaker) && extract.HasHangul(plain) && (!reKoSpoken.MatchString(plain) || reKoNeed.MatchString(tail(plain, 32))) && (form == formCommitment || form == formImperative || form == formTodo || reKoNeed.MatchString(tail(plain, 32))) {
			// "민수: 관련 논문 조사해 오기", "서연: 발표 자료 준비할 것",
			// "지훈: API 문서화 필요": Korean minutes label a line with
			// the name the work is given to; the ending is the form.
			// (A polite spoken ending, "민서: 회의 시작하겠습니다", is a
			// transcript's speech: it commits only in the first person.)
			leads = true
			if form == "" {
				form = formTask
			}
		}
		if form == "" && n.Kind == doc.ListItem && extract.HasHangul(speaker) && koNominalWork(plain) && p.koLeadWork(speaker+" : "+plain, n) {
			// "이효경 : 회원, 인증", "황종인 : TTS, 알림 커스텀": a name over
			// bare work, no sentence — who takes what, not speech
			// (kolead.go).
			leads, form = true, formTask
		}
		switch {
		case form == formHedged && p.allPeople(splitOwners(speaker), extract.HasHangul(speaker)):
			// "Alice: I might update …" is Alice's, "Alice: maybe Bob
			// can …" Bob's (added below).
			if hedgedFirst {
				add(extract.SignalPerson, speaker+" (speaking)")
			}
		case !p.allPeople(splitOwners(speaker), extract.HasHangul(speaker)) && form == formNamed:
			// "LUNARC: RP will do this": a topic label, then someone
			// named committing — the label speaks for no one.
		case !p.allPeople(splitOwners(speaker), extract.HasHangul(speaker)):
			return nil
		case leads && form != "" || strings.TrimSpace(strings.Trim(strings.Replace(plain, due, "", 1), " .,-")) == "" && due != "":
			// "Greg: think about …", "Christina: need Kimball to check
			// …", "Greg: 2.12": minutes that assign work (or a date)
			// to the name.
			add(extract.SignalPerson, speaker)
		case form == formFirst || form == formOffer || (form == formCommitment || form == formNamed) && reFirstPerson.MatchString(low):
			// Speech commits only in the first person ("I'll send it").
			add(extract.SignalPerson, speaker+" (speaking)")
		case form == formCommitment && reStatusWill.MatchString(plain) && !reNotPlan.MatchString(plain) && !reNotWork.MatchString(plain):
			// "Lena K: Billing - draft in review - will be demoed next
			// week": in a round of updates, a subjectless future after
			// the topic is the named person's plan.
			add(extract.SignalPerson, speaker)
		default:
			return nil
		}
	}
	// "Label: value" in Korean notes records a fact ("사용법: …",
	// "수집 기간: …") unless it commits someone.
	if m := reLeadLabel.FindStringSubmatch(plain); m != nil && form == formTask && !ownedForm && speaker == "" && !reFuture.MatchString(strings.ToLower(m[1])) && !p.allPeople(splitOwners(m[1]), true) {
		// (After a person's name the rest is the work: "조현우: 크롤러 배포 -
		// 다음 주 화요일까지" is no label "크롤러 배포".)
		form = ""
	}
	// A line that introduces a list ("- 담당 :", "Notes:") is a label.
	if (strings.HasSuffix(plain, ":") || strings.HasSuffix(plain, "：")) && form != formCommitment && form != formNamed {
		return nil
	}
	if form == "" && due != "" && (reKoDone.MatchString(tail(plain, 32)) || reKoTarget.MatchString(tail(plain, 32))) {
		// "11.02 기획안 제출과 함께 완료": with a deadline, work to finish.
		form = formTask
	}
	// A report of what is done or under way is no task, unless it also
	// commits to something.
	if form == "" && (koStatus(plain) || reEnDone.MatchString(low)) {
		return nil
	}
	if (n.Checkbox == 'x' || n.Checkbox == 'X') && form != formNamed && !p.tickedActionItem(i, plain) {
		// A checked item reports work done.
		return nil
	}
	if (form == formCommitment || form == formObligation) && reNegatedWork.MatchString(low) {
		// "We should not carry tasks over, we will get new ones": a
		// line that rules work out takes none on.
		form = ""
	}
	if form != "" && reBeing.MatchString(low) {
		// "I'll be there", "David will be at the summit", "SXG will
		// land in 2019": being somewhere or something happening.
		form = ""
	}
	if addressee != "" && (form == formImperative || form == formTask || form == formObligation) {
		// "For Ana: check …" is "Ana to check …".
		form = formNamed
	}
	form = koDeliverableDue(plain, due, form)
	if form != "" {
		add(extract.SignalForm, form)
	}
	if form != formNamed && (rePlanLead.MatchString(plain) || goingToWork(plain)) && !reNotPlan.MatchString(plain) {
		add(extract.SignalForm, formPlan)
	}
	p.contextSignals(i, add)
	if reFollowUpLead.MatchString(low) {
		// "follow up with the venue …": a follow-up is work left from
		// the meeting.
		add(extract.SignalContext, "follow-up")
	}
	if addressee != "" {
		add(extract.SignalPerson, addressee)
	}
	if form == formHedged {
		add(extract.SignalPerson, strings.Join(hedgedOwners, ", "))
	}
	if n.Checkbox == ' ' {
		add(extract.SignalContext, "[ ] open item")
	}
	p.personSignals(plain, text, add)
	p.koSignals(i, plain, form, add)
	if team := p.teamParent(n); team != "" {
		// "- 프론트엔드" / "  - 상세 페이지 반응형 적용하기": the parent item
		// names the team whose work its items are.
		add(extract.SignalPerson, team)
	}
	for _, team := range teamSubjects(plain) {
		// "디자인팀에서 아이콘 세트 제작": the team as the subject of work
		// (not of a statement: "ML은 … 가져가는 구조").
		if form != "" {
			add(extract.SignalPerson, team)
		}
	}
	if (form == formFirst || form == formOffer || form == formCommitment && reFirstPerson.MatchString(strings.ToLower(strings.TrimSpace(reLeadLabel.ReplaceAllString(plain, "${2}"))))) && speaker == "" && !hasKind(sig, extract.SignalPerson) {
		// "- [Sahar] … the plan as below" / "  - Day 1: I will observe
		// …": the first person of an item under a speaker's tag is the
		// speaker.
		if name := p.parentSpeaker(n); name != "" {
			add(extract.SignalPerson, name+" (speaking)")
		}
	}
	if form == formCommitment && speaker == "" && !hasKind(sig, extract.SignalPerson) && rePassiveFuture.MatchString(plain) {
		// "* (DPC) Governance update" / "  * Code of Conduct PR will be
		// submitted … tomorrow": a future without an agent under a
		// presenter's topic is the presenter's to do.
		if name := p.parentSpeaker(n); name != "" {
			add(extract.SignalPerson, name)
		}
	}
	if (form == "" || form == formImperative && p.ownedBoxItem(i, plain)) && n.Kind == doc.ListItem && hasKind(sig, extract.SignalContext) {
		// ("- [x] Make the notes template (@ana)": a step of the action
		// items, boxed, its owner closing it, issueminutes.go.)
		// "- Next steps" / "  - Threat Model (Justin)": under future
		// work, a topic closed by its owner in parentheses is that
		// person's task (as "업로드 화면 (민서)" is).
		if m := reParenOwner.FindStringSubmatch(plain); m != nil && p.allPeople(splitOwners(m[2]), true) {
			form = formTask
			add(extract.SignalForm, form)
		} else if m := reTrailParenAny.FindStringSubmatch(plain); m != nil && p.parenRoleSharers(m[2]) != nil {
			// "- hyperdb draft (@ana, @ben review)": the names and the
			// role they take (issueminutes.go).
			form = formTask
			add(extract.SignalForm, form)
		}
	}
	add(extract.SignalDeadline, trimDueBrackets(due))
	if n.Kind == doc.TableRow && (form == "" || form == formImperative || !hasKind(sig, extract.SignalPerson)) && !(form == formCommitment && due != "" && extract.HasHangul(plain)) {
		// A table without an owner or task column is a record (a roster,
		// a schedule); only a row that commits someone is a task — or,
		// in Korean notes, one that commits to a deadline ("| 배포 |
		// 서버 이전은 금요일까지 완료할 예정 |"): nobody is named, but a
		// person should see it (tablecells.go).
		return nil
	}
	if n.Kind == doc.Heading && form != formCommitment && form != formNamed && form != formFirst && form != formOffer {
		// A heading is a topic; it is a task only when it commits.
		return nil
	}
	if !hasKind(sig, extract.SignalForm) && n.Kind == doc.ListItem && n.Checkbox == ' ' && koNominalWork(plain) {
		// "- [ ] 포스터 인쇄": an open box over a bare noun phrase of Korean
		// work — how Korean lists write a to-do; English checklists carry
		// their own verbs. Read last, when no rule above found a form.
		add(extract.SignalForm, formOpenBox)
	}
	return sig
}

var (
	// reMetaLine: a line that labels the meeting (date, place, who took
	// the notes), not work.
	reMetaLine = regexp.MustCompile(`^(?:date|time|location|place|notetaker|scribe|moderator|facilitator|chair|host|일시|날짜|시간|장소|서기|사회자?|작성자|기록자?|진행자?|회의\s*(?:종류|유형|명))\s*[:：]`)
	// reEnDone: a line that reports work as done.
	reEnDone = regexp.MustCompile(`^(?:done|completed|finished|merged|shipped|fixed|resolved|closed)\b|\b(?:was|were|has been|have been)\s+(?:done|completed|finished|merged|shipped|fixed|resolved|released|published)\b`)
	// reDueExtra: due expressions the title rules do not cut ("this
	// weekend", "in April", "in the coming weeks", "연휴 기간까지",
	// "일요일 전까지", "[주말동안 완료할 것]").
	reDueExtra = regexp.MustCompile(`(?i)\b(?:this|next|the)\s+weekend\b|\bover\s+the\s+weekend\b|\bin\s+(?:(?:early|late|mid)[\s-]?)?` + enMonth + `|\bin\s+the\s+(?:coming|next)\s+(?:few\s+)?(?:days|weeks|months)\b|\b(?:before|by|until|for)\s+(?:the\s+)?next\s+(?:session|meeting|call|sync|sprint|week|time|release)\b|\b(?:in\s+)?(?:the\s+)?(?:next|this|coming)\s+sprint\b|\bby\s+the\s+end\s+of\s+(?:the\s+|this\s+|next\s+)?\w+|\b(?:in|within)\s+(?:a|one|two|three|\d+)\s+(?:days?|weeks?|months?)(?:\s+or\s+two)?\b|(?:다음|차기|이번)\s*(?:회의|미팅|모임|수업|스터디)\s*(?:시간|날|때)\s*(?:까지|전까지|전에)|(?:\d[\d./~]*|[\p{Hangul}]*(?:요일|욜|주|주말|일|월|년|말|초|중순|회의|미팅|발표|마감|방학|연휴|기간|시|밤|아침|오전|오후|내일|오늘|모레|다음|전|후))\s*(?:까지|전까지|전에|동안|이내|내로|중으로)|[\p{Hangul}\d]+\s+전\s*\)|(?:이번|다음|차|금)\s*주\s*(?:에|중|내|안에)(?:[^\p{Hangul}]|$)|\bD-\d{1,3}\b|(?:^|[^\d./])(?:1[0-2]|0?[1-9])[./](?:[12]\d|3[01]|0?[1-9])(?:$|[^\d./])`)
)

// dueExtra finds the first of reDueExtra's due expressions in s that is
// not a version number ("Release 3.6", "v3.6" name a release, not 6
// March).
func dueExtra(s string) string {
	for _, m := range reDueExtra.FindAllStringIndex(s, -1) {
		d := strings.IndexAny(s[m[0]:m[1]], "0123456789")
		if d >= 0 && dates.VersionBefore(s[:m[0]+d]) {
			continue
		}
		if d >= 0 {
			// "marked for the 1.9 milestone", "Python 3.6 support".
			e := m[0] + strings.LastIndexAny(s[m[0]:m[1]], "0123456789") + 1
			if versionNumber(s, m[0]+d, e) || productVersion(s[:m[0]+d], s[m[0]+d:e]) {
				continue
			}
		}
		return widenBareBefore(s, m[0], m[1])
	}
	return ""
}

// reBareBefore: a due that is only "before"/"until" ("전까지", "전에"),
// and reWordBefore the word right before it: the event the deadline is
// set by ("데모 전까지", "demo 전까지", "시연 전까지").
var (
	reBareBefore = regexp.MustCompile(`^\s*전\s*(?:까지|에)$`)
	reWordBefore = regexp.MustCompile(`(?:^|[^\p{Hangul}A-Za-z0-9])([\p{Hangul}A-Za-z][\p{Hangul}A-Za-z0-9]*)\s*$`)
)

// widenBareBefore returns s[a:b], the due found in s; "전까지" alone is
// no deadline one can read, so the word it follows, the event, is kept
// with it — never a word of time the notes count back from ("2주 전까지"
// counts, and is read whole by the patterns of time).
func widenBareBefore(s string, a, b int) string {
	if !reBareBefore.MatchString(s[a:b]) {
		return s[a:b]
	}
	m := reWordBefore.FindStringSubmatchIndex(s[:a])
	if m == nil {
		return s[a:b]
	}
	return strings.TrimSpace(s[m[2]:b])
}

// reProductBefore: a capitalised Latin word right before a number, as a
// product names its version ("Python 3.8", "Node 18.2", "Ubuntu 22.04");
// a common word before it may date it ("the notes 3.6").
var reProductBefore = regexp.MustCompile(`\b([A-Z][A-Za-z+#-]*)\s*$`)

// productVersion: the dotted number num after before is a version of the
// product named right before it, not a day of a month; a word that leads
// a date ("by 3.8", "until 3.8") is no product.
func productVersion(before, num string) bool {
	if !strings.Contains(num, ".") {
		return false
	}
	m := reProductBefore.FindStringSubmatch(before)
	if m == nil {
		return false
	}
	switch strings.ToLower(m[1]) {
	case "by", "until", "till", "til", "before", "on", "due", "for", "at", "in", "from", "to", "and", "or", "after", "through", "thru", "eta", "deadline":
		return false
	}
	return true
}

// reFuture: words of a heading, label or parent item that marks future
// work, in either language.
var reFuture = regexp.MustCompile(`(?i)\b(?:next|todo|to-?dos?|to do|follow[- ]?ups?|action|actions|upcoming|plans?|planned|homework|assign(?:ed|ments?)?|tasks?|goals?|deliverables?|owners?|work items?|for next|outcomes?)\b|다음|까지|전에|할\s*일|할\s*것|해야|목표|계획|예정|과제|숙제|분담|준비|일정|담당|스프린트|주말|이번\s*주|차주|금주`)

// contextSignals: the sections and parent items around node n that mark
// future work, and a deadline they give their lines.
func (p *parser) contextSignals(i int, add func(kind, v string)) {
	n := p.d.Nodes[i]
	// A list introduced by a line of its own ("Actions for the community
	// (to be summarised …):") that is no heading.
	if n.Kind == doc.ListItem {
		top := i
		for depth := 0; depth < 16 && p.d.Nodes[top].Parent >= 0; depth++ {
			top = p.d.Nodes[top].Parent
		}
		for j := top - 1; j >= 0 && j >= top-60; j-- {
			m := p.d.Nodes[j]
			if m.Kind == doc.ListItem || m.Kind == doc.Blank {
				continue
			}
			if m.Kind == doc.Paragraph && len(m.Text) <= 200 {
				if label := strings.TrimRight(strings.TrimSpace(stripInline(m.Text)), ":： "); isActionHeading(normHeading(label)) || reFuture.MatchString(strings.ToLower(label)) {
					add(extract.SignalContext, label)
				}
			}
			break
		}
	}
	for s := n.Section; s != nil; s = s.Parent {
		if n.Kind == doc.Heading && s.Line == n.Line {
			continue
		}
		si := p.section(s)
		title := stripInline(s.Title)
		if si.action || !si.report && reFuture.MatchString(normHeading(title)) {
			add(extract.SignalContext, title)
		}
		if si.due != "" && reDeadlineWord.MatchString(strings.ToLower(si.due)) {
			add(extract.SignalDeadline, si.due+" (heading)")
		}
	}
	for j, depth := n.Parent, 0; j >= 0 && depth < 8; j, depth = p.d.Nodes[j].Parent, depth+1 {
		par := stripInline(p.d.Nodes[j].Text)
		label := strings.TrimRight(strings.TrimSpace(par), ":： ")
		if len(label) <= 120 && (isActionHeading(normHeading(label)) || reFuture.MatchString(normHeading(label))) {
			add(extract.SignalContext, label)
		}
		if _, due := cutDue(par); due != "" && reDeadlineWord.MatchString(strings.ToLower(due)) {
			add(extract.SignalDeadline, due+" (parent)")
		}
	}
	// A label in front of the line: "For next session: …", "TODO - …".
	if m := reLeadLabel.FindStringSubmatch(stripInline(n.Text)); m != nil && reFuture.MatchString(strings.ToLower(m[1])) {
		add(extract.SignalContext, m[1])
		if l := strings.TrimSpace(m[1]); reTimeLabel.MatchString(l) {
			// "다음주: 요구사항 분석 준비", "Next week: draft the FAQ": a
			// label that is a time to come is the line's deadline.
			add(extract.SignalDeadline, l)
		}
	}
}

// reForPerson: a label naming whom the line's work is for ("For Ana:",
// "For Lee and Kim -").
var reForPerson = regexp.MustCompile(`^(?i:for)\s+(@?[\p{Lu}\p{Hangul}][\p{L}.'’-]*(?:\s*(?:,|&|\band\b)\s*@?[\p{Lu}\p{Hangul}][\p{L}.'’-]*){0,3})\s*(?:[:：]|\s[-–—])\s+`)

// forPerson: s opens with a label naming whom the work is for ("For Ana:
// check …", "For Ines and Tom - book …"), people the notes know or a name
// before work; who, and the rest after the label.
func (p *parser) forPerson(s string) (who, rest string, ok bool) {
	m := reForPerson.FindStringSubmatch(s)
	if m == nil || !(p.allPeople(splitOwners(m[1]), true) || p.enLabelName(m[1], s[len(m[0]):])) {
		return "", "", false
	}
	return m[1], s[len(m[0]):], true
}

// reTimeLabel: a label that names a time to come, not a kind of list
// ("Next week", "For next session", "다음주", "이번 주 안에"; not "Next
// steps").
var reTimeLabel = regexp.MustCompile(`(?i)^(?:(?:by|before|until|for)\s+)?(?:the\s+)?(?:next|this|coming)\s+(?:week|month|session|meeting|sprint|call|time)$|^(?:다음\s*주|차주|이번\s*주|금주|다음\s*달|다음\s*(?:회의|미팅|스프린트))(?:\s*(?:까지|전까지|안에|중))?$`)

// reDeadlineWord: a heading's or parent's date is a deadline only when
// written as one (a date alone there is the meeting's); a tilde before
// a day ("~6/5") reads "until".
var reDeadlineWord = regexp.MustCompile(`까지|전|내로|이내|중으로|마감|기한|~\s*[\d월화수목금토일]|\b(?:by|until|till|before|due|deadline|eta|asap|end of|eo[dwm]|cob)\b`)

// The colon of a URL's scheme ("Add hook tests https://…") opens no
// label: the character after a label's colon is kept as group 2, so
// ReplaceAllString(…, "${2}") cuts the label alone.
var reLeadLabel = regexp.MustCompile(`^\[?([^:：\]\[]{2,30}?)\]?\s*(?:[:：]([^/]|$)|\s[-–—]\s)`)

// reVerbSlotEnd: text ending where a verb or a noun goes, not a name —
// after a modal, a subject pronoun or a determiner.
var reVerbSlotEnd = regexp.MustCompile(`(?i)(?:\b(?:will|would|can|could|should|must|may|might|shall|we|i|you|they|please|let['’]s|a|an|the|this|that|my|our|your|their|his|her|its|no|some|any)|['’]ll)\s+$`)

// reVersionHandle: an "@" before a version number ("@v2.3.4", "@1.0").
var reVersionHandle = regexp.MustCompile(`^@[vV]?\d+(?:\.\d+)*$`)

var reArticleNext = regexp.MustCompile(`(?i)^\s+(?:a|an|the)\s`)

// personSignals: who the line names as someone who could own it.
func (p *parser) personSignals(plain, text string, add func(kind, v string)) {
	if strings.Contains(plain, "@") {
		for _, loc := range reHandle.FindAllStringIndex(plain, 4) {
			h := plain[loc[0]:loc[1]]
			if glued(plain, loc[0]) || reVersionHandle.MatchString(h) || strings.HasPrefix(plain[loc[1]:], "(") {
				// "target for Node@8", "pkg@2.1": a package at a version,
				// no mention — a mention opens a word; "# pin @v2.3.4":
				// a version written alone; "@extra()": a decorator.
				continue
			}
			if !reEmailAt.MatchString(plain) || !strings.Contains(plain, h+".") {
				add(extract.SignalPerson, h)
			}
		}
	}
	// Roster names and aliases, and names the notes know, as words
	// (a Korean word may carry a particle: "민서가", "지훈님이").
	words := reWord.FindAllStringIndex(plain, 64)
	for k, loc := range words {
		w := plain[loc[0]:loc[1]]
		if strings.HasPrefix(plain[loc[1]:], "’s") {
			// "Melanie’s and Liz’s terms end next month": the owner of a
			// thing, not who works — as "Melanie's" (one word with its
			// straight apostrophe) is no known name either.
			continue
		}
		if name := p.knownWord(w); name != "" && !(name == strings.ToLower(name) && (reVerbSlotEnd.MatchString(plain[:loc[0]]) || reArticleNext.MatchString(plain[loc[1]:]))) {
			// (A lower-case name after a modal or an article, or before
			// an article, is the word, not the person: "we will mark the
			// issue", "hope for a grant", "drew a plan" where Mark, Grant
			// and Drew attend.)
			// "Walter Church - will …" where the notes list Walter
			// Church: the full name as written, not its first word.
			if k+1 < len(words) && strings.TrimSpace(plain[loc[1]:words[k+1][0]]) == "" {
				next := plain[words[k+1][0]:words[k+1][1]]
				if r, _ := utf8.DecodeRuneInString(next); unicode.IsUpper(r) && p.names[strings.ToLower(w+" "+next)] {
					name = w + " " + next
				}
			}
			add(extract.SignalPerson, name)
		}
	}
	for _, m := range reKoHonorName.FindAllStringSubmatch(plain, 4) {
		if !koCommonWord[m[1]] && !groupOwners[m[1]] {
			add(extract.SignalPerson, m[1]+m[2])
		}
	}
	// In parentheses or inline code: "(민서)", "(Alice, Bob)", "`지훈`".
	for _, re := range []*regexp.Regexp{reParenAny, reCode} {
		src := plain
		if re == reCode {
			src = text
		}
		for _, m := range re.FindAllStringSubmatch(src, 4) {
			if owners := splitOwners(m[1]); len(owners) > 0 && len(owners) <= 6 && p.allPeople(owners, true) && !p.koRemark(owners) {
				add(extract.SignalPerson, strings.Join(owners, ", "))
			} else if owners := p.parenRoleSharers(m[1]); re == reParenAny && owners != nil {
				// "(@ana, @ben review)", "(@ana ping the host about it)"
				// (issueminutes.go).
				add(extract.SignalPerson, strings.Join(owners, ", "))
			}
		}
	}
	// After a dash or a colon at the end, or first with a dash:
	// "task - 이름", "이름 - 금요일까지 …".
	if c := p.trailingOwner(plain, false); c != nil && p.allPeople(c.Owners, true) {
		add(extract.SignalPerson, strings.Join(c.Owners, ", "))
	}
	if m := reKoLeadNames.FindStringSubmatch(strings.TrimSpace(plain)); m != nil && p.koLeadPerson(plain) {
		add(extract.SignalPerson, strings.Join(splitOwners(m[1]), ", "))
	}
	if m := reNameDash.FindStringSubmatch(plain); m != nil && p.plausibleOwner(m[1]) && p.allPeople(splitOwners(m[1]), true) {
		add(extract.SignalPerson, m[1])
	}
	if name := p.enFutureLabelName(plain); name != "" {
		// "For next session: Hana - read …" (enforms.go).
		add(extract.SignalPerson, name)
	}
	// A capitalised name that acts: "Dana said she'd …", "Sam is planning
	// to …", "Assigned to Kim".
	acts := reCode.ReplaceAllString(text, "code")
	for _, m := range reNameActs.FindAllStringSubmatch(acts, 4) {
		w := strings.ToLower(m[1])
		if notNames[w] || enImperatives[w] {
			continue
		}
		if i := strings.Index(acts, m[1]+" "+m[2]); i >= 0 && (enPassiveSubject(acts[i:]) || enObjectBefore(acts, i)) {
			// "Tickets will be created …", "Partners at Amazon will
			// …" (enforms.go).
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(m[2]), "to") && !p.known(m[1]) && (workVerb(w) || enWorkVerbs[w] || !p.recurs(m[1]) || p.writtenLower(m[1])) {
			// "Contribute to test cases", "Experts to participate …": a
			// capitalised word before "to" is a name only when the notes
			// write it again, always capitalised (people who take work
			// are named more than once; a common word is also written in
			// lower case), and it is no verb.
			continue
		}
		add(extract.SignalPerson, m[1])
	}
	// "Priya to refresh the benchmarks", Priya written once and unknown
	// to the notes: the grammar names her (verbslot.go), too thinly to
	// extract — a possible action that says who.
	if m := reNamedCommit.FindStringSubmatchIndex(plain); m != nil && p.namedToSlot(plain[m[2]:m[3]], plain[m[4]:m[5]], plain[m[5]:]) {
		add(extract.SignalPerson, strings.Trim(plain[m[2]:m[3]], "*_"))
	}
	// "Carl and Dana looked at the cache; they're going to split it":
	// the people a line opens with are who its pronoun commits.
	if m := reNamesThenPronoun.FindStringSubmatch(plain); m != nil {
		names := splitOwners(m[1])
		ok := len(names) > 0
		for _, nm := range names {
			w := strings.ToLower(nm)
			ok = ok && !notNames[w] && !enImperatives[w] && !enImperativesMore[w] && !commonLower[w] && (p.known(nm) || !p.writtenLower(nm))
		}
		if ok {
			add(extract.SignalPerson, m[1])
		}
	}
	// A group that takes work: "Kepler team to catch up …", "the docs
	// SIG will publish …", "All to update their profile page".
	if m := reGroupActs.FindStringSubmatch(plain); m != nil && groupWork(m) {
		add(extract.SignalPerson, strings.TrimPrefix(strings.TrimPrefix(m[1], "the "), "The "))
	} else if m := reTheGroupActs.FindStringSubmatch(plain); m != nil && groupWork(m) {
		// "The docs team will draft …", "The BEP leads to send …"
		// (enconnectives.go).
		add(extract.SignalPerson, strings.TrimPrefix(strings.TrimPrefix(m[1], "the "), "The "))
	}
	if o, _, ok := p.wouldSlot(plain); ok && o != "" {
		// "Rama would create the slides" (enwouldplan.go).
		add(extract.SignalPerson, o)
	}
	if m := reAssignedName.FindStringSubmatchIndex(plain); m != nil && !assignedToVerb(plain[m[2]:m[3]], plain[m[3]:]) {
		m := []string{plain[m[0]:m[1]], plain[m[2]:m[3]]}
		add(extract.SignalPerson, m[1])
	} else if m := reSubjectAssignedTo.FindStringSubmatch(plain); m != nil && !clauseNotSubject[strings.ToLower(strings.Fields(m[1])[0])] {
		// "Ahmed introduced a source and was assigned to verify it": the
		// work after "assigned to" is a verb; the subject takes it.
		add(extract.SignalPerson, m[1])
	}
	// Initials that commit: "AH will add …", "LUNARC: RP will do this"
	// (not a thing that happens: "SXG will land in 2019").
	if m := reInitialsCommit.FindStringSubmatch(plain); m != nil && !strings.EqualFold(m[3], "be") && !reBeing.MatchString(strings.ToLower(plain)) && p.initialsPerson(m[1]) {
		add(extract.SignalPerson, m[1])
	}
	// "모두 연휴 기간까지 개인 파트 구현", "각자 일요일 전까지 회고 작성":
	// a group opening a Korean line is its owner, as written.
	if m := reKoGroupLead.FindStringSubmatch(plain); m != nil && !isActionHeading(normHeading(plain)) {
		add(extract.SignalPerson, m[1])
	}
}

// parentSpeaker: the person whose tag opens n's parent item ("[Sahar]
// …", "[RB] …", "(DPC) Governance update", "(CA;DH) …"), when the notes
// know them, write their initials as a person's, or write the capitalised
// name more than once. Several people in one tag are all returned, joined
// with ", ".
func (p *parser) parentSpeaker(n doc.Node) string {
	if n.Kind != doc.ListItem || n.Parent < 0 {
		return ""
	}
	parent := strings.TrimSpace(stripInline(cutUTF8(p.d.Nodes[n.Parent].Text, maxItemBytes)))
	// (nametag.go) HackMD's tag opening the topic ("[name=Dana]
	// Budget"), or the topic's owner closing it ("Budget sheet (Dana)",
	// as nametag.go writes a tag that closes it).
	m := reLeadNameTag.FindStringSubmatch(parent)
	if m == nil {
		m = reLeadBracket.FindStringSubmatch(parent)
	}
	if m == nil {
		m = reLeadParen.FindStringSubmatch(parent)
	}
	if m == nil {
		if m = reTopicTrailOwner.FindStringSubmatch(parent); m == nil {
			return ""
		}
	}
	parts := reTagSep.Split(strings.TrimSpace(m[1]), 5)
	for _, name := range parts {
		if len(strings.Fields(name)) != 1 || notNames[strings.ToLower(name)] {
			return ""
		}
		r, _ := utf8.DecodeRuneInString(name)
		switch {
		case p.known(name):
		case reAcronym.MatchString(name) && utf8.RuneCountInString(name) <= 3 && p.initialsPerson(name):
		case unicode.IsUpper(r) && !reAcronym.MatchString(name) && p.recurs(name):
		default:
			return ""
		}
	}
	return strings.Join(parts, ", ")
}

// parentNameColon: n's parent item opens with one capitalised name and a
// colon ("Jalander: Visualizations …"), a name the notes know or write
// again; "" otherwise.
func (p *parser) parentNameColon(n doc.Node) string {
	if n.Kind != doc.ListItem || n.Parent < 0 {
		return ""
	}
	m := reLeadNameColon.FindStringSubmatch(strings.TrimSpace(stripInline(cutUTF8(p.d.Nodes[n.Parent].Text, maxItemBytes))))
	if m == nil || notNames[strings.ToLower(m[1])] || !p.known(m[1]) && !p.recurs(m[1]) {
		return ""
	}
	return m[1]
}

var (
	// reLeadParen: a presenter's tag in parentheses opening an agenda
	// item: "(DPC) Governance update".
	reLeadParen = regexp.MustCompile(`^\(([^()]{1,40})\)\s*[:：–—-]?\s*(.+)$`)
	// reSubjectlessWill: a line that opens with the future, no subject
	// ("Will start applying …"; not "Will the API …", a question).
	reSubjectlessWill = regexp.MustCompile(`^(?i:will)\s+(?:also\s+)?\p{Ll}`)
	// rePassiveFuture: a future passive, no agent named: "PR will be
	// submitted", "will be released".
	rePassiveFuture = regexp.MustCompile(`(?i)\bwill\s+be\s+\p{L}+(?:ed|en|t)\b`)
	// reTagSep separates the people of one tag: "CA;DH", "RB, BC".
	reTagSep = regexp.MustCompile(`\s*[;,/&]\s*`)
	// reLeadNameTag: HackMD's tag opening a topic: "[name=Dana] Budget".
	reLeadNameTag = regexp.MustCompile(`^\[name=([^\]\[]{1,40})\]\s*(.+)$`)
	// reTopicTrailOwner: a short topic closed by its owner in
	// parentheses: "Budget sheet (Dana)", "Invoices (Dana, Eli):".
	// reLeadNameColon: a topic opened by one capitalised name and a
	// colon.
	reLeadNameColon   = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]{1,20})\s*[:：]\s+(\S.{0,120})$`)
	reTopicTrailOwner = regexp.MustCompile(`^\S.{1,80}?\s\(([^()]{1,40})\)\s*[:.]?$`)
)

// reInitialsCommit: capital initials opening a line (after a short
// label) as the subject of a commitment: "AH will add …", "UPPMAX: BC
// can do …".
var reInitialsCommit = regexp.MustCompile(`^(?:[^:：\[\]]{1,30}[:：]\s+)?\[?(\p{Lu}{2,3})\]?\s+(will|can|shall|is\s+going\s+to)\s+(\p{Ll}+)`)

// initialsPerson: initials are a person's when the notes write them
// more than once (people who commit also attend, speak, are named) and
// never as a thing — after an article or a determiner ("the SIG", "a
// PR", "our TSC"); people's initials take none.
func (p *parser) initialsPerson(w string) bool {
	if !p.recurs(w) {
		return false
	}
	for _, det := range []string{"the ", "The ", "a ", "A ", "an ", "An ", "our ", "Our ", "their ", "this ", "This ", "each ", "every "} {
		i := 0
		for {
			j := strings.Index(p.text[i:], det+w)
			if j < 0 {
				break
			}
			end := i + j + len(det) + len(w)
			r, _ := utf8.DecodeRuneInString(p.text[end:])
			start := i + j
			prev, _ := utf8.DecodeLastRuneInString(p.text[:start])
			if (end == len(p.text) || !unicode.IsLetter(r) && !unicode.IsDigit(r)) && (start == 0 || !unicode.IsLetter(prev)) {
				return false
			}
			i = end
		}
	}
	return true
}

var reKoGroupLead = regexp.MustCompile(`^(모두|다들|전원|각자|다같이|다\s같이|팀원\s*전체|팀\s*전체)(?:가|이|는|은|[,:：])?\s+\S`)

var (
	reWord        = regexp.MustCompile(`[\p{L}][\p{L}\p{N}._'-]*`)
	reEmailAt     = regexp.MustCompile(`[\w.+-]+@[\w-]+\.[\w.]+`)
	reKoHonorName = regexp.MustCompile(`([\p{Hangul}]{2,4})\s?(님|씨)(?:[이가은는께의도]|께서|에게|이랑|과|와)?(?:\s|$|[,.)])`)
	reParenAny    = regexp.MustCompile(`[(（]\s*([^()（）]{1,60}?)\s*[)）]`)
	reNameActs    = regexp.MustCompile(`(?:^|[^\p{Lu}\w]\s*|[.,;:]\s+)([\p{Lu}][\p{Ll}]{1,20})\s+(said|says|mentioned|offered|volunteered|agreed|promised|plans|planned|is\s+planning|are\s+planning|is\s+going\s+to|will\s+\p{Ll}+|to\s+\p{Ll}+|'ll|’ll|'d|’d)\b`)
	// reGroupActs: a team, a body or everyone opening a clause, then a
	// commitment and its verb.
	reGroupActs = regexp.MustCompile(`(?:^|[-–—:;,(>]\s*)((?:[Tt]he\s+)?(?:[\p{Lu}][\p{L}\p{N}.'-]*\s+){1,2}(?i:team|group|wg|sig|committee|council|board|maintainers)|(?i:all(?:\s+(?:the\s+)?(?:(?:team|group|project)\s+)?members)?|(?:team|group|project)\s+members|each\s+(?:(?:team|group|project)\s+)?member|everyone|everybody))\s+(?:to|will|shall|(?:is|are)\s+going\s+to)\s+(?:be\s+)?(\p{Ll}+)`)
	// reNamesThenPronoun: capitalised names opening a line or a
	// sentence (one, or joined by and/&/,), a past or present verb, then
	// a pronoun that commits in the same sentence or the next one
	// ("they're going to", "he'll", "She volunteered to").
	reNamesThenPronoun = regexp.MustCompile(`(?:^|[.!]\s+)((?:[\p{Lu}][\p{Ll}]+)(?:\s*(?:,|&|\band\b)\s*[\p{Lu}][\p{Ll}]+){0,3})\s+\p{Ll}+(?:ed|s)\b[^.!?]*?(?:[,;:]\s*(?:and\s+|so\s+)?(?:they|he|she)|[.!]\s+(?:They|He|She))(?:['’]re\s+going\s+to|['’]s\s+going\s+to|\s+(?:are|is)\s+going\s+to|\s+will|['’]ll|\s+plans?\s+to|\s+(?:volunteered|offered|agreed)\s+to)\s+\p{Ll}`)
	// notGroupWork: words after a group's "to"/"will" that are no work
	// ("will be at", "to the list", "will have more members").
	notGroupWork        = map[string]bool{"be": true, "the": true, "a": true, "an": true, "this": true, "that": true, "have": true, "not": true, "probably": true, "maybe": true, "likely": true, "need": true, "want": true, "meet": true, "join": true, "attend": true}
	reSubjectAssignedTo = regexp.MustCompile(`^[*_]*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)[*_]*\s[^.;!?]*?\b(?:was|were|is|are|has\s+been|have\s+been|got|gets)\s+assigned\s+to\s+\p{Ll}`)
	reAssignedName      = regexp.MustCompile(`(?i)\bassigned\s+to\s+@?([\p{L}][\p{L}\p{N}._-]{1,30})`)
)

// koParticles are endings a name may carry in a Korean sentence.
var koParticles = []string{"께서", "에게", "한테", "이랑", "님이", "님은", "님께", "님의", "님", "씨가", "씨는", "씨", "이가", "이는", "가", "이", "은", "는", "와", "과", "의", "도", "랑"}

// knownWord: the roster or the notes know w (or w without a particle) as
// a person; the name as found.
func (p *parser) knownWord(w string) string {
	w = strings.Trim(w, ".'-_")
	if utf8.RuneCountInString(w) < 2 || notNames[strings.ToLower(w)] || commonLower[strings.ToLower(w)] {
		return ""
	}
	if p.knownPerson(w) {
		return w
	}
	if extract.HasHangul(w) {
		for _, suf := range koParticles {
			if h, ok := strings.CutSuffix(w, suf); ok && utf8.RuneCountInString(h) >= 2 && p.knownPerson(h) {
				return h
			}
		}
	}
	return ""
}

// knownPerson: the roster has w, or the notes name w with confidence and
// w looks like a name (not a lower-case word that merely recurs).
func (p *parser) knownPerson(w string) bool {
	if _, ok := p.roster.Lookup(w); ok {
		return true
	}
	if !p.names[strings.ToLower(w)] || modalNames[w] {
		return false
	}
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) || extract.HasHangul(w) || utf8.RuneCountInString(w) >= 4
}

// allPeople: every owner is a person or a group as far as the notes and
// the roster tell; strong counts a capitalised word only when the roster
// or the notes know it.
func (p *parser) allPeople(owners []string, strong bool) bool {
	if len(owners) == 0 {
		return false
	}
	people := 0
	for _, o := range owners {
		if len(owners) > 1 && coOwnerRole(o) {
			// "지훈 외 리뷰어", "Dana + 2 others": a role or a count
			// shares the work of the person beside it.
			continue
		}
		people++
		o = strings.TrimPrefix(strings.TrimSpace(o), "@")
		o = trimHonorifics(o)
		if p.koRollOutsider(o) {
			// "참석: 황종인, 황윤영" / "지도 - 황윤영 (4)": where the notes
			// list their members, a two-syllable word none of them is
			// called is a word, not a member ("지도", a map).
			return false
		}
		if o == "" || !(p.known(o) || koFullName(o) || groupOwners[strings.ToLower(o)] || koOrgUnit(o) || !strong && p.personLike(o, false) && nameWords(o) <= 2 && !reAcronym.MatchString(o) && !enImperatives[strings.ToLower(o)]) {
			return false
		}
	}
	return people > 0
}

// koRollOutsider: o is a two-syllable Hangul word shaped like a name that
// none of the members the notes list is called.
func (p *parser) koRollOutsider(o string) bool {
	return isHangul(o) && utf8.RuneCountInString(o) == 2 && koFullName(o) && p.koRoll() && !p.known(o)
}

// formSignal names the commitment or imperative form of a line:
// "commitment" (will, 하기로, 예정, 할게요), "imperative" (a verb first,
// please, ~하라/하자/할 것), "task" (a Korean nominal task: ~하기, an action
// noun closing the line).
func (p *parser) formSignal(plain string, n doc.Node) string {
	plain = modalCase(plain)
	body := strings.TrimSpace(reLeadLabel.ReplaceAllString(plain, "${2}"))
	if body == "" {
		body = plain
	}
	if body != plain {
		// "For next session: Lee - draft the FAQ": a label, then the
		// owner, then the work.
		if m := reLeadLabel.FindStringSubmatchIndex(body); m != nil && (p.allPeople(splitOwners(body[m[2]:m[3]]), true) || p.enLabelName(body[m[2]:m[3]], body[m[1]:])) {
			if rest := strings.TrimSpace(body[m[1]:]); rest != "" {
				if m[4] >= 0 {
					rest = strings.TrimSpace(body[m[4]:])
				}
				body = rest
			}
		}
	}
	low := strings.ToLower(body)
	if p.enFutureLabelName(plain) != "" {
		// "For next session: Hana - read …": a future label, a person,
		// the work (enforms.go).
		return formNamed
	}
	if reEnWantsSomeone.MatchString(low) {
		// "We need someone to …": work nobody took (enforms.go).
		return formPlan
	}
	if reportedNoWork(body) {
		// "Ana said she'd be happy to help": reported speech whose verb
		// is no work (reportedplan.go).
		return ""
	}
	if o, _, ok := p.wouldSlot(body); ok && o != "" {
		// "Rama would create the slides" outside the next steps: a plan
		// as past-tense minutes report it, or a wish (enwouldplan.go).
		return formNamedThin
	}
	// ("Priya to Berlin next week", "Tomas to the meeting": a
	// destination after "to", no verb — verbslot.go.)
	if m := reNamedCommit.FindStringSubmatchIndex(body); m != nil && !(strings.TrimSpace(body[m[4]:m[5]]) == "to" && notVerbOpening(body[m[5]:])) && !shouldNoWork(body[m[4]:m[5]], body[m[5]:]) && p.namedSubject(body[m[2]:m[3]], body[m[4]:m[5]]) {
		return formNamed
	} else if m != nil && p.namedToSlot(body[m[2]:m[3]], body[m[4]:m[5]], body[m[5]:]) {
		// "Priya to refresh the benchmarks", Priya unknown to the notes:
		// a commitment by its grammar, too thin to extract (verbslot.go).
		return formNamedThin
	}
	if n.Kind == doc.ListItem && p.nameBareVerb(body) != nil {
		// "Boris plan a meeting …": a known person and a bare verb of work.
		return formNamed
	}
	if f := firstPersonForm(low); f != "" {
		return f
	}
	if reTodoMark.MatchString(withoutLinkPlaceholder(plain)) {
		// "보고서 제출 (todo)", "… *(TODO: 기능 추가할 것)*": the writer marked
		// it as work to do ("(TODO: slides link)" marks the notes' own
		// gap: enprecision.go).
		return formTodo
	}
	if rePlease.MatchString(low) {
		if rePleaseLead.MatchString(low) && !reConditional.MatchString(low) {
			// "pms, please start …", "Everyone with OKR: please do …": a
			// request addressed to someone assigns; a bare "Please review
			// …" asks whoever reads.
			if strings.Index(low, "please") > 1 {
				return formAddressed
			}
			if reWeWillClause.MatchString(low) {
				// "please look at … we will discuss it next week": the
				// group commits in the clause after the request.
				return formCommitment
			}
			return formRequest
		}
		return formImperative
	}
	if reOpenCall.MatchString(low) {
		return formOpenCall
	}
	if m := reObligation.FindStringIndex(low); m != nil && !strings.HasPrefix(low[m[1]-1:], "be ") && !strings.HasPrefix(low[m[1]-1:], "not ") && !strings.HasPrefix(low[m[1]-1:], "never ") && !reInvertedModal.MatchString(low[m[0]:]) {
		// "they should be focused on pm" states how things are; "we
		// should not carry tasks over" rules work out; "should we
		// enable scanning for all repos." asks, its "?" left off.
		return formObligation
	}
	if reEnCommit.MatchString(ownCommitText(introless(low))) {
		// ("now everyone knows what is to be completed by week 6", "found
		// more data that will be used for training": a clause about a
		// thing, no commitment — whtobe.go.)
		return formCommitment
	}
	if m := reGroupActs.FindStringSubmatch(body); m != nil && groupWork(m) {
		// "Kepler team to catch up on CI": a group takes the work.
		return formCommitment
	}
	if p.passiveByAgent(body) {
		// "The first half to be completed by Owen" (coursetasks.go).
		return formCommitment
	}

	if n.Kind == doc.ListItem && p.koLeadWork(plain, n) {
		// "조준희, 김예진 : 로그 테이블", "한진영 - 퀴즈": people, then the
		// work they take (kolead.go).
		return formNamed
	}
	if extract.HasHangul(body) && reKoNeedTo.MatchString(tail(body, 48)) {
		// "… 수정할 필요가 있음": what 해야 함 says, in other words (its
		// 있음 is no report of a state).
		return formObligation
	}
	koReport := extract.HasHangul(body) && koPast(tail(body, 64)) && !reKoFuture.MatchString(tail(body, 64))
	if !koReport && (reKoCommitAny.MatchString(tail(body, 96)) || reKoNoSubject.MatchString(tail(body, 64)) || koBringBack(tail(reTrailRemark.ReplaceAllString(body, ""), 64))) {
		return formCommitment
	}
	first := strings.ToLower(strings.Trim(firstWord(low), "*_~,.:"))
	if (enImperatives[first] || enImperativesMore[first]) && !reTopicNoun.MatchString(low) {
		return formImperative
	}
	if step := reAdverbStep.ReplaceAllString(low, ""); step != low {
		// "Also ask the vendor to …", "Then start a chat on the
		// forum": an adverb that adds the step to the ones before it
		// leaves the step an imperative.
		if w := strings.ToLower(strings.Trim(firstWord(step), "*_~,.:")); (enImperatives[w] || enImperativesMore[w]) && !reTopicNoun.MatchString(step) {
			return formImperative
		}
	}
	if reIntentLead.MatchString(low) {
		// "Aim to post the newsletter in two weeks": the group's intent,
		// possible with a deadline or a person.
		return formImperative
	}
	if extract.HasHangul(body) && !koReport {
		t := strings.TrimRight(koTrimMarkup(tail(koCutTrailDue(body), 64)), " .!")
		if koWillThing(t) && !reKoListLabel.MatchString(t) {
			// "저장소에 올릴 것", "issue로 남길 것": a future adnominal
			// before 것 instructs whoever reads it (kotodoverb.go).
			return formImperative
		}
		switch {
		case reKoImperative.MatchString(t):
			return formImperative
		case reKoTask.MatchString(t) || reKoActionNoun.MatchString(t) || reKoTaskNoun.MatchString(t) || koNounPlan(t):
			// ("보고서 작성한다": a noun of work and 한다, koNounPlan.)
			if !reKoPast.MatchString(t) {
				return formTask
			}
		case koNeededWork(t):
			return formTask
		}
	}
	return ""
}

// namedSubject: the words before a commitment name someone ("Nick",
// "[Dominik]", "@ana", "eP", "Kimball"), not a thing ("It", "The PR") or
// a sentence's first word ("Want to …", "Communicate to …"). A bare
// capitalised word counts only before will/should/needs to, not "to".
func (p *parser) namedSubject(s, verb string) bool {
	bracketed := strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]")
	s = strings.Trim(strings.TrimSpace(s), "[]*_")
	l := strings.ToLower(s)
	if s == "" || notNames[l] || enImperatives[l] || enImperativesMore[l] || commonLower[l] || reNotSubject.MatchString(l) {
		return false
	}
	if bracketed || strings.HasPrefix(s, "@") || p.known(s) || koFullName(s) {
		return true
	}
	if utf8.RuneCountInString(s) <= 4 && strings.IndexFunc(s, unicode.IsUpper) > 0 && strings.IndexFunc(s, unicode.IsLower) == 0 {
		return true // a short mixed-case handle ("eP")
	}
	r, _ := utf8.DecodeRuneInString(s)
	if unicode.IsLower(r) && rePersonOnlyVerb.MatchString(verb) && reHandleWord.MatchString(s) && utf8.RuneCountInString(s) >= 4 && p.recurs(s) {
		// "centril plans to …": only people plan, volunteer or offer, and
		// a nickname written more than once in the notes is one.
		return true
	}
	return unicode.IsUpper(r) && len(strings.Fields(s)) == 1 && strings.TrimSpace(verb) != "to"
}

// rePersonOnlyVerb: commitments only a person makes.
var rePersonOnlyVerb = regexp.MustCompile(`^(?:plans?\s+to|is\s+planning\s+to|agreed\s+to|offered\s+to|volunteered\s+to|promised\s+to)$`)

// reNotSubject: words that start sentences, not names.
var reNotSubject = regexp.MustCompile(`^(?:want|wants|going|important|relates|related|need|needs|used|able|hard|easy|time|way|plan|goal|idea|how|what|why|where|which|whether|something|nothing|anything|everything|one|two|first|also|still|just|only|then|now|today|tomorrow|next|later|soon|maybe|perhaps|probably)$`)

// formBody is the part of a line whose form counts: without an owner
// or a remark closing it ("정리 `하늘`", "통일 (전처리 시작 전)", "task -
// Kai").
func (p *parser) formBody(plain, text string) string {
	body := plain
	if strings.HasSuffix(strings.TrimSpace(text), "`") {
		if loc := reCode.FindAllStringIndex(text, -1); len(loc) > 0 && loc[len(loc)-1][1] == len(strings.TrimSpace(text)) {
			body = strings.TrimSpace(stripInline(text[:loc[len(loc)-1][0]]))
		}
	}
	for i := 0; i < 3; i++ {
		m := reTrailRemark.FindStringIndex(body)
		if m == nil || m[0] == 0 {
			break
		}
		body = strings.TrimSpace(body[:m[0]])
	}
	if c := p.trailingOwner(body, false); c != nil && c.Evidence != "" {
		body = c.Evidence
	}
	if loc := reTrailHandles.FindStringIndex(body); loc != nil && loc[0] > 0 {
		// "테스트 코드 작성 @도윤", "Parser tests @ana": the handles
		// closing the line name its owners, the form is before them.
		body = strings.TrimSpace(body[:loc[0]])
	}
	return body
}

// reTrailHandles: @handles closing a line.
var reTrailHandles = regexp.MustCompile(`(?:[\s,]+@[\p{L}\p{N}_.-]+)+\s*$`)

var reTrailRemark = regexp.MustCompile(`\s*(?:\([^()]*\)|\[[^\[\]]*\]|（[^（）]*）)\s*[.]?$`)

func hasKind(sig []extract.Signal, kind string) bool {
	for _, s := range sig {
		if s.Kind == kind {
			return true
		}
	}
	return false
}

func firstWord(s string) string {
	s = strings.TrimSpace(reStrikeSpan.ReplaceAllString(s, ""))
	s = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(s, "for now,"), "then"))
	if i := strings.IndexFunc(s, unicode.IsSpace); i > 0 {
		return s[:i]
	}
	return s
}

var (
	// reNamedCommit: a name (or [name], @handle) then a commitment or an
	// obligation: "Nick should look at it", "eP to add …", "[Nick] will
	// take over", "Kimball needs to unwind", "need Kimball to check".
	reNamedCommit = regexp.MustCompile(`(?:^|[-–—:;,(]\s*|\bneeds?\s+|\b(?i:ask(?:s|ed)?)\s+)(@?\[?[\p{L}][\p{L}\p{N}._'-]{0,24}\]?(?:\s+[\p{Lu}][\p{L}.'-]*)?)\s+(will|shall|should|to|needs?\s+to|has\s+to|(?:has\s+)?agreed\s+to|(?:has\s+)?offered\s+to|(?:has\s+)?volunteered\s+to|promised\s+to|is\s+going\s+to|plans?\s+to|is\s+planning\s+to|(?:will|'ll|’ll)\s+(?:probably|also|try\s+to))\s+(?:\([^()]{1,30}\)\s+)?\p{L}`)
	// rePleaseLead: a request that opens the line ("Please review …",
	// "pms, please start …", "Everyone with OKR: please do …").
	rePleaseLead = regexp.MustCompile(`^(?:(?:[^.!?,:]{0,40}[,:])?\s*)please\s+\p{L}`)
	// reConditional: a request under a condition asks nobody in particular.
	reConditional = regexp.MustCompile(`^(?:if|when|whenever|as|once|note)\b`)
	// reObligation: work someone must do, subject or not ("Need to
	// review …", "we have to start …").
	reObligation = regexp.MustCompile(`^(?:we\s+|i\s+|you\s+)?(?:need\s+to|needs\s+to|have\s+to|has\s+to|must|should)\s+\p{L}|\b(?:we|i|you|they)\s+(?:need\s+to|have\s+to|must|should)\s+\p{L}|(?:--|\s[-–—]\s|[;:]\s)\s*(?:we\s+)?(?:need\s+to|have\s+to|must)\s+\p{L}`)
	// reInvertedModal: the modal before its subject, a question.
	reInvertedModal = regexp.MustCompile(`^(?:should|must)\s+(?:we|i|you|they|it|there|he|she|this|that|the)\b`)
	reOpenCall      = regexp.MustCompile(`^(?:someone|somebody)\s+(?:needs\s+to|has\s+to|must|should)\s+\p{L}`)
	rePlease        = regexp.MustCompile(`(?:^|[,:;]\s*)please\s+\p{L}`)
	reStrikeSpan    = regexp.MustCompile(`~~[^~]*~~`)
	// reEnCommit: future and obligation forms in running notes.
	reEnCommit = regexp.MustCompile(`(?:^|\b(?:i|we|he|she|they|you|someone|somebody|everyone|team|group|wg))\s+(?:will|shall|(?:is|are|am) going to|(?:is|are|am) planning to|plans? to|agreed to|offered to|volunteered to|promised to|needs? to|has to|have to|(?:is|are) to|would like to)\s+\w|\b(?:i|we|he|she|they)(?:'ll|’ll)\s+\w|\b(?:we|they)(?:'re|’re)\s+going\s+to\s+\w|\b(?:he|she)(?:'s|’s)\s+going\s+to\s+\w|^(?:will|to)\s+\w|\bwill be (?:\w+(?:ing|ed)|sent|set up|done|made|written|shared|ready|built|run)\b|\b(?:should|must)\s+be\s+(?:completed|finished|done|submitted|sent|ready|written|drafted|merged|uploaded|finali[sz]ed)\s+(?:by|before)\b|(?:^|[^\w\s]\s*|\b(?:is|are|still|now|yet|needs?|has|have)\s+)to be (?:\w+ed|done|followed up|sent|set up|written|built|run|shared|made)\b|\bsaid (?:he|she|they|we|i)(?:'d|’d| would| will)\b|\bassigned to\b`)
	// reKoCommitAny: a Korean commitment anywhere in the clause.
	reKoCommitAny = regexp.MustCompile(`하기로|` + koSettledMark + `|기로\s*(?:함|했|하였|결정)|할\s*예정|예정(?:입니다|임|이다)?\s*[.!)]?\s*$|해야\s*(?:함|한다|합니다|할|됨|된다)|할게요|할께요|하겠습니다|겠습니다|부탁(?:드립니다|드려요|합니다|해요)?|맡기로|맡아서|담당하기로`)
	// reKoImperative: "~하라", "~해라", "~하자", "~하세요", "~해 주세요",
	// "~할 것", "[주말동안 완료할 것]".
	reKoImperative = regexp.MustCompile(`(?:하라|해라|하자|해보자|하세요|해\s*주세요|해주세요|해\s*주십시오|할\s*것|할것|할\s*것들|해\s*올\s*것|해오기|하시오|바랍니다)\s*[.!)\]]?\s*$`)
	// reKoTaskNoun: more action nouns that close a nominal task line.
	reKoTaskNoun = regexp.MustCompile(`(?:작업|편집|촬영|번역|녹화|녹음|디자인|검증|측정|실험|구입|주문|발송|섭외|모집|회신|답변|크롤링|리팩토링|리팩터링|모델링|퍼블리싱|코딩|라벨링|레이블링|튜닝|디버깅|스크래핑|파싱|배포|통일|완료|마무리|결정|공부|연습|구매|신청|제작|변경|삭제|통합|병합|공지|안내|연결|연동|구축|도입|보완|보강|분리|정의|확정|선정|조율|협의|리뷰|피드백|입력|세팅|설치|완성|트윅|[\p{Hangul}]{2,}화|정하기|만들기|찾기|알아보기|생각해\s*오기|준비하기|읽기|보기)\s*[.!)\]]?\s*$`)
)

// reIntroInfinitive: a sentence that opens with an infinitive clause of
// purpose or manner before its subject ("To be clear, most languages
// …", "To cut to the chase, this is going to …", "To answer Sam's
// question, there is …"): the "to" commits no one.
var reIntroInfinitive = regexp.MustCompile(`^to\s+[^,;.:!?]{1,60},\s+(?:i|we|you|he|she|it|they|this|that|these|those|there|here|most|many|some|all|the|our|my|let['’]s|it['’]s|there['’]s)\s`)

// introless: low without an opening infinitive clause of purpose.
func introless(low string) string {
	if reIntroInfinitive.MatchString(low) {
		// (The clause holds no comma before the one that closes it.)
		_, rest, _ := strings.Cut(low, ",")
		return strings.TrimSpace(rest)
	}
	return low
}

// enImperativesMore: verbs that start English tasks besides enImperatives.
var enImperativesMore = map[string]bool{"initialize": true, "initialise": true, "chat": true, "meet": true, "connect": true, "catch": true, "start": true, "work": true, "think": true, "get": true, "make": true, "try": true, "move": true,
	"keep": true, "discuss": true, "consider": true, "reach": true, "talk": true, "bring": true, "finalize": true, "finalise": true,
	"propose": true, "present": true, "reply": true, "respond": true, "nominate": true, "assign": true, "recruit": true, "invite": true,
	"write-up": true, "writeup": true, "resolve": true, "prioritize": true, "prioritise": true, "file": true, "land": true, "port": true,
	"handle": true, "bump": true, "drop": true, "ship": true, "patch": true, "look": true, "align": true, "agree": true, "decide": true, "pick": true, "identify": true, "remind": true, "figure": true,
	// "Board members to return the signed forms": handing back what was lent or signed.
	"return": true}

// A heading marks future work when it pairs a horizon (next, coming,
// 다음, 차주, 이후, 남은, "… 전까지") with a kind of work (goals, plans,
// tasks, steps, 목표, 계획, 과제): "차주 목표", "다음주 스프린트까지 목표",
// "Plans for the coming week", "남은 과제들", "For next session", "이후 계획".
// Composed, not listed: any heading built of the two parts is one.
var (
	reHorizon  = regexp.MustCompile(`(?i)\b(?:next|upcoming|coming|following|future|remaining|pending|outstanding|until|before|by next|for next|this week'?s?|this\s+(?:sprint|iteration|cycle|milestone)'?s?)\b|다음|차주|금주|이번\s*주|이번주|이후|향후|추후|앞으로|남은|까지|전에|내로|[월화수목금토일]요일\s*전`)
	reWorkKind = regexp.MustCompile(`(?i)\b(?:goals?|plans?|planning|tasks?|to-?dos?|steps?|actions?|action items?|work(?:\s+items?)?|items?|assignments?|homework|deliverables?|sprint|iteration|session|meeting|sync|call|week)\b|목표|계획|할\s*일|과제|작업|업무|숙제|액션|진행\s*예정|준비|스프린트|구현|체크\s*리스트|시도`)
	// reHorizonOnly: the horizon alone says work is meant ("For next
	// session", "다음 회의 전까지", "Before next meeting").
	reHorizonOnly = regexp.MustCompile(`(?i)^(?:for|before|until|by)\s+(?:the\s+)?next\s+(?:session|meeting|sync|call|week|time)$|^다음\s*(?:회의|미팅|주|모임)\s*(?:전까지|까지|전에)$`)
)

// reKoGoalHeading: a short Korean heading of goals or plans ("구현 목표",
// "개발 계획"): a team's own list of what it will do next.
// reKoAimHeading: goals of the product or the project, not of the work
// ahead ("기획 목표", "프로젝트 목표", "최종 목표": what it should achieve).
var reKoAimHeading = regexp.MustCompile(`^(?:기획|프로젝트|서비스|최종|궁극적|사업|연구|주제|작품|제품|시스템|개발\s*배경)\s?(?:목표|계획)`)

var reKoGoalHeading = regexp.MustCompile(`^(?:[\p{Hangul}]{1,6}\s?|\d{1,2}\s?(?:월|주차)\s?|(?:이번|다음|차기?)\s?(?:주|달|학기|분기|스프린트|이터레이션|마일스톤)\s?)?(?:의\s)?(?:목표|계획)(?:들)?$`)

func futureWorkHeading(norm string) bool {
	if norm == "" || utf8.RuneCountInString(norm) > 40 {
		return false
	}
	if reHorizonOnly.MatchString(norm) || reKoGoalHeading.MatchString(norm) && !reKoAimHeading.MatchString(norm) || koWeekGoalHeading(norm) {
		return true
	}
	h := reHorizon.FindStringIndex(norm)
	if h == nil {
		return false
	}
	// The kind of work must be more than a time ("next meeting", "다음 주"
	// alone head the next meeting's date).
	for _, m := range reWorkKind.FindAllString(norm, -1) {
		switch strings.ToLower(strings.TrimSpace(m)) {
		case "meeting", "session", "sync", "call", "week", "item", "items":
			continue
		}
		return true
	}
	return false
}

// reAdverbStep: an adverb that adds a step to the ones before it,
// opening the line ("Also …", "Then …", "And also …").
var reAdverbStep = regexp.MustCompile(`^(?:and\s+)?(?:also|then|additionally),?\s+`)

// Scoring (issue 28): the rules above read the forms they are sure of; a
// line they did not read is still an action when its signals add up. A
// commitment form is the core of an action, a person or a deadline makes
// it someone's or due, a future-work context makes it likelier; an
// imperative or a nominal task alone is as often a topic as a task, and a
// request asks the community rather than assigns. Lines at or above
// promoteScore are extracted (to be confirmed: "possible action:
// confirm"); the others with signals stay possible actions.
var formWeight = map[string]float64{
	formPlan: 0, formHedged: 0, formKoTodo: 0, formOpenBox: 0, formTodo: 3, formFirst: 2, formOffer: 1.5, formNamed: 2.5, formNamedThin: 1, formCommitment: 2, formObligation: 1.5, formOpenCall: 1.5, formTask: 1.5, formImperative: 1, formAddressed: 1, formRequest: 0,
}

const promoteScore = 3

// reReportedLead: a subject and a reported commitment opening a line.
var reReportedLead = regexp.MustCompile(`^(?:@[\p{L}\p{N}_.-]*[\p{L}\p{N}_]|@?[\p{Lu}][\p{L}.'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*)?|[Ww]e|[Tt]hey|[Hh]e|[Ss]he)\s+(?:(?:said|says|mentioned|noted|confirmed|agreed)\s+(?:that\s+)?(?:he|she|they|we|it)?\s*(?:'d|’d|'ll|’ll|would|will)\s+|(?:is|are)\s+(?:planning|going)\s+to\s+|plans?\s+to\s+|will\s+need\s+to\s+|(?:needs?|has|have)\s+to\s+|will\s+(?:be\s+)?|(?:agreed|offered|volunteered|promised)\s+to\s+)`)

// reBeing: a future that is no one's work: being somewhere, something
// happening.
var reBeing = regexp.MustCompile(`(?i)(?:\bwill|'ll|’ll)\s+(?:be\s+(?:at|there|here|around|away|out|back)\b|land|happen|arrive)\b`)

// reTurnNoWork: a speaker's words that run the call or promise a
// courtesy ("let's get started", "I'll share my screen", "I'll let you
// know if anything changes", "I'll try to join Thursday"), no work.
var reTurnNoWork = regexp.MustCompile(`(?i)\blet[’']s\s+(?:get\s+started|begin|start\s+(?:the\s+(?:call|meeting))?|wrap\s+(?:it\s+|things\s+)?up|move\s+on)\s*[.!]?$|\b(?:share\s+(?:my|the)\s+screen|stop\s+sharing|let\s+(?:you|everyone|y['’]all)\s+(?:all\s+)?know\s+if|keep\s+(?:you|everyone)\s+posted)\b|(?:\bwill|'ll|’ll)\s+(?:try\s+to\s+)?(?:join|attend|call\s+in|dial\s+in|be\s+(?:out|away|off|there|late))\b`)

// reNotWork: what scores like a commitment but is none — a hedged plan
// ("maybe I'll …", "we'll probably …", "try to"), being somewhere ("will
// be at the summit", "Adrian will join"), a thing happening ("SXG will
// land in 2019"), being away ("will have low availability in May",
// "will be off next week"), and "Will" as a first name.
var reNotWork = regexp.MustCompile(`(?i)\b(?:maybe|probably|perhaps|possibly|likely|hopefully|try\s+to|trying\s+to|let[’']s\s+see)\b|(?:\bwill|'ll|’ll)\s+(?:be\s+(?:at|there|in|on|out|away|back|present|available|attending|joining|here|around|able)\b|join|attend|land|happen|arrive)\b|(?:\bwill|'ll|’ll)\s+(?:need\s+to\s+|have\s+to\s+)?(?:leave\s+(?:early|soon|at|after|before|the\s+(?:call|meeting))|drop\s+off|step\s+out|be\s+late|miss\s+(?:the\s+)?(?:next|this)\s+(?:call|meeting|one))\b|(?:\bwill|'ll|’ll)\s+(?:have\s+(?:low|limited|little|no|reduced|less)\s+availability|be\s+(?:off|unavailable|offline|on\s+(?:leave|vacation|holiday|pto)))\b|` + reWillName)

func score(sig []extract.Signal) float64 {
	var form, person, due, ctx float64
	for _, s := range sig {
		switch s.Kind {
		case extract.SignalForm:
			form = max(form, formWeight[s.Value])
		case extract.SignalPerson:
			person = 1
		case extract.SignalDeadline:
			due = max(due, 1)
			if reUntilDue.MatchString(s.Value) && !strings.HasSuffix(s.Value, ")") {
				// "다음주 화요일까지", "by Friday": a deadline written as
				// one on the line itself commits more than a date does.
				due = 1.5
			}
		case extract.SignalContext:
			ctx = 0.5
		}
	}
	if form == 0 {
		return 0
	}
	return form + person + due + ctx
}

// itemAsWritten: node n's text as written when plain is all of it read
// plain — the inline code that marks an owner ("… `민수` (금)") kept for
// the item's reading — and plain when the rules cut something off it (a
// speaker, a label).
func itemAsWritten(n doc.Node, plain string) string {
	if strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ ")) == plain {
		return strings.TrimSpace(n.Text)
	}
	return plain
}

// reProsePlan: a sentence of prose minutes in which a named person or
// group plans work: "Julien is working on rescheduling …", "The Process
// Guild made progress … and will do a full run through next week".
var reProsePlan = regexp.MustCompile(`^(?:The\s+)?([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+){0,2})\s+(?:(?:is|are)\s+(?:now\s+|still\s+)?(?:working\s+on|planning\s+to|going\s+to)|(?:[^.;]{1,80}?\s+and\s+)?will)\s+(\p{Ll}+)\s+(\S.*)$`)

// prosePlan reads, in a paragraph too long to be an item of work, the
// first sentence where a person the notes name (an attendee, a name they
// write twice) plans work with a time horizon: subject, a progressive or
// future verb of work, a deadline. For a person to confirm.
func (p *parser) prosePlan(text string) *extract.Candidate {
	for _, sent := range sentences(text) {
		if len(sent) > maxSignalLine || isQuestion(sent) || reNotWork.MatchString(sent) || reNotPlan.MatchString(sent) {
			continue
		}
		m := reProsePlan.FindStringSubmatch(sent)
		if m == nil || notNames[strings.ToLower(m[1])] || reWeakVerb.MatchString(m[2]) || vagueWork[m[2]] {
			continue
		}
		name := m[1]
		if !p.known(name) && !p.known(strings.Fields(name)[0]) && !p.recurs(name) {
			continue
		}
		title, due := cutDue(m[2] + " " + m[3])
		if due == "" {
			continue
		}
		c := &extract.Candidate{Syntax: "prose-plan", Assignee: name, Owners: []string{name}, Due: due, Title: cleanTitle(title)}
		if c.Title == "" {
			continue
		}
		c.Problems = append(c.Problems, problemConfirm)
		return c
	}
	return nil
}

// reAgreeSuggestion: a speaker agreeing to a suggestion ("Ana: agree
// that we could ask the group in March", "Bo: +1, we should …"): what
// someone could do, seconded, commits no one.
var reAgreeSuggestion = regexp.MustCompile(`(?i)^[^:]{1,40}:\s*(?:i\s+)?(?:agree[ds]?|\+1|concur)\b[^.;!?]{0,20}?\b(?:we|you|they|someone|somebody|people)\s+(?:could|should|might|may)\b`)

// promote reads node i as an action from its signals when they add up to
// promoteScore: the owner is the person the line names, the due its own
// or its heading's deadline.
func (p *parser) promote(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return nil
	}
	if n.Kind == doc.Paragraph && len(n.Text) > maxSignalLine && len(n.Text) <= maxItemBytes {
		if c := p.prosePlan(stripInline(n.Text)); c != nil {
			return c
		}
	}
	if p.leadInCarried(i) || p.ownerDetail(n) {
		// ("  * Assigned to: Dana" names its item's owner: enactionlabels.go.)
		return nil
	}
	if n.Section != nil && p.section(n.Section).done {
		// "## What we did" / "- Leo set up the GitHub repo": a record of
		// work finished, whatever its verb's tense looks like.
		return nil
	}
	if p.modalTailWraps(i) != "" && p.enWrappedSubject(i) != nil {
		// (enrunning.go) "… next month. Priya will" / "draft the plan":
		// the commitment is the wrapped sentence's, read there.
		return nil
	}
	sig := p.signals(i)
	if score(sig) < promoteScore {
		if c := p.koKnownNameLead(n); c != nil {
			return c
		}
		return p.groupPlan(n, sig)
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	if r, _ := utf8.DecodeRuneInString(plain); n.Kind == doc.Paragraph && n.Cont && unicode.IsLower(r) {
		// The sentence that starts on a wrapped line (signals).
		if k := reMidSentenceStart.FindStringSubmatchIndex(plain); k != nil {
			plain = plain[k[2]:]
		}
	}
	if len(plain) > maxSignalLine || thingFuture(plain) {
		// A paragraph is read by its committing sentence (signals): a
		// possible action for a person to judge, never extracted whole;
		// so is what a thing will do or undergo (ennotwork.go).
		return nil
	}
	if reNotWork.MatchString(plain) || reAgreeSuggestion.MatchString(plain) || reRelayedAsk.MatchString(plain) || p.speakerNoWork(i) || koConditional(plain) || reKoDecided.MatchString(tail(plain, 32)) || reRoleChangeIn.MatchString(plain) || reDepartureIn.MatchString(plain) || reNextRoleIn.MatchString(plain) || reNegatedNeed.MatchString(plain) || reScheduledRelease.MatchString(plain) && p.byAgentOwners(plain) == nil {
		// ("Backend는 … 제작하기로 결정": a decision of the meeting, which
		// a person may still read as work.)
		// (A conditional stays a possible action: a person reads it.)
		return nil
	}
	c := &extract.Candidate{Syntax: "signals"}
	signalOwner := func(s extract.Signal) {
		o := trimHonorifics(strings.TrimSuffix(s.Value, " (speaking)"))
		c.Assignee, c.Owners = o, splitOwners(o)
	}
	if k := subjectSignal(sig, plain); k >= 0 {
		// "Omkhar will return with an update on TAC Issue 177": the
		// person who opens the sentence before its modal commits, not a
		// name the notes knew first.
		signalOwner(sig[k])
	}
	for _, s := range sig {
		switch {
		case s.Kind == extract.SignalPerson && len(c.Owners) == 0:
			signalOwner(s)
		case s.Kind == extract.SignalPerson && len(c.Owners) == 1 && !strings.HasSuffix(s.Value, " (speaking)") && widerOwners(c.Owners[0], splitOwners(s.Value)):
			// "… (@ana, @ben review)": the handle read first is one of the
			// people the parenthesis names; they share the item.
			c.Assignee, c.Owners = s.Value, splitOwners(s.Value)
		case s.Kind == extract.SignalDeadline && c.Due == "":
			c.Due = strings.TrimSuffix(strings.TrimSuffix(s.Value, " (heading)"), " (parent)")
		}
	}
	if len(c.Owners) == 1 && p.unlistedThing(c.Owners[0]) && !rePersonVerb.MatchString(plain) {
		// "Client will attempt to install a compromise package", "Treadmill
		// will schedule that on some hardware": in notes that list their
		// people, a capitalised word they neither list nor write again is
		// a thing doing what it does, not a person taking work — unless
		// it does what only people do ("Priya said she'd …": english.go).
		return nil
	}
	if len(c.Owners) <= 1 && p.passiveThing(plain, strings.Join(c.Owners, "")) {
		// "Dues will be paid in April": the thing worked on, read as
		// the group's passive plan instead (enpassiveplan.go).
		return nil
	}
	if len(c.Owners) == 0 {
		if m := reKoFullNameSubject.FindStringSubmatch(plain); m != nil && p.koPerson(m[1]) && !koCommonWord[m[1]] {
			// "최지우는 금요일까지 예산표 작성": a full name (a surname and a
			// given name) opening the line as its topic or subject takes
			// the work, with no roster too (kotrials4.go).
			c.Assignee, c.Owners = m[1], []string{m[1]}
			plain = strings.TrimSpace(reKoLeadParticle.ReplaceAllString(strings.TrimPrefix(plain, m[1]), ""))
		}
	}
	if owners := p.byAgentOwners(plain); owners != nil {
		// (byagent.go) "… will be done by Sarah and Konrad".
		c.Assignee, c.Owners = strings.Join(owners, ", "), owners
	}
	if len(c.Owners) == 0 && reEnPronounLead.MatchString(plain) {
		// "They will be reviewing …": whose work it is, the line does
		// not say (enforms.go).
		return nil
	}
	if m := reEnFutureLabelName.FindStringSubmatch(plain); m != nil && p.enFutureLabelName(plain) != "" {
		// "Group work: Mina - build the lexer": the work after the
		// label and the person (enforms.go).
		plain = m[3]
	} else if m := reForPerson.FindStringSubmatch(plain); m != nil {
		plain = strings.TrimSpace(plain[len(m[0]):])
	} else if m := p.slotSpeaker(plain); m != nil {
		plain = strings.TrimSpace(plain[len(m[0]):])
	}
	// "Bob said he'd prepare …", "Carol is planning to set up …": the
	// title is the work, after the report of who takes it.
	// (enreported.go) the sentence of a paragraph that commits.
	plain = reportedSentence(plain, c.Assignee)
	if m := reReportedLead.FindStringIndex(plain); m != nil && m[1] < len(plain) {
		plain = plain[m[1]:]
	} else if rest, ok := cutOwnerTo(plain, c.Assignee); ok {
		// "Andrea to have the field renamed", "Dan — to check the
		// export": the work after the owner.
		plain = rest
	}
	if m := reNamesThenPronoun.FindStringSubmatchIndex(plain); m != nil && len(c.Owners) > 0 && plain[m[2]:m[3]] == c.Assignee {
		// "Carl and Dana looked at …; they're going to split …": the
		// work is what the pronoun commits them to.
		plain = plain[m[1]-1:]
	}
	if m := reGroupActs.FindStringSubmatchIndex(plain); m != nil && len(c.Owners) > 0 && strings.HasSuffix(plain[m[2]:m[3]], c.Assignee) {
		// "Docs team to refresh …": the work after the group that takes it.
		plain = plain[m[4]:]
	} else if m := reTheGroupActs.FindStringSubmatchIndex(plain); m != nil && len(c.Owners) > 0 && strings.HasSuffix(plain[m[2]:m[3]], c.Assignee) {
		plain = plain[m[4]:]
	}
	if m := reNameDash.FindStringSubmatch(plain); m != nil && len(c.Owners) > 0 && strings.TrimSpace(m[1]) == c.Assignee && extract.HasHangul(plain) {
		// "서연 - 금요일까지 API 문서 정리": the task after its owner.
		plain = m[2]
	} else if m := reKoGroupLead.FindStringSubmatch(plain); m != nil && len(c.Owners) > 0 && c.Assignee == m[1] {
		plain = strings.TrimSpace(strings.TrimPrefix(plain, m[1]))
		plain = strings.TrimSpace(strings.TrimLeft(plain, "가이는은,:："))
	}
	if len(c.Owners) == 0 && reSubjectlessWill.MatchString(plain) && !reNotPlan.MatchString(plain) {
		// "* (DPC) Governance update" / "  * Will start applying …": a
		// subjectless future under a presenter's topic is the
		// presenter's plan.
		if o := p.parentSpeaker(n); o != "" {
			c.Assignee, c.Owners = o, splitOwners(o)
		}
	}
	if b := p.nameBareVerb(plain); b != nil && len(c.Owners) == 0 && n.Kind == doc.ListItem {
		// "Boris plan a meeting …": the name before the bare verb owns it.
		c.Assignee, c.Owners = b.Assignee, b.Owners
		plain = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(plain, "@"), b.Assignee))
	}
	if m := reLeadLabel.FindStringSubmatchIndex(plain); m != nil && reTimeLabel.MatchString(strings.TrimSpace(plain[m[2]:m[3]])) {
		// "다음주: 요구사항 분석 준비": the time label is the due, not
		// the work (the character after the colon is group 2's).
		end := m[1]
		if m[4] >= 0 {
			end = m[4]
		}
		plain = strings.TrimSpace(plain[end:])
		if loc := reLeadLabel.FindStringSubmatchIndex(plain); loc != nil && len(c.Owners) > 0 && strings.Contains(plain[:loc[1]], c.Assignee) {
			// "For next session: Lee - draft the FAQ": the owner
			// after the time, then the work.
			end = loc[1]
			if loc[4] >= 0 {
				end = loc[4]
			}
			plain = strings.TrimSpace(plain[end:])
		}
	}
	if len(c.Owners) == 0 && extract.HasHangul(plain) {
		// "민수 19시까지 API 배포" where the notes list nobody: the name
		// opening the work, as an item of an action list reads it
		// (koLeadName).
		if o, rest, ok := p.koLeadName(plain); ok {
			c.Assignee, c.Owners, plain = o, []string{o}, rest
		}
	}
	if len(c.Owners) > 0 {
		// "민수/서연 - 로그인 구현", "민수님 로그인 구현 부탁": the item's own
		// reading of its owners takes them, all of them, out of the work.
		// In English it takes the owner out of the title ("Dana - draft
		// the notes by Friday", "draft the notes (Dana) by Friday"); the
		// signals' owners stay ("(@ana, TSC review)": a role is no name)
		// unless the item names more people the notes know ("— Dana,
		// Omar (due …)").
		src := plain
		if extract.HasHangul(plain) {
			src = itemAsWritten(n, plain)
		}
		if it := p.parseItem(src, ""); len(it.Owners) > 0 && it.Title != "" && slices.ContainsFunc(it.Owners, func(o string) bool { return trimHonorifics(o) == c.Owners[0] }) {
			if extract.HasHangul(plain) {
				c.Assignee, c.Owners = trimHonorifics(it.Assignee), nil
				for _, o := range it.Owners {
					c.Owners = append(c.Owners, trimHonorifics(o))
				}
			} else if len(it.Owners) > len(c.Owners) && !slices.ContainsFunc(it.Owners, func(o string) bool { return !p.known(o) }) {
				c.Assignee, c.Owners = it.Assignee, it.Owners
			}
			plain = it.Title
		}
	}
	title, _ := cutDue(p.formBody(plain, n.Text))
	if c.Due != "" {
		// A due phrase the title rules do not cut ("… next sprint").
		if t, ok := strings.CutSuffix(strings.TrimRight(title, " ."), " "+c.Due); ok {
			title = t
		}
	}
	c.Title = cleanTitle(koCutSubject(title, c.Owners))
	if emptyTitle[strings.ToLower(strings.Trim(c.Title, ".!"))] {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// koCutSubject takes the owner, named as the Korean subject of the work
// ("이서연님이 시안 2개 만들어 오기", "… 서연님은 배너 이미지를 수정"), out
// of the title: the task is the work, the owner is its own field.
func koCutSubject(title string, owners []string) string {
	if len(owners) != 1 || !extract.HasHangul(owners[0]) {
		return title
	}
	start, end, ok := koNameParticle(title, owners[0], koSubjectParticles, true)
	if !ok || end >= len(title) {
		return title
	}
	return strings.TrimSpace(strings.TrimSpace(title[:start]) + " " + strings.TrimSpace(title[end:]))
}

// reKoDecided: a Korean line closed by a decision ("…하기로 결정",
// "…로 결정함").
var reKoDecided = regexp.MustCompile(`결정\s*(?:함|했음|하였음|됨|되었음|했다|하였다)?\s*[.!)]?\s*$`)

// reStatusWill: a subjectless future closing a status line, after a
// dash or a semicolon ("… - will be demoed next week", "…; will publish
// the numbers").
var reStatusWill = regexp.MustCompile(`(?:\s[-–—]\s+|;\s*)(?i:will)\s+(?:also\s+)?\p{Ll}+`)

// groupWork: reGroupActs' match m commits the group to work: not
// "will be at …", "to the list"; after "will be", a verb in -ing ("The
// SIG will be releasing …").
func groupWork(m []string) bool {
	if notGroupWork[m[2]] {
		return false
	}
	return !strings.HasSuffix(strings.TrimSuffix(m[0], m[2]), "be ") || strings.HasSuffix(m[2], "ing")
}

// reFollowUpLead: a line that opens with a follow-up.
var reFollowUpLead = regexp.MustCompile(`^(?:to\s+)?follow[\s-]?up\s+(?:with|on|about|re)\b`)

// reUntilDue: a due phrase written with "until" ("까지", "전까지",
// "by …", "before …").
var reUntilDue = regexp.MustCompile(`(?:까지|전까지)$|^(?i:by|before|until|till)\s`)

// vagueWork: verbs that say work goes on, not which ("will work with
// Richard on it", "will keep an eye on it").
var vagueWork = map[string]bool{"work": true, "keep": true, "get": true, "think": true, "look": true, "talk": true, "discuss": true, "consider": true, "agree": true}

// adoptGerunds: what a group starts doing as a practice, not as a task
// ("start using", "begin following").
var adoptGerunds = map[string]bool{"using": true, "following": true, "being": true, "having": true}

// rePlanVerb: the modal of a group plan and the verb after it.
var rePlanVerb = regexp.MustCompile(`(?i)(?:^|[.;!]\s+|^\(|\s[-–—]\s+)(?:(?:so|then|and|still|also|now)\s+)?(?:(we\s+will|we\s+shall|we['’]ll|will|(?:we\s+are\s+|we['’]re\s+)?going\s+to)(?:\s+(?:also|then|try\s+to|need\s+to|have\s+to))?|((?:we\s+)?(?:still\s+)?(?:need\s+to|have\s+to)))\s+(\p{L}+)\s+(\S.*)$`)

// reWillNeedTo: a future obligation ("will need to", "will have to").
var reWillNeedTo = regexp.MustCompile(`(?i)\bwill\s+(?:also\s+|then\s+)?(?:need|have)\s+to\s`)

// groupPlan extracts a group plan whose verb is work: "We'll open a
// space for …", "will fix one regression before merging", "Still need
// to add test vectors" — the group's own commitment, with nobody named
// (a person confirms who). An obligation counts only with one of the
// plainest verbs of work; a future with any of them.
func (p *parser) groupPlan(n doc.Node, sig []extract.Signal) *extract.Candidate {
	plan := false
	for _, s := range sig {
		plan = plan || s.Kind == extract.SignalForm && s.Value == formPlan
	}
	if !plan {
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	m := rePlanVerb.FindStringSubmatch(plain)
	if m == nil && !reCondLead.MatchString(plain) {
		// "Mira met the vendor, we will need to review …": the plan is
		// the clause after the comma.
		if loc := reCommaWe.FindStringSubmatchIndex(plain); loc != nil {
			m = rePlanVerb.FindStringSubmatch(plain[loc[2]:])
		} else if w := reWeAndWill.FindStringSubmatch(plain); w != nil {
			// "We discussed it at the board and will look at this …".
			m = rePlanVerb.FindStringSubmatch(reWeAndModal.ReplaceAllString(w[1], "will "))
		}
	}
	if m == nil || reNotPlan.MatchString(plain) || reStandingPractice.MatchString(plain) {
		return nil
	}
	verb := strings.ToLower(m[3])
	if m[1] != "" {
		// "We will be starting calls …", "Will begin publishing …": the
		// work is the verb the progressive or the onset carries.
		if w := strings.Fields(m[4]); len(w) > 0 && (verb == "be" || verb == "begin" || verb == "start") {
			if (verb == "begin" || verb == "start") && adoptGerunds[strings.ToLower(w[0])] {
				// "We will start using the new name", "… start following
				// the checklist": a practice taken up, no task.
				return nil
			}
			if workGerund(w[0]) {
				stem, _ := strings.CutSuffix(strings.ToLower(strings.Trim(w[0], "*_,.:")), "ing")
				verb, m[3], m[4] = gerundVerb(stem), w[0], strings.Join(w[1:], " ")
			}
		}
	}
	// "We will need to …" is an obligation, read as one: only the
	// plainest verbs of work.
	future := m[1] != "" && !reWillNeedTo.MatchString(m[0][:len(m[0])-len(m[4])])
	if !enImperatives[verb] && !(future && (enImperativesMore[verb] || saidWork[verb]) && !vagueWork[verb]) {
		return nil
	}
	c := &extract.Candidate{Syntax: "group-plan"}
	for _, s := range sig {
		if s.Kind == extract.SignalPerson && len(c.Owners) == 0 && !asideOnly(plain, strings.TrimSuffix(s.Value, " (speaking)")) {
			o := strings.TrimSuffix(s.Value, " (speaking)")
			c.Assignee, c.Owners = o, splitOwners(o)
		}
	}
	if !titled(c, m[3]+" "+m[4]) {
		return nil
	}
	if len(c.Owners) == 0 && m[1] != "" && strings.HasPrefix(strings.ToLower(m[1]), "will") && n.Kind == doc.ListItem {
		// "- Gonzalo" / "  - Will be releasing the packs soon": the
		// subjectless future under a person's name is theirs.
		if o := p.ancestorOwner(n); o != "" {
			c.Assignee, c.Owners = o, splitOwners(o)
			return c
		}
		// "[Dana Ruiz](https://…)" / "- Will review the RFC": a person
		// written as a paragraph over the list (personAboveList).
		if o := p.personAboveList(n); o != "" {
			c.Assignee, c.Owners = o, splitOwners(o)
			return c
		}
	}
	if len(c.Owners) == 0 && m[1] != "" && strings.HasPrefix(strings.ToLower(m[1]), "will") {
		// "Will send the invite (Dana)": the owner closes the
		// subjectless future (nametag.go writes HackMD's tag so).
		if t := reStepTrailOwner.FindStringSubmatch(c.Title); t != nil && t[2] != "" && len(splitOwners(t[2])) == 1 && p.plausibleOwner(t[2]) && (p.known(t[2]) || p.recurs(t[2])) {
			c.Title = strings.TrimSpace(t[1])
			c.Assignee, c.Owners = t[2], splitOwners(t[2])
			c.Problems = append(c.Problems, problemConfirm)
			return c
		}
		// "* (DPC) Governance update" / "  * Will start applying …": a
		// subjectless future under a presenter's topic is the
		// presenter's plan, for a person to confirm.
		if o := p.parentSpeaker(n); o != "" {
			c.Assignee, c.Owners = o, splitOwners(o)
			c.Problems = append(c.Problems, problemConfirm)
			return c
		}
		// "- Jalander: Visualizations of CDEvents being discussed" /
		// "  - Will look at Eiffel visualizations as input": the topic
		// opened by the name of the one who brings it; their plan.
		if o := p.parentNameColon(n); o != "" {
			c.Assignee, c.Owners = o, []string{o}
			c.Problems = append(c.Problems, problemConfirm)
			return c
		}
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// gerundVerb is the verb of a work gerund's stem ("start" of
// "starting", "prepare" of "preparing", "plan" of "planning").
func gerundVerb(stem string) string {
	switch n := len(stem); {
	case workVerb(stem):
		return stem
	case workVerb(stem + "e"):
		return stem + "e"
	case n > 3 && stem[n-1] == stem[n-2] && workVerb(stem[:n-1]):
		return stem[:n-1]
	}
	return stem
}

// reIntentLead: a line opening with the group's intent and a verb ("aim
// to", "aiming to", "intend to").
var reIntentLead = regexp.MustCompile(`^(?:aim|aiming|intend|intending)\s+to\s+\p{L}`)

// cutOwnerTo: plain opens with owner and "to", a dash or colon between
// them or not ("Dan to check …", "Dan — to check …", "Dan: to check …");
// the rest is the work.
func cutOwnerTo(plain, owner string) (string, bool) {
	if owner == "" {
		return "", false
	}
	after, ok := strings.CutPrefix(plain, owner)
	rest := strings.TrimLeft(after, " -–—:：")
	if !ok || rest == after {
		// ("Danny to …" is not "Dan" and more.)
		return "", false
	}
	return strings.CutPrefix(rest, "to ")
}

// glued: the character before s[i] is a letter or a digit, so what
// starts at i continues a word ("Node@8") rather than opening one.
func glued(s string, i int) bool {
	if i == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// assignedToVerb: the word after "assigned to" (after: the text that
// follows it) is the work, not whom it
// went to ("were assigned to push their sections", "was assigned to
// verify it").
func assignedToVerb(w, after string) bool {
	if w == "" || unicode.IsUpper([]rune(w)[0]) {
		return false
	}
	l := strings.ToLower(w)
	return workVerb(l) || enWorkVerbs[l] || firstWorkVerbs[l] || reObjectNext.MatchString(after)
}

// reObjectNext: the word after is an object's determiner or a pronoun
// ("push their sections", "verify it"): the word before is a verb.
var reObjectNext = regexp.MustCompile(`^\s+(?i:the|a|an|their|its|his|her|our|my|your|this|that|these|those|them|it|all|each|some)\b`)

// reKoNeedTo: "…할 필요가 있음": the work is to be done.
var reKoNeedTo = regexp.MustCompile(`할\s*필요(?:가)?\s*(?:있음|있다|있습니다|있어요)\s*[.!]?\s*$`)

// koNeededWork: a line of work closed by 필요 ("보고서로 작성 필요", "분석
// 준비 필요함"): the work the meeting says is to be done, in the same
// words a to-do list writes without 필요. A need of a thing ("서버 필요")
// names no work.
func koNeededWork(t string) bool {
	loc := reKoNeed.FindStringIndex(t)
	if loc == nil {
		return false
	}
	_, size := utf8.DecodeRuneInString(t[loc[0]:]) // the match opens on the work's last syllable
	w := strings.TrimSpace(t[:loc[0]+size])
	return w != "" && (reKoActionNoun.MatchString(w) || reKoTaskNoun.MatchString(w))
}

// asideOnly: name is written only inside parentheses the sentence goes on
// after ("We reviewed RFC 12 (Alice Smith presenting), and will start a
// doc"): an aside about the topic, not who takes the group's plan. A
// parenthesis closing the line ("…, and will start a doc (Alice)") still
// names its owner.
func asideOnly(plain, name string) bool {
	if name == "" || !strings.Contains(plain, name) {
		return false
	}
	outside := plain
	for {
		open := strings.IndexByte(outside, '(')
		if open < 0 {
			break
		}
		end := strings.IndexByte(outside[open:], ')')
		if end < 0 {
			break
		}
		end += open
		if strings.TrimSpace(strings.Trim(outside[end+1:], " .!;")) == "" {
			// The parenthesis closes the line: an owner's.
			return false
		}
		outside = outside[:open] + " " + outside[end+1:]
	}
	return !strings.Contains(outside, name)
}

// subjectSignal: the index of the person signal whose name opens plain
// as the subject of its modal ("Omkhar will …", "Omkhar to …"), or -1.
func subjectSignal(sig []extract.Signal, plain string) int {
	for k, s := range sig {
		if s.Kind != extract.SignalPerson {
			continue
		}
		v := strings.TrimSuffix(s.Value, " (speaking)")
		if rest, ok := strings.CutPrefix(plain, v+" "); ok && reModalLead.MatchString(rest) {
			return k
		}
	}
	return -1
}

// reModalLead: a modal or "to" and a word after it, opening a clause.
var reModalLead = regexp.MustCompile(`^(?:will|shall|to|is\s+going\s+to|are\s+going\s+to|plans?\s+to|needs?\s+to)\s+\p{L}`)

// trimDueBrackets: due without the brackets around it or left open at
// its ends ("(금요일까지)", "[11/2", "5/3)"), keeping a pair it holds
// ("12/2(월)": the day of the week, read with the date).
func trimDueBrackets(due string) string {
	t := strings.TrimSpace(due)
	for t != "" {
		first, last := t[0], t[len(t)-1]
		switch {
		case bracketPair[first] == last && (first == '(' || first == '[') && balanced(t[1:len(t)-1]):
			t = t[1 : len(t)-1]
		case last == '(' || last == '[':
			// "09.29(", "~11/30(": cut before what it opened.
			t = t[:len(t)-1]
		case first == ')' || first == ']':
			t = t[1:]
		case (first == '(' || first == '[') && unmatched(t, first):
			t = t[1:]
		case (last == ')' || last == ']') && first != '(' && first != '[' && unmatched(t, last):
			t = t[:len(t)-1]
		default:
			return t
		}
		t = strings.TrimSpace(t)
	}
	return t
}

// bracketPair: each bracket's other half.
var bracketPair = map[byte]byte{'(': ')', ')': '(', '[': ']', ']': '['}

// unmatched: t holds more of bracket b than of its other half.
func unmatched(t string, b byte) bool {
	return strings.Count(t, string(b)) > strings.Count(t, string(bracketPair[b]))
}

// balanced: s opens as many brackets of each kind as it closes.
func balanced(s string) bool {
	return strings.Count(s, "(") == strings.Count(s, ")") && strings.Count(s, "[") == strings.Count(s, "]")
}
