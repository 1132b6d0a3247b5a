package rules

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// An item of work and, nested under it, a line that only says who takes
// it and by when:
//
//	1. 서버 이전                     - Website refresh
//	   - 민수 담당, 다음 주 수요일까지    - Bob will take this
//	   - → 서연 맡기로 함               - Assigned to Carol (by Friday)
//	   - 지훈 (금요일까지)
//
// The work is the parent's; the nested line gives its owner and due. Read
// alone, the nested line is an action titled "담당" or "take this", or
// an owner with no work. The action stands on the nested line, where its
// owner is written. The item is read with it: no possible action beside
// it, and, where another rule read the item with nobody (an action list's
// "- 로그인 구현"), not a second, ownerless task.

// synOwnerChild: the syntax of an action read from an item and the
// nested line giving it to someone.
const synOwnerChild = "owner-child"

// reKoOwnerChild: a Korean name, its honorific and particle, then the
// verb of taking work on (or nothing: then an arrow, a "담당:" label or
// a due must say the line gives the work).
var reKoOwnerChild = regexp.MustCompile(`^(?:담당(?:자)?\s*[:：]?\s*)?([\p{Hangul}]{2,4}?)\s*(님|씨)?\s*(?:이가|이|가|은|는)?\s*(담당(?:자)?(?:하기로\s*(?:함|했다|하였다|결정)|함|한다|예정)?|맡(?:기로\s*(?:함|했다|하였다)|음|는다|았다|아서\s*진행)|진행(?:하기로\s*함|\s*예정)?)?\s*\.?$`)

// reEnOwnerChild: an English name (or two) and the words of taking the
// parent's work ("Bob will take this", "Assigned to Carol", "Owner →
// Dana").
var reEnOwnerChild = regexp.MustCompile(`^(?i:(assigned\s+to|owner\s*[:：]?|owned\s+by)\s+)?(@?[\p{Lu}@][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)(?:\s+(?i:(will\s+(?:take|own|handle|drive|lead|do)\s+(?:this|it)(?:\s+on)?|to\s+(?:take|own|handle|drive|lead)\s+(?:this|it)(?:\s+on)?|(?:takes|owns|handles)\s+(?:this|it)|is\s+on\s+it)))?\s*\.?$`)

// reDecidedOrLink: a line under an item that records what was decided
// ("AWS로 이전 결정", "Agreed to move") or is only a link.
var reDecidedOrLink = regexp.MustCompile(`(?i)(?:결정|확정|합의|결론|decided|agreed)\.?$|^(?i:agreed|decided)\b|^<?https?://\S+>?$|^\[[^\]]*\]\([^)]*\)$`)

// reChildArrow: an arrow opening the nested line ("→ 민수 담당").
var reChildArrow = regexp.MustCompile(`^(?:→|->|=>|⇒|➡|➔)\s*`)

// ownerChild reads node i as a line giving its parent item's work to
// someone: the parent's index, the owners and the due; ok false when it
// is no such line.
func (p *parser) ownerChild(i int) (parent int, owners []string, due string, ok bool) {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 || n.Checkbox == 'x' || len(n.Text) > 160 {
		return -1, nil, "", false
	}
	par := p.d.Nodes[n.Parent]
	if par.Kind != doc.ListItem || par.Checkbox == 'x' {
		return -1, nil, "", false
	}
	work := strings.TrimSpace(stripInline(par.Text))
	if work == "" || strings.HasSuffix(work, "?") || strings.HasSuffix(work, ":") || strings.HasSuffix(work, "：") || len([]rune(work)) > 100 {
		// A question, or a label heading the items under it (which are
		// then the actions themselves).
		return -1, nil, "", false
	}
	s := strings.TrimSpace(strings.Trim(stripInline(n.Text), "*_ "))
	arrow := reChildArrow.MatchString(s)
	s = reChildArrow.ReplaceAllString(s, "")
	rest, due := cutDue(s)
	rest = strings.TrimSpace(strings.Trim(rest, " ,;/-–—()[]"))
	if m := reKoOwnerChild.FindStringSubmatch(rest); m != nil && extract.HasHangul(rest) {
		name, hon, verb := m[1], m[2], m[3]
		labelled := strings.HasPrefix(rest, "담당")
		if !(verb != "" || arrow || due != "" || labelled) {
			return -1, nil, "", false
		}
		if verb == "" && !arrow && !labelled && strings.Index(s, due) < strings.Index(s, name) {
			// "토요일 10시까지 모이기": a deadline and then the work, not a
			// member with the deadline given ("지훈 (금요일까지)").
			return -1, nil, "", false
		}
		if !p.koMemberName(name, hon) || !p.firstGivingLine(i) {
			return -1, nil, "", false
		}
		return n.Parent, []string{name}, due, true
	}
	if m := reEnOwnerChild.FindStringSubmatch(rest); m != nil {
		name := m[2]
		// (A name and a due alone may be an organisation's date:
		// "NumFOCUS due date Jan. 15th" under "Donations".)
		if !(m[1] != "" || m[3] != "" || arrow) {
			return -1, nil, "", false
		}
		first := strings.TrimPrefix(strings.Fields(name)[0], "@")
		if notNames[strings.ToLower(first)] || groupOwners[strings.ToLower(first)] || reMonthWord.MatchString(first) || reAcronym.MatchString(first) && !p.known(first) {
			return -1, nil, "", false
		}
		// A name the notes know, or — with the words of taking work on —
		// one written as a name is.
		if !(p.known(name) || p.known(first) || p.namedAgain(first) || (m[1] != "" || m[3] != "") && (givenNameShape(first) || strings.HasPrefix(name, "@"))) || !p.firstGivingLine(i) {
			return -1, nil, "", false
		}
		return n.Parent, []string{name}, due, true
	}
	return -1, nil, "", false
}

