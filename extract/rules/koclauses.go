package rules

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A summary paragraph gives several people their work in one sentence:
// "민재는 이번 주 안에 수집 스크립트를 완성하고, 서현은 저장 스키마를
// 정리하기로 했다." Korean joins the clauses with the connective -고 and
// writes the commitment once, at the end: it binds every clause. Each
// clause that opens with a person is that person's action, on the line.

// reKoClauseSubject: a person opening a clause — at the start, or after
// the connective -고 and a comma.
var reKoClauseSubject = regexp.MustCompile(`(?:^|[.。]\s+|고\s*,?\s+|,\s+)([\p{Hangul}]{2,4}?)\s*(님|씨)?(은|는|이가|이는|이|가)\s+`)

// koClauses: the person clauses of one Korean sentence line, or nil when
// it holds fewer than two or its last clause commits no one.
func (p *parser) koClauses(text string) []extract.Candidate {
	t := strings.TrimSpace(stripInline(text))
	if !extract.HasHangul(t) || utf8.RuneCountInString(t) > 300 {
		return nil
	}
	locs := reKoClauseSubject.FindAllStringSubmatchIndex(t, 6)
	type clause struct{ name, hon, body string }
	var cs []clause
	for k, l := range locs {
		name, hon := t[l[2]:l[3]], ""
		if l[4] >= 0 {
			hon = t[l[4]:l[5]]
		}
		end := len(t)
		if k+1 < len(locs) {
			end = locs[k+1][2] // the next name: this clause keeps its 고
		}
		if !(hon != "" || p.known(name) || koFullName(name) && !koCommonWord[name]) || koRoles[name] || groupOwners[name] {
			continue
		}
		cs = append(cs, clause{name, hon, t[l[1]:end]})
	}
	if len(cs) < 2 {
		return nil
	}
	last := strings.TrimSpace(cs[len(cs)-1].body)
	if !(reKoCommit.MatchString(last) || reKoStrongCommit.MatchString(tail(last, 48)) || reKoCutGiro.MatchString(last)) || koPast(last) && !reKoFuture.MatchString(last) {
		return nil
	}
	var out []extract.Candidate
	// add reads s as c's work; false when no title is left of it.
	add := func(c clause, s string) bool {
		title, due := cutDue(s)
		if title = cleanTitle(title); title == "" {
			return false
		}
		out = append(out, extract.Candidate{Assignee: strings.TrimSpace(c.name + " " + c.hon), Owners: []string{c.name}, Title: title, Due: due, Syntax: "korean-clauses"})
		return true
	}
	for k, c := range cs {
		body := strings.TrimSpace(c.body)
		if k < len(cs)-1 {
			// Only a clause joined to the next ("… 완성하고,", "… 크롤링,")
			// shares its ending; one closed by a period is a sentence of
			// its own ("… 완성했다.").
			if !reKoConnective.MatchString(body) && !strings.HasSuffix(body, ",") {
				// A sentence that commits on its own ("… 알아보기로
				// 했다.") is that person's work all the same.
				if sentence := strings.TrimRight(body, ". "); k > 0 && reKoStrongCommit.MatchString(tail(body, 48)) && !koPast(sentence) {
					add(c, sentence)
				}
				continue
			}
			// "… 완성하고," : the connective, not the work.
			body = strings.TrimSpace(reKoConnective.ReplaceAllString(body, ""))
		}
		if !add(c, body) {
			return nil
		}
	}
	// (One left: the earlier sentences stated what was done, and the
	// line's work is its last sentence's, with that person.)
	if len(out) == 0 {
		return nil
	}
	return out
}

// reKoConnective: the -고 that ends a clause joined to the next, with its
// comma ("완성하고,", "정리하고").
var reKoConnective = regexp.MustCompile(`(?:하고|고)\s*[,.]?\s*$`)

// koSplitClauses replaces the one candidate read from a line of several
// person clauses with one per clause (see above), and adds them for such
// a line that gave none.
func (p *parser) koSplitClauses(out []extract.Candidate) []extract.Candidate {
	byLine := map[int]int{}
	for k, c := range out {
		byLine[c.Line] = k + 1
	}
	var add []extract.Candidate
	// The people whose clauses replace what was read of a line: a line
	// split into sentences (kolonglines.go) keeps what its other
	// sentences gave other people.
	drop := map[int][]string{}
	for _, n := range p.d.Nodes {
		if n.Kind != doc.Paragraph && n.Kind != doc.ListItem || !extract.HasHangul(n.Text) {
			continue
		}
		si := p.section(n.Section)
		if si.done || si.decision && !p.hasPersonClause(n.Text) {
			continue
		}
		cs := p.koClauses(n.Text)
		if cs == nil {
			continue
		}
		for _, c := range cs {
			if byLine[n.Line] > 0 {
				drop[n.Line] = append(drop[n.Line], c.Owners...)
			}
			c.Line, c.Evidence = n.Line, n.Raw
			if !si.action {
				c.Problems = append(c.Problems, problemConfirm)
			}
			add = append(add, c)
		}
	}
	if len(add) == 0 {
		return out
	}
	kept := out[:0]
	for _, c := range out {
		names, ok := drop[c.Line]
		// ("우진이" read before the clauses were is 우진's clause too.)
		if !ok || len(c.Owners) > 0 && !slices.ContainsFunc(c.Owners, func(o string) bool {
			return slices.ContainsFunc(names, func(nm string) bool { return strings.HasPrefix(o, nm) })
		}) {
			kept = append(kept, c)
		}
	}
	kept = append(kept, add...)
	slices.SortStableFunc(kept, func(a, b extract.Candidate) int { return a.Line - b.Line })
	return kept
}

// hasPersonClause: a line of a decision section still gives work when a
// person opens one of its clauses (koClauses checks who).
func (p *parser) hasPersonClause(text string) bool {
	return reKoClauseSubject.MatchString(strings.TrimSpace(stripInline(text)))
}
