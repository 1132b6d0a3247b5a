package rules

// More classes of line that carry commitment signals and are no action
// (issue 28's budget: at most one possible action for three extracted).
// On the development notes these held a gold action less often than one
// time in ten; each is read from the grammar of the line, never a team's
// words:
//   - a call for a person ("Volunteer needed to write …", "Need more
//     people to lead the projects", "Looking for a champion", "call for
//     participation"): the work has nobody yet and the line asks for
//     someone; with its own deadline, or when the group says it needs
//     the person ("We need someone to take over …"), it stays possible;
//   - an invitation to whoever wants ("Reach out if you want to present",
//     "Maintain the benchmarks if interested"): addressed to anyone, it
//     gives no one work;
//   - a view ("Christoph: agree that DL4 should be a topic", "Morane
//     suggest the doc should …", "Christoph prefers full week"): an
//     opinion voiced in the discussion;
//   - a Korean report in the plain past or progressive ("…불합격했다",
//     "…기능이 있었다", "…지원하고 있다"): what happened or is going on,
//     not work to do;
//   - an open question by its wh-word ("What work will be
//     sponsored (roadmap)"); a decision reported with nobody named ("We
//     decided that the focus should be …", "There was agreement that we
//     should …"); a hope ("Will hope to resolve this by …");
//   - the meeting's own course: the next meeting as the subject ("The
//     next meeting will be scheduled in 2 weeks"), the discussion going
//     on ("The team agreed to continue discussion via issues"), and a
//     heading that files its items as work ("## To-Do (내일까지)"): the
//     items are the actions, the heading their label;
//   - an English ask of everyone with no date ("ACTION: All to open
//     issues for what they work on", "Review and comment on the draft"
//     with "all" its only person): a standing request to the group, as
//     a request with nobody named is (quietpossible.go);
//   - an English line with a person and a date but no form of
//     commitment at all ("Catherine proposed a second f2f in
//     September", "Putting off until next meeting as Jeff has no mic"):
//     a report or a schedule; a task written that way ("Alice - slides
//     by Friday") is the rules' to extract.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

var (
	// reCallForPerson: a line asking for someone to take the work.
	reCallForPerson = regexp.MustCompile(`(?i)\b(?:volunteers?\s+(?:needed|wanted|required)|(?:looking|searching)\s+for\s+(?:a\s+|an\s+|some\s+|more\s+|new\s+)?(?:someone|somebody|anyone|people|persons?|volunteers?|helpers?|help|champions?|owners?|maintainers?|hosts?|leads?)\b|help\s+wanted|call\s+for\s+(?:participation|volunteers|speakers|help|contributors)|needs?\s+(?:the\s+|more\s+|new\s+|some\s+|a\s+|an\s+)?(?:someone|somebody|people|volunteers?|helpers?|champions?|experts?)\b|need\s+to\s+find\s+(?:a\s+|new\s+|more\s+|some\s+)?(?:someone|people|volunteers?|owners?|maintainers?))`)
	// reWeSeek: the group itself seeks the person ("We need someone to
	// take over the newsletter"): its own obligation, still possible.
	// ("We'll need someone to write …": the future is the group's too.)
	reWeSeek = regexp.MustCompile(`(?i)\bwe(?:['’]ll)?\s+(?:\p{L}+\s+)?(?:need|are\s+looking|look)\b`)
	// reInvitation: a condition on the reader's wish ("if you want",
	// "if interested", "if anyone …").
	reInvitation = regexp.MustCompile(`(?i)\bif\s+(?:you(?:['’]re|['’]d)?|anyone|anybody|interested)\b`)
	// reViewLead: a speaker or a name (or none), then a verb of opinion
	// and the view it holds ("agree that …", "suggest the doc should …",
	// "prefers full week").
	reViewLead = regexp.MustCompile(`^(?:[^:：]{1,30}[:：]\s*|@?\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?\s+)?(?i:agrees?|agreed|think|thinks|feels?|believes?|suggests?|suggested|prefers?|preferred)\s+(?:that\b|[^.;!?]{1,60}?\bshould\b|(?:\p{L}+\s+){1,2}(?:week|day|month|option|approach|version)\b)`)
	// reWhLead: a line opening with a wh-word asks, whatever its mark.
	reWhLead = regexp.MustCompile(`^(?i:what|which|who|whom|whose|how|why|where)\s`)
	// reDecisionReport: the group's decision reported ("We decided
	// that …", "We concluded ultimately that …", "There was agreement
	// that …").
	reDecisionReport = regexp.MustCompile(`^(?i:(?:so\s+)?(?:we|the\s+(?:\p{L}+\s+)?(?:team|group|committee|board|tsc|tac|wg|council))\s+(?:\p{L}+ly\s+)?(?:decided|concluded|agreed)(?:\s+\p{L}+ly)?\s+(?:that|to|on|not)\b|there\s+was\s+(?:an?\s+|general\s+|broad\s+)?(?:agreement|consensus)\b)`)
	// reGoOnTalking: the discussion itself goes on ("continue discussion
	// via issues"): the meeting's process, not a piece of work.
	reGoOnTalking = regexp.MustCompile(`(?i)\bcontinu\w*\s+(?:the\s+|this\s+|our\s+)?(?:discussions?|discussing|to\s+discuss|conversation)\b`)
	// reHope: a hope, not a commitment ("will hope to resolve …").
	reHope = regexp.MustCompile(`(?i)\b(?:hope|hopes|hoping)\s+to\b`)
	// reKoReportEnd: a Korean line closed by the plain past or the plain
	// progressive or resultative ("…했다", "…있었다", "…하고 있다",
	// "…예정되어 있다").
	reKoReportEnd = regexp.MustCompile(`(?:었|았|였|했|됐|졌|왔|갔|봤|냈|웠|렸|썼)다\s*[.!]?\s*$|(?:고|되어|돼)\s*있다\s*[.!]?\s*$`)
)