// firstGivingLine: node i, nested under an item, is the first line under
// it, or comes after lines that only record what was decided or link.
// "takes it" after other lines may take the line before it ("- Let's
// remove the manual blocker" / "- @dd takes it"), not the item. (Asked
// last, once the line reads as giving work: the walk is over its
// siblings.)
func (p *parser) firstGivingLine(i int) bool {
	parent := p.d.Nodes[i].Parent
	for j := parent + 1; j < i; j++ {
		if m := p.d.Nodes[j]; m.Kind == doc.ListItem && m.Parent == parent && !reDecidedOrLink.MatchString(strings.TrimSpace(stripInline(m.Text))) {
			return false
		}
	}
	return true
}

// ownerChildren reads each line that gives its parent item's work to
// someone (ownerChild) as that person's action, titled by the item,
// where what was read of the line alone goes. An item another rule read
// with an owner keeps that reading, and its nested lines their own: they
// may be two actions.
func (p *parser) ownerChildren(out []extract.Candidate) []extract.Candidate {
	// read: the lines another rule read, true where with an owner. An
	// item read with nobody ("## 할 일" / "- 로그인 구현") whose nested line
	// gives it to someone is one action, the nested line's, as outside
	// an action list: read as two, it was an ownerless task and another
	// titled "담당".
	read := map[int]bool{}
	for _, c := range out {
		read[c.Line] = read[c.Line] || len(c.Owners) > 0
	}
	given := map[int]extract.Candidate{}
	taken := map[int]bool{} // items whose ownerless reading the nested line replaces
	for i, n := range p.d.Nodes {
		if n.Kind != doc.ListItem || n.Parent < 0 {
			continue
		}
		if _, isRecord := p.records[i]; isRecord {
			continue
		}
		par, owners, due, ok := p.ownerChild(i)
		if !ok {
			continue
		}
		owned, isRead := read[p.d.Nodes[par].Line]
		if owned {
			continue
		}
		item := p.d.Nodes[par]
		si := p.section(item.Section)
		if si.done {
			continue
		}
		c := extract.Candidate{Line: n.Line, Evidence: n.Raw, Owners: owners, Assignee: strings.Join(owners, ", "), Syntax: synOwnerChild}
		if !titled(&c, strings.TrimSpace(stripInline(item.Text))) {
			continue
		}
		if due != "" {
			// The nested line's due is the one given with the work.
			c.Due = due
		}
		if !si.action {
			c.Problems = append(c.Problems, problemConfirm)
		}
		given[n.Line] = c
		if isRead {
			taken[item.Line] = true
		}
	}
	if len(given) == 0 {
		return out
	}
	kept := out[:0]
	for _, c := range out {
		if _, ok := given[c.Line]; !ok && !taken[c.Line] {
			kept = append(kept, c)
		}
	}
	for _, c := range given {
		kept = append(kept, c)
	}
	slices.SortStableFunc(kept, func(a, b extract.Candidate) int { return a.Line - b.Line })
	return kept
}
