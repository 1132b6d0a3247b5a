package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// English action forms seen in real minutes and left over by earlier
// rounds of issue 28 (helper 28l):
//
//   - owners closing a task before its deadline: "Update the release
//     checklist — Wenming/Alex/Jim by 4/6";
//   - an arrow that hands a discussion point to a person: "… -> Sam to
//     follow up", or "=> Lex will do this" on the item nested under the
//     point; the point is the work, the person its owner;
//   - a decision that names a person: "It was decided that Priya should
//     look into …", "Decided: Bo to …" — that person's action.
//
// leftForms runs on what the other rules read from node i (c, maybe
// nil) and returns the candidate to keep: c itself, c with the owner or
// title these forms give, or a new one.
func (p *parser) leftForms(i int, c *extract.Candidate) *extract.Candidate {
	n := p.d.Nodes[i]
	arrowLine := n.Kind == doc.Heading && c == nil && reArrowLead.MatchString(n.Text)
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph && !arrowLine || extract.HasHangul(n.Text) || len(n.Text) > maxItemBytes {
		// (An indented line under an item, "  => Lex will do this", can
		// be read as a pseudo heading: the arrow says it is a hand-off.)
		return c
	}
	si := p.section(n.Section)
	if si.done {
		return c
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if plain == "" {
		return c
	}
	if isQuestion(plain) {
		if c == nil && reDecided.MatchString(plain) {
			// "Decision: Dee to check with Bo: how did it go?": the
			// decided work ends in the question it is to answer.
			return p.decidedPerson(i, plain, n, si)
		}
		return c
	}
	if c == nil || len(c.Owners) == 0 {
		if d := p.ownersBeforeDue(plain, si); d != nil {
			if c == nil {
				return d
			}
			c.Assignee, c.Owners, c.Title = d.Assignee, d.Owners, d.Title
			if c.Due == "" {
				c.Due = d.Due
			}
			return c
		}
	}
	if d := p.arrowHandOff(i, n, plain, si, c); d != nil {
		return d
	}
	if c == nil || len(c.Owners) == 0 {
		if d := p.decidedPerson(i, plain, n, si); d != nil {
			return d
		}
	}
	return c
}

// ownersBeforeDue: "Task — A/B/C by 4/6", "Review the guide - Dana, Eli
// by Friday": the deadline closes the line, the owners come just before
// it. Outside an action section the task must read as one (an
// imperative) and the deadline must be one ("by", "before", "due"), or
// the name only presents the topic.
func (p *parser) ownersBeforeDue(plain string, si secInfo) *extract.Candidate {
	rest, due := cutDue(plain)
	if due == "" || rest == plain || !strings.HasSuffix(plain, strings.TrimRight(due, ".")) && !strings.HasSuffix(strings.TrimRight(plain, ". )"), strings.TrimRight(due, ". )")) {
		// Only a deadline that closes the line: one inside it belongs to
		// the task's words.
		return nil
	}
	d := p.trailingOwner(strings.TrimRight(rest, ",;-–— "), false)
	if d == nil || len(d.Owners) == 0 {
		return nil
	}
	inAction := si.action || si.dueOnly
	if !inAction && !taskLike(d.Evidence) {
		return nil
	}
	if !inAction && !reDeadlineWord.MatchString(strings.ToLower(due)) {
		// ("Release notes review — Alex on Monday": when Alex presents.)
		return nil
	}
	d.Due, d.Evidence, d.Syntax = due, "", "trailing-owner-due"
	if !inAction {
		d.Problems = append(d.Problems, problemConfirm)
	}
	return d
}

// reArrow: an arrow that hands what precedes it to someone: "=>",
// "->", "-->", "→", "⇒".
var reArrow = regexp.MustCompile(`(?:^|\s)(?:=+>|-+>|→|⇒|⟶)\s*`)

// reArrowLead: a line that opens with an arrow.
var reArrowLead = regexp.MustCompile(`^\s*(?:=+>|-+>|→|⇒|⟶)\s*\S`)

// reAnaphoric: work that only points back at the point it follows
// ("do this", "follow up", "take a look", "look into it").
var reAnaphoric = regexp.MustCompile(`(?i)^(?:follow(?:\s|-)?up|take\s+(?:a\s+)?look|take\s+care\s+of\s+(?:it|this|that)|check|investigate|handle|own|(?:\p{L}+\s+){0,2}(?:it|this|that|them|so))(?:\s+(?:on|with)\s+(?:it|this|that|them))?(?:\s+(?:later|next\s+week|offline|asap))?$`)

// arrowHandOff: "Point -> Sam to follow up", "Point" / "  => Lex will do
// this": the arrow's clause names the owner; the point is the work when
// the clause only points back at it. c is what other rules read from the
// line: kept when it already names an owner and real work.
func (p *parser) arrowHandOff(i int, n doc.Node, plain string, si secInfo, c *extract.Candidate) *extract.Candidate {
	locs := reArrow.FindAllStringIndex(plain, -1)
	if len(locs) == 0 {
		return nil
	}
	loc := locs[len(locs)-1]
	after := strings.TrimSpace(plain[loc[1]:])
	before := strings.TrimSpace(plain[:loc[0]])
	if after == "" {
		return nil
	}
	cc := p.commitment(after, false)
	if cc == nil || len(cc.Owners) == 0 {
		// ("Lex will do this": no work of its own, which commitment
		// wants; the clause reading takes the person, the arrow being
		// the clause's boundary.)
		cc = p.clauseCommitment(" → "+after, n)
	}
	if cc == nil || len(cc.Owners) == 0 {
		return nil
	}
	cc.Problems = nil
	title := strings.TrimSpace(strings.Trim(cc.Title, ".!"))
	generic := title == "" || emptyTitle[strings.ToLower(title)] || reGenericTask.MatchString(title) || reAnaphoric.MatchString(title)
	if c != nil && len(c.Owners) > 0 && !generic {
		return nil
	}
	if generic {
		point := before
		if point == "" {
			point = p.arrowPoint(i, n)
		}
		// "Discussed the flaky runner" / "=> Lex will do this": the
		// work is the topic, not the report of talking about it.
		point = reReportLead.ReplaceAllString(strings.TrimSpace(point), "")
		point = cleanTitle(strings.TrimRight(strings.TrimSpace(point), ":：,;-–— "))
		if point == "" {
			return nil
		}
		cc.Title = point
	}
	cc.Syntax = "arrow-owner"
	if !si.action {
		cc.Problems = append(cc.Problems, problemConfirm)
	}
	return cc
}

// reReportLead: words that report a point was talked about.
var reReportLead = regexp.MustCompile(`(?i)^(?:(?:we\s+|the\s+group\s+)?(?:briefly\s+)?(?:discussed|talked\s+about|brought\s+up|raised|noted|mentioned)|discussion(?:\s+(?:of|on|about))?|topic)\s*[:：]?\s+`)

// arrowPoint: the point a line that opens with an arrow hands on — its
// parent item, or the line just above it.
func (p *parser) arrowPoint(i int, n doc.Node) string {
	if n.Parent >= 0 {
		return stripInline(p.d.Nodes[n.Parent].Text)
	}
	if i > 0 {
		if m := p.d.Nodes[i-1]; (m.Kind == doc.ListItem || m.Kind == doc.Paragraph) && m.Line == n.Line-1 {
			return stripInline(m.Text)
		}
	}
	return ""
}

// reDecided: a decision's opening — "It was decided that", "We agreed
// that", "The group resolved that", "Decided:", "Decision: ".
var reDecided = regexp.MustCompile(`(?i)^(?:(?:it\s+(?:was|is|has\s+been)\s+|we\s+(?:have\s+)?|(?:the|all)\s+(?:\p{L}+\s+){0,2}(?:have\s+)?|everyone\s+)?(?:decided|agreed|resolved|concluded)\s+(?:that\s+|[:：]\s*)|(?:decisions?|decided|resolution|agreement|agreed|consensus)(?:\s+(?:was|is))?\s*(?:that\s+|[:：]\s*))`)

// reDecidedModal: the modal of a decided person's work, read as
// "will": "Priya should look into …", "Bo would circulate …", "Kim is to
// announce …".
var reDecidedModal = regexp.MustCompile(`^((?:@?` + clauseName + `)(?:\s*(?:,|\band\b|&|\+)\s*@?` + clauseName + `){0,3})\s+(?:should|would|shall|must|is\s+to|are\s+to|needs?\s+to|will\s+need\s+to)\s+`)

// reDecidedMid: the same opening after a clause boundary inside a
// line ("… has evolved. It was decided that Thomas would", "The group
// discussed it and decided that Pablo would send …").
var reDecidedMid = regexp.MustCompile(`(?i)(?:[.;!?]\s+|,\s+(?:and\s+)?|\s+and\s+)(?:(?:it\s+(?:was|is|has\s+been)|we(?:\s+have)?|(?:the\s+)?(?:\p{L}+\s+){0,2}\p{L}+(?:\s+(?:has|have))?)\s+)?(?:decided|agreed|resolved|concluded)\s+that\s+`)

// reDoneAfter: the notes say the decided work is done already ("This
// has been done", "[This was done](…)"): a record, no task.
var reDoneAfter = regexp.MustCompile(`(?i)\b(?:this|that|it)\s+(?:has\s+(?:already\s+)?been|was|is)\s+(?:already\s+)?(?:done|completed|sent|posted|merged|published)\b`)

// decidedPerson: a decision that names who does the work is that
// person's action: "It was decided that Priya should look into the
// regression", "Decided: Bo to draft the charter", "… has evolved. It was
// decided that Thomas would" / "start a draft …" (the clause may go on
// on the item's next line). A decision that names nobody ("… the meeting
// moves to Tuesdays") stays none, and so does one the notes report done.
func (p *parser) decidedPerson(i int, plain string, n doc.Node, si secInfo) *extract.Candidate {
	text := plain
	if i+1 < len(p.d.Nodes) {
		if next := p.d.Nodes[i+1]; next.Kind == doc.Paragraph && next.Cont && next.Line == n.Line+1 {
			text += " " + strings.TrimSpace(stripInline(next.Text))
		}
	}
	var starts []int
	if m := reDecided.FindStringIndex(text); m != nil {
		starts = append(starts, m[1])
		// "Decision: get some t-shirts. Antonio to choose the colour":
		// a later sentence of the decision, opened on this line, may
		// name who does its work.
		for _, e := range reSentenceEnd.FindAllStringIndex(text[m[1]:], 4) {
			if at := m[1] + e[1]; at < len(plain) && at < len(text) {
				starts = append(starts, at)
			}
		}
	}
	for _, m := range reDecidedMid.FindAllStringIndex(text, 4) {
		if m[1] < len(plain) {
			// (The person is named on this line: the action is its.)
			starts = append(starts, m[1])
		}
	}
	for _, at := range starts {
		if c := p.decidedClause(text[at:], n, si); c != nil {
			return c
		}
	}
	return nil
}

// reSentenceEnd: where a sentence ends inside a line.
var reSentenceEnd = regexp.MustCompile(`[.;!?](?:\s|$)`)

// decidedClause reads rest, what follows "decided that", as a person's
// commitment.
func (p *parser) decidedClause(rest string, n doc.Node, si secInfo) *extract.Candidate {
	rest = strings.TrimSpace(rest)
	if loc := reSentenceEnd.FindStringIndex(rest); loc != nil {
		if reDoneAfter.MatchString(rest[loc[0]:]) {
			return nil
		}
		rest = rest[:loc[0]+1]
	}
	if reClauseHedge.MatchString(strings.Fields(rest + " x")[0]) {
		return nil
	}
	if k := strings.Index(rest, ": "); k > 0 && strings.HasSuffix(rest, "?") && !strings.Contains(rest[:k], "?") {
		// "Decision: Dee to check with Bo: how did the raffle go?": the
		// question after the colon is what to check, the work is before it.
		rest = rest[:k]
	}
	rest = reDecidedModal.ReplaceAllString(rest, "$1 will ")
	if reClauseHedge.MatchString(rest) {
		return nil
	}
	c := p.commitment(rest, false)
	if c == nil || len(c.Owners) == 0 {
		c = p.clauseCommitment(rest, n)
	}
	if c == nil || len(c.Owners) == 0 || !p.clauseSubject(c.Owners, "will", true) {
		return nil
	}
	c.Syntax = "decided-person"
	if !si.action {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}
