package series

import (
	"regexp"
	"strings"
)

// English teams write how a restated task stands as a short report after
// it — after a dash on its line ("Look for a speaker - PAC sent an email,
// eP to follow up"), in a closing parenthesis, or as a note under it
// ("eP: Fred created a use case <link>") — in report tense, with no status
// word. A report of the work done is done; one that names a step still to
// come ("eP to follow up", "waiting for …", "will …") is in progress. A
// plan, a question or a remark about a discussion reports nothing.

var (
	// reReportVerb: a verb in the past tense (regular, or one of the
	// common irregular ones teams write in reports).
	reReportVerb = regexp.MustCompile(`(?i)^(?:[\p{L}]{2,}ed|sent|made|wrote|written|did|built|began|begun|got|put|met|spoke|told|found|gave|given|took|taken|ran|held|left|brought|bought|set|sent)$`)
	// reNotReport: past forms that are no report of work: a participle
	// used as an adjective, or a discussion, not the work ("discussed",
	// "suggested", "asked").
	// A word that only ends as one does ("need", "proceed", "embed",
	// "hundred") is in the present, or no verb.
	reNotReport = regexp.MustCompile(`(?i)^(?:[\p{L}]*[^r]eed|embed|shed|red|bed|hundred|kindred|sacred|naked|wicked|related|unrelated|based|needed|called|named|interested|supposed|used|detailed|limited|expected|assumed|discussed|talked|mentioned|suggested|asked|noted|agreed|decided|said|raised|wondered|commented|explained|thought|felt|proposed|considered|wanted|hoped|tried|seemed|appeared|concerned|involved|required|preferred|planned|intended)$`)
	// reReportPlanWord: a word before the verb that makes it a plan,
	// a wish or a condition ("to be reviewed", "will be merged", "once
	// approved").
	reReportPlanWord = regexp.MustCompile(`(?i)^(?:to|will|would|shall|should|must|may|might|can|could|need|needs|be|not|never|if|when|once|after|until|unless|before|whether|get|gets)$`)
	// reStepToCome: a report naming what is still to be done ("eP to
	// follow up", "waiting for the reply", "will share", "pending",
	// "next: …", "not yet", "minor cleanup remains").
	reStepToCome = regexp.MustCompile(`(?i)\b[\p{L}][\p{L}.'’-]*\s+to\s+(?:follow|check|ping|review|confirm|finish|send|share|continue|look|reach|update|merge|ask)\b|\bwill\b|\bwaiting\b|\bpending\b|\bnext\b|\bnot\s+yet\b|\byet\s+to\b|\bfollow(?:ing|s)?[- ]up\b|\bstill\b|\bremains?\b|\bremaining\b|\bleft\s+to\s+do\b|\bin\s+review\b|\bno\s+(?:response|reply|answer)\b`)
	// reRescheduled: a report that the work was put off ("moved to
	// 12/11", "postponed until Friday", "slipped to next sprint"): past
	// tense, but of the date, not the work — the task is still to do.
	reRescheduled = regexp.MustCompile(`(?i)\b(?:re-?scheduled|postponed|deferred|delayed|slipped|moved|shifted|bumped|pushed)(?:\s+(?:back|out|again))?\s+(?:to|until|till|for|into|by|after)\b|\b(?:re-?scheduled|postponed|deferred)\b`)
	// reReportQuestion: a clause asking rather than reporting.
	reReportQuestion = regexp.MustCompile(`\?\s*$`)
	reReportWord     = regexp.MustCompile(`[\p{L}][\p{L}'’-]*`)
)

// reportStatus is the status a short report clause states by its tense:
// done for a past-tense report of the work in its first few words, in
// progress when it also names a step to come, none otherwise.
func reportStatus(clause string) Status {
	c := strings.TrimSpace(clause)
	if c == "" || reReportQuestion.MatchString(c) {
		return StatusNone
	}
	// "carried over" is a past form of work not done; "merged", "PR
	// open" say how far it is.
	if s := wordsStatus(c); s != StatusNone {
		return s
	}
	if reRescheduled.MatchString(c) {
		return StatusInProgress
	}
	words := reReportWord.FindAllString(c, -1)
	past := false
	for i, w := range words {
		if i >= 4 {
			break
		}
		if reReportVerb.MatchString(w) && !reNotReport.MatchString(w) {
			if i > 0 && reReportPlanWord.MatchString(words[i-1]) {
				return StatusNone
			}
			past = true
			break
		}
		if reReportPlanWord.MatchString(w) {
			return StatusNone
		}
	}
	if !past {
		return StatusNone
	}
	if reStepToCome.MatchString(c) {
		return StatusInProgress
	}
	return StatusDone
}

// reDashClause: a report written after the task on its line, after a
// spaced dash, or in a parenthesis closing it.
var reDashClause = regexp.MustCompile(`\s[-–—]\s+([^-–—]+?)\s*$|\(([^()]+)\)\s*[.]?\s*$`)

// clauseStatus reads the report clause of a restated line, when it has
// one.
func clauseStatus(text string) Status {
	m := reDashClause.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return StatusNone
	}
	c := m[1]
	if c == "" {
		c = m[2]
	}
	if s := StatusOf(c); s != StatusNone {
		return s
	}
	return reportStatus(c)
}