// quietBudget: node i, with signals sig, is one of the lines above.
func (p *parser) quietBudget(i int, sig []extract.Signal) bool {
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(p.d.Nodes[i].Text, maxItemBytes)), "*_ "))
	due := hasKind(sig, extract.SignalDeadline)
	bare := withoutLinkPlaceholder(plain)
	strong := false
	for _, s := range sig {
		if s.Kind == extract.SignalForm && (s.Value == formFirst || s.Value == formNamed || s.Value == formTodo || s.Value == formKoTodo) {
			strong = true
		}
	}
	switch {
	case reDecisionReport.MatchString(stripNumber(plain)) && !hasKind(sig, extract.SignalPerson):
		return true
	case reNextMeeting.MatchString(stripNumber(plain)) && !hasKind(sig, extract.SignalPerson):
		// (notaction.go's reading of a candidate, for the line.)
		return true
	case bare != plain && p.formSignal(strings.TrimSpace(bare), p.d.Nodes[i]) == "":
		// (enprecision.go) "Proposal update (TODO: add the recording
		// link)": the placeholder was the line's only work.
		return true
	case !hasKind(sig, extract.SignalPerson) && scheduleField(stripNumber(plain), p.d.Nodes[i].Text):
		// (konextmeeting.go) "9월 23일날 다시 회의 예정", "Time: Friday 7pm".
		return true
	case p.d.Nodes[i].Kind == doc.Heading && p.section(p.openedSection(i)).action:
		// "## To-Do (내일까지)": the heading files its items as work;
		// they are the actions, it is their label.
		return true
	case due:
	case reGoOnTalking.MatchString(plain) && !hasKind(sig, extract.SignalPerson):
		return true
	case reCallForPerson.MatchString(plain) && !reWeSeek.MatchString(plain):
		return true
	case reInvitation.MatchString(plain) && !strong:
		return true
	case reViewLead.MatchString(plain) && !strong:
		return true
	case extract.HasHangul(plain) && reKoReportEnd.MatchString(plain) && !koProseSettles(p.d.Nodes[i]) && !koAgreedWorkItem(p.d.Nodes[i]):
		// (A paragraph of prose that tells what was done and then what
		// was settled to do is no report: koprosecell.go; nor is an item
		// that settles work in the past tense: koagreeditem.go.)
		return true
	case reWhLead.MatchString(plain) && len(sentences(plain)) == 1 && !strong:
		// (One sentence: "Who would run it? Get a quote …" asks, then
		// gives the step.)
		return true
	case reHope.MatchString(plain) && !strong:
		return true
	case everyoneOnly(sig) && !extract.HasHangul(plain) && !strong:
		return true
	}
	if due && !hasKind(sig, extract.SignalForm) && !hasKind(sig, extract.SignalContext) && hasKind(sig, extract.SignalPerson) && !extract.HasHangul(plain) {
		// A name and a date and no form: a report or a schedule.
		return true
	}
	return false
}

// reNumberLead: a list number written into the line ("3. We decided …").
var reNumberLead = regexp.MustCompile(`^\d{1,3}[.)]\s+`)

func stripNumber(s string) string { return reNumberLead.ReplaceAllString(s, "") }

// everyoneOnly: sig names people, and only the whole group ("All",
// "everyone").
func everyoneOnly(sig []extract.Signal) bool {
	found := false
	for _, s := range sig {
		if s.Kind != extract.SignalPerson {
			continue
		}
		switch strings.ToLower(strings.TrimSpace(s.Value)) {
		case "all", "everyone", "everybody", "all hands":
			found = true
		default:
			return false
		}
	}
	return found
}

// openedSection is the section heading node i opens (a heading node
// itself sits in the section above it), or nil.
func (p *parser) openedSection(i int) *doc.Section {
	n := p.d.Nodes[i]
	for j := i + 1; j < len(p.d.Nodes) && j <= i+3; j++ {
		if s := p.d.Nodes[j].Section; s != nil && s != n.Section && s.Title == n.Text {
			return s
		}
	}
	return nil
}
