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
// the connective -고 and a comma — or after the clause's object put first
// as its topic ("발표 자료는 서연이가 만들기로 했고").
var reKoClauseSubject = regexp.MustCompile(`(?:^|[.。]\s+|고\s*,?\s+|,\s+)((?:[^\s,.]+\s+){0,3}?[^\s,.]+(?:은|는|을|를)\s+)?([\p{Hangul}]{2,4}?)\s*(님|씨)?(은|는|이가|이는|이|가)\s+`)

// koClauses: the person clauses of one Korean sentence line, or nil when
// it holds fewer than two or its last clause commits no one.
func (p *parser) koClauses(text string) []extract.Candidate {
	t := strings.TrimSpace(stripInline(text))
	if !extract.HasHangul(t) || utf8.RuneCountInString(t) > 300 {
		return nil
	}
	// "다음 주까지 민수는 …, 서연은 …": a deadline opening the sentence
	// is every clause's.
	leadDue := ""
	if _, d := cutDue(t); d != "" && strings.HasPrefix(t, d) {
		leadDue, t = d, strings.TrimSpace(t[len(d):])
	}
	if out := p.koTopicPairs(t, leadDue); out != nil {
		return out
	}
	locs := reKoClauseSubject.FindAllStringSubmatchIndex(t, 6)
	type clause struct{ name, hon, body string }
	var cs []clause
	// start is where a clause's words begin: its object put first, else
	// its person.
	start := func(l []int) int {
		if l[2] >= 0 {
			return l[2]
		}
		return l[4]
	}
	for k, l := range locs {
		name, hon := t[l[4]:l[5]], ""
		if l[6] >= 0 {
			hon = t[l[6]:l[7]]
		}
		end := len(t)
		if k+1 < len(locs) {
			end = start(locs[k+1]) // the next clause: this one keeps its 고
		}
		body := t[l[1]:end]
		if l[2] >= 0 {
			topic := strings.TrimSpace(t[l[2]:l[3]])
			if head := strings.TrimSpace(koTopicCut(topic)); p.known(head) || koFullName(head) {
				// "민재는 서연이가 만든 자료를 검토": the topic is the
				// person, and the rest is what they do.
				name, hon, body = head, "", t[l[2]+len(topic):end]
			} else {
				// "발표 자료는 서연이가 만들기로": the object leads the work.
				body = koTopicCut(topic) + " " + body
			}
		}
		if !(hon != "" || p.known(name) || koFullName(name) && !koCommonWord[name]) || koRoles[name] || groupOwners[name] {
			continue
		}
		cs = append(cs, clause{name, hon, body})
	}
	if len(cs) < 2 {
		if ss := koSentences(t); len(ss) > 1 {
			// "오늘은 … 논의했다. 다음 주까지 민수는 …, 서연은 …": the
			// sentence that gives the work, read on its own (a deadline
			// may open it, as it may open the line).
			for _, sent := range ss[1:] {
				if out := p.koClauses(sent); out != nil {
					return out
				}
			}
		}
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
		if due == "" {
			due = leadDue
		}
		// "크롤러 스케줄링을 맡고": the work is what is taken on.
		if t := strings.TrimSpace(reKoTakesOn.ReplaceAllString(title, "")); t != "" {
			title = t
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
			if obj, ok := koGappedObject(body); ok {
				// "민수는 로그인 페이지를, 서연은 회원가입 페이지를
				// 구현하기로": the object alone, its verb the last
				// clause's.
				if verb := koClauseVerb(last); verb != "" {
					body = obj + " " + verb
				}
			}
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

// koTopicCut: a fronted object without its topic or object particle.
func koTopicCut(topic string) string {
	for _, p := range []string{"은", "는", "을", "를"} {
		if strings.HasSuffix(topic, p) {
			return strings.TrimSuffix(topic, p)
		}
	}
	return topic
}

// reKoConnective: the -고 that ends a clause joined to the next, with its
// comma ("완성하고,", "정리하고"), and the 했고 that joins a decided
// clause ("만들기로 했고").
var reKoConnective = regexp.MustCompile(`(?:\s*(?:했|하였)고|하고|고)\s*[,.]?\s*$`)

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
	// The clauses' work on each line: a name written inside it
	// ("지훈은 서연이가 만든 보고서를 검토하고") is its object, and what
	// was read as that person's work from the whole line goes too.
	works := map[int]string{}
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
				works[n.Line] += c.Title + "\n"
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
		}) && !p.namesIn(works[c.Line], c.Owners) {
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

// reKoGappedObject: a clause that is its object alone, its particle and
// comma closing it ("로그인 페이지를,"): the verb is left to the last
// clause.
var reKoGappedObject = regexp.MustCompile(`^(\S.*?\S)(?:을|를)\s*,?$`)

// reKoTakesOn: the verb of taking work on, closing a clause's title
// ("맡", "맡는다", "맡기로 함").
var reKoTakesOn = regexp.MustCompile(`\s+(?:맡(?:는다|기로(?:\s*(?:함|했다|하였다|하다))?|기|음|았다)?|담당(?:하기로(?:\s*(?:함|했다|하였다))?|함|한다|했다|하였다)?)\.?$`)

// A sentence may give out work the other way round: each piece of work is
// the topic and its person comes after it, the verb written once at the
// end ("데이터 전처리는 민수, 모델 학습은 서연이 담당", "프론트는 서연이가,
// 백엔드는 민수가 맡기로 함"). Each pair is that person's work.

// reKoTopicPair: one piece of work as the topic, then its person with or
// without the subject particle; the last pair (rest) carries the verb.
var reKoTopicPair = regexp.MustCompile(`^(\S.*?\S)(?:은|는)\s+([\p{Hangul}]{2,4}?)\s*(님|씨)?(이가|이|가)?(?:\s+(\S.*))?$`)

// reKoTopicPairVerb: the verb that gives the pairs out: taking charge
// (담당, 맡), or doing it as the meeting decided or plans.
var reKoTopicPairVerb = regexp.MustCompile(`^(?:담당|맡|진행|작업|하기로|할\s*예정|진행할\s*예정|작업할\s*예정)(?:하기로|기로|음|는다|함|한다|했다|하였다|하다|\s|$)`)

// koTopicPairs: the people's work of sentence t written as topic pairs
// (above), due the leading deadline; nil unless there are two pairs or
// more, each person one the notes may name (known, a full name, honoured,
// or — where the notes list nobody — shaped like a given name), and only
// the last pair carries the verb.
func (p *parser) koTopicPairs(t, leadDue string) []extract.Candidate {
	parts := strings.Split(strings.TrimRight(t, ". "), ",")
	if len(parts) < 2 || len(parts) > 6 {
		return nil
	}
	var out []extract.Candidate
	for k, part := range parts {
		m := reKoTopicPair.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil {
			return nil
		}
		work, name, hon, rest := m[1], m[2], m[3], m[5]
		last := k == len(parts)-1
		if last != (rest != "") || last && (m[4] == "" || !reKoTopicPairVerb.MatchString(rest)) {
			return nil
		}
		if !p.koMemberName(name, hon) {
			return nil
		}
		title, due := cutDue(work)
		if title = cleanTitle(title); title == "" {
			return nil
		}
		if due == "" {
			due = leadDue
		}
		out = append(out, extract.Candidate{Assignee: strings.TrimSpace(name + " " + hon), Owners: []string{name}, Title: title, Due: due, Syntax: "korean-clauses"})
	}
	return out
}

// koMemberName: name, honoured with hon or not, is a member's where a
// line gives work to one: honoured, known to the notes, or — where the
// notes list nobody — a full name or shaped like a given name; never a
// common word, a role, a group or a team. (Where the notes list their
// members, a name they do not list is no member's: "민지" may be a
// surname and a syllable.)
func (p *parser) koMemberName(name, hon string) bool {
	return (hon != "" || p.known(name) || !p.koRoll() && (koFullName(name) || koGivenShaped(name))) && !koCommonWord[name] && !koRoles[name] && !groupOwners[name] && teamName(name) == ""
}

// koGappedObject: the object of a clause written without its verb.
func koGappedObject(body string) (string, bool) {
	m := reKoGappedObject.FindStringSubmatch(strings.TrimSpace(body))
	if m == nil || strings.ContainsAny(m[1], ",.") {
		return "", false
	}
	return m[1], true
}

// koClauseVerb: the verb of a clause after its object ("회원가입 페이지를
// 구현하기로 했다" → "구현하기로 했다"), or "".
func koClauseVerb(clause string) string {
	clause = strings.TrimSpace(clause)
	for _, p := range []string{"를 ", "을 "} {
		if k := strings.LastIndex(clause, p); k >= 0 {
			return strings.TrimSpace(clause[k+len(p):])
		}
	}
	return ""
}
