package rules

// The owner pass: corrections applied to a candidate after every reading
// of its line, where what the line says about its owner is only clear
// once the title and due are cut (a handle left closing the title, "by"
// and a person, an initial split off at a period, an acronym labelling
// the topic), and the check that a line wrapped into an action is not a
// second one.

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reClosingHandle: an @handle closing a title.
var reClosingHandle = regexp.MustCompile(`^(.*\S)\s+@([\p{L}\d][\p{L}\d._-]*)$`)

// handleClosingTitle: an item whose due was cut from its end ("결제 모듈
// 연동 @minseok ~1/24") is left with its owner's @handle closing the
// title; the handle owns it, as it does when it ends the line, and
// leaves the title.
func handleClosingTitle(c *extract.Candidate) {
	m := reClosingHandle.FindStringSubmatch(c.Title)
	switch {
	case m == nil:
	case reTailHandleObject.MatchString(c.Title):
		// "Review the spec with @lucas": the handle is whom the work is
		// with, not who takes it.
	case len(c.Owners) == 0:
		c.Title, c.Assignee, c.Owners = m[1], "@"+m[2], []string{m[2]}
	case slices.Contains(c.Owners, m[2]):
		// "- [ ] 회원 DB 스키마 작성 @유하람" / "  - 담당: 유하람": the
		// handle says again who owns it; the title is the work.
		c.Title = m[1]
	}
}

// reInitialName: an initial or a title before a capitalised name ("R.
// Okafor", "Dr. Kim").
var reInitialName = regexp.MustCompile(`(?:^|[\s(*])((?:[A-Z]|Dr|Mr|Mrs|Ms|Mx|Prof)\.\s?)([A-Z][\p{L}'’-]+)\b`)

// initialOwner: an owner read as the surname alone where the line writes
// an initial or a title before it ("R. Okafor will prepare …", where
// the sentence seemed to end at "R.") is the name as written; once it
// is, the surname read again by another reading of the line goes.
func initialOwner(c *extract.Candidate, text string) {
	if len(c.Owners) == 0 || len(c.Owners) > 3 {
		return
	}
	full := map[string]string{}
	for _, m := range reInitialName.FindAllStringSubmatch(text, -1) {
		full[m[2]] = strings.TrimSpace(m[1]) + " " + m[2]
	}
	if len(full) == 0 {
		return
	}
	var owners []string
	for _, o := range c.Owners {
		if f, ok := full[o]; ok {
			o = f
		}
		if !slices.Contains(owners, o) {
			owners = append(owners, o)
		}
	}
	if len(owners) != len(c.Owners) || !slices.Equal(owners, c.Owners) {
		c.Owners = owners
		c.Assignee = strings.Join(owners, ", ")
	}
}

// wrappedIntoTaken: n is a paragraph line wrapped into a list item
// (its text is part of the item's Wrap) and that item is already an
// action in out — unless the line is a sentence of its own in which
// another person commits (secondCommitment): c is what n was read as.
func (p *parser) wrappedIntoTaken(n doc.Node, c *extract.Candidate, out []extract.Candidate) bool {
	if n.Kind != doc.Paragraph || n.Parent < 0 || !n.Cont {
		return false
	}
	par := p.d.Nodes[n.Parent]
	line := strings.TrimSpace(n.Text)
	at := strings.Index(par.Wrap, line)
	if par.Wrap == "" || at < 0 || todoLabelItem(par) {
		// ("- 해야할것" / "    김회진 : 회원관리 기본기능 완성": the label
		// is no work; the lines under it are its items.)
		return false
	}
	for k := len(out) - 1; k >= 0 && k >= len(out)-8; k-- {
		if out[k].Line == par.Line {
			return !secondCommitment(par.Text+" "+par.Wrap[:at], line, c, out[k])
		}
	}
	return false
}

// secondCommitment: a wrapped line that opens a sentence of its own
// with another person's commitment — "- Blockers reviewed. Alice will
// draft the notes." / "  Bob will update the changelog." — is that
// person's action on its own line (one action per line), not more of
// the item's: the text above ends a sentence, the line opens with its
// subject and a firm modal, and the subject is none of the item's
// owners. A wrapped owner field ("  담당자: 정하윤") or a clause that goes
// on from the line above stays the item's.
func secondCommitment(above, line string, c *extract.Candidate, item extract.Candidate) bool {
	above = strings.TrimRight(stripInline(above), " *_")
	if above == "" || !strings.ContainsAny(above[len(above)-1:], ".!;") {
		return false
	}
	if len(c.Owners) == 0 || slices.ContainsFunc(c.Problems, func(pr string) bool { return pr != problemConfirm }) || !reCommit.MatchString(strings.TrimSpace(stripInline(line))) {
		return false
	}
	for _, o := range c.Owners {
		if slices.Contains(item.Owners, o) {
			return false
		}
	}
	return true
}

// quotedNoteOfTaken: line i is a block quote written right under a list
// item read as an action ("- 결제 화면 제작" / "> 카드 입력 폼 오류
// 수정."): the item's note, no second action.
func (p *parser) quotedNoteOfTaken(i int, out []extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph || n.Quote == 0 {
		return false
	}
	j := i - 1
	for j >= 0 && p.d.Nodes[j].Kind == doc.Paragraph && p.d.Nodes[j].Quote > 0 && p.d.Nodes[j].Line == p.d.Nodes[j+1].Line-1 {
		j--
	}
	if j < 0 || p.d.Nodes[j].Kind != doc.ListItem || p.d.Nodes[j].Quote != 0 || p.d.Nodes[j].Line != p.d.Nodes[j+1].Line-1 {
		return false
	}
	for k := len(out) - 1; k >= 0 && k >= len(out)-8; k-- {
		if out[k].Line == p.d.Nodes[j].Line {
			return true
		}
	}
	return false
}

// reByPerson: "by" and who closing a title ("보고서 초안 작성 by 김태원",
// "Draft the spec by Alice Chen").
var reByPerson = regexp.MustCompile(`^(.*\S)\s+(?i:by)\s+@?([\p{L}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)\s*[.]?$`)

// byPersonTitle: an owner-less title closed by "by" and a person — a
// Korean name or a name the notes know ("by Priority Label" is no one) —
// is that person's work; "by Friday" is a due, read before.
func (p *parser) byPersonTitle(c *extract.Candidate) {
	if len(c.Owners) > 0 {
		return
	}
	m := reByPerson.FindStringSubmatch(c.Title)
	if m == nil {
		return
	}
	who := m[2]
	if p.known(who) || p.fullNameKnown(who) || p.koPerson(who) {
		c.Title, c.Assignee, c.Owners = m[1], who, splitOwners(who)
	}
}

// reOwnSubject: a title that opens with its own subject ("The draft will
// be updated …", "This PR needs …").
var reOwnSubject = regexp.MustCompile(`^(?:The|This|That|These|Those|A|An|Our|Its|It)\s`)

// acronymLabelOwner: "**ALPN:** The draft will be updated to …" — an
// acronym before a sentence that has its own subject labels the topic;
// it owns nothing. Initials the roster or the attendee list names stay.
func (p *parser) acronymLabelOwner(c *extract.Candidate) {
	if len(c.Owners) != 1 || !reAcronym.MatchString(c.Owners[0]) || !reOwnSubject.MatchString(c.Title) {
		return
	}
	if p.known(c.Owners[0]) {
		return
	}
	c.Assignee, c.Owners = "", nil
}
