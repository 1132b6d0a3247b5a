package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean student notes name people by given name alone ("태민", "준호"):
// no surname marks them, and a given name may start with any syllable.
// What marks them is where they are written. A list whose items each put
// a short Hangul word in the same owner slot — after the task behind a
// dash or in parentheses ("크롤러 배포 - 태민"), or before it with a colon,
// a dash or an arrow ("태민: API 설계", "태민 → 크롤러 배포") — names the
// people the work is given to, when the list is backed by one more
// signal: a word of it the notes already know as a person (an attendee,
// a name with 님, a full name), or a list of future work. A word that is
// an ordinary word, a label, a team, a time or a status in any slot of
// the list says the list is labelled fields, not people, and none of it
// is learned.

var (
	// reKoSlotLead: "[ ] 태민: …", "태민 - …", "태민님 → …".
	reKoSlotLead = regexp.MustCompile(`^(?:\[[ xXoO]?\]\s*)?([\p{Hangul}]{2,3})(님|씨)?\s*(?:[:：]|[-–—→]|->|=>)\s*\S`)
	// reKoSlotTrail: "… - 태민", "… – 태민님".
	reKoSlotTrail = regexp.MustCompile(`\S\s+[-–—]\s*([\p{Hangul}]{2,3})(님|씨)?\s*$`)
	// reKoSlotParen: "… (태민)", "… (하윤님, 지성님)".
	reKoSlotParen = regexp.MustCompile(`\S\s*[(（]\s*((?:[\p{Hangul}]{2,3}(?:님|씨)?\s*[,·/]\s*)*[\p{Hangul}]{2,3}(?:님|씨)?)\s*[)）]\s*$`)
	reKoSlotSep   = regexp.MustCompile(`\s*[,·/]\s*`)
	// reKoSlotBracket: "[준호] 결제 API 연동".
	reKoSlotBracket = regexp.MustCompile(`^[\[【]\s*([\p{Hangul}]{2,3})\s*(님|씨)?\s*[\]】]\s*\S`)
	// reKoSlotSubject: "준호가 …", "수빈이 …": a subject, whose line must
	// commit (reKoStrongCommit) and not in the passive.
	reKoSlotSubject = regexp.MustCompile(`^([\p{Hangul}]{2,3}?)(?:이가|이|가)\s+(.+)$`)
	reKoPassive     = regexp.MustCompile(`되기로|될\s*예정|되었|됐|됨|된다`)
)

// koSlotStatus: words a slot holds that tell a state, not a person.
var koSlotStatus = map[string]bool{
	"완료": true, "진행중": true, "보류": true, "미정": true, "대기": true, "예정": true, "취소": true, "검토": true, "필요": true,
	"선택": true, "필수": true, "참고": true, "미완": true, "미완료": true, "중요": true, "긴급": true, "논의": true, "확인": true,
	// Verbal nouns that close an item as its outcome ("배포 일정 - 연기").
	"연기": true, "불가": true, "가능": true, "해결": true, "반려": true, "기각": true, "삭제": true, "통과": true, "실패": true,
	"합격": true, "동의": true, "반대": true, "찬성": true, "제외": true, "포함": true, "고려": true, "결정": true, "확정": true,
	"적용": true, "보완": true, "개선": true, "유보": true, "종료": true, "시작": true, "중단": true, "재개": true, "미룸": true,
}

// koSlotWord: w may be a given name in an owner slot — a short Hangul
// word that is no ordinary word, label, role, group, team, time or state.
func koSlotWord(w string) bool {
	n := utf8.RuneCountInString(w)
	if n < 2 || n > 3 || !isHangul(w) {
		return false
	}
	if n == 3 && !koFullName(w) {
		// Three syllables without a surname are mostly words ("데이터",
		// "크롤링", "디자인").
		return false
	}
	return !koCommonWord[w] && !koRoles[w] && !groupOwners[w] && !koSlotStatus[w] && !koTitles[w] &&
		teamName(w) == "" && !reKoTimeWord.MatchString(w) && !koRecordLabel(w) && !notNames[w]
}

// koSlotWords: the words in n's owner slots, the leading one and the
// trailing ones, with whether an honorific followed them.
func koSlotWords(text string) (lead []string, trail []string, honored, future bool) {
	t := strings.TrimSpace(stripInline(stripEmphasis(text)))
	if m := reKoLabelLine.FindStringSubmatch(t); m != nil {
		// "다음 회의까지: 태민 - …": the slots are after a future label.
		if _, ok := koFutureLabel(m[1]); ok {
			t, future = strings.TrimSpace(m[2]), true
		}
	}
	if m := reKoSlotLead.FindStringSubmatch(t); m != nil {
		lead = []string{m[1]}
		honored = m[2] != ""
	} else if m := reKoSlotBracket.FindStringSubmatch(t); m != nil {
		lead = []string{m[1]}
		honored = m[2] != ""
	}
	if m := reKoSlotTrail.FindStringSubmatch(t); m != nil {
		trail = []string{m[1]}
		honored = honored || m[2] != ""
	} else if m := reKoSlotParen.FindStringSubmatch(t); m != nil {
		for _, w := range reKoSlotSep.Split(m[1], -1) {
			for _, h := range []string{"님", "씨"} {
				if b, ok := strings.CutSuffix(w, h); ok {
					w, honored = b, true
				}
			}
			trail = append(trail, w)
		}
	}
	return lead, trail, honored, future
}

// koSlotNames learns the given names written in the owner slots of a
// list (see above). It runs once the notes' other names are collected.
func (p *parser) koSlotNames() {
	before := len(p.names)
	defer func() {
		if len(p.names) != before {
			// Sections read while the names were collected ("Name to …"
			// in an action section) were read without these people: a
			// heading that is one of them heads their work.
			clear(p.secs)
		}
	}()
	type group struct {
		words    map[string]bool
		items    int
		bad      bool
		anchors  int
		future   bool
		sec      *doc.Section
		parent   int
		trailing bool
	}
	// Where the notes list their Korean attendees the people are known:
	// a word before a colon they do not list is a label ("유사도: …").
	roll := 0
	for n := range p.names {
		if isHangul(n) && utf8.RuneCountInString(n) >= 2 && utf8.RuneCountInString(n) <= 4 {
			roll++
		}
	}
	if roll >= 2 {
		return
	}
	groups := map[[3]int]*group{}
	var order [][3]int
	secID := map[*doc.Section]int{}
	for _, n := range p.d.Nodes {
		if n.Kind != doc.ListItem || len(n.Text) > 200 || !extract.HasHangul(n.Text) {
			continue
		}
		lead, trail, honored, future := koSlotWords(n.Text)
		if _, ok := secID[n.Section]; !ok {
			secID[n.Section] = len(secID) + 1
		}
		for k, ws := range [][]string{lead, trail} {
			if len(ws) == 0 {
				continue
			}
			key := [3]int{secID[n.Section], n.Parent, k}
			g := groups[key]
			if g == nil {
				g = &group{words: map[string]bool{}, sec: n.Section, parent: n.Parent, trailing: k == 1}
				groups[key] = g
				order = append(order, key)
			}
			g.items++
			g.future = g.future || future
			for _, w := range ws {
				if groupOwners[w] {
					// "다같이: …" beside "준호: …": a group is an owner
					// too, neither a person nor a label.
					continue
				}
				if !koSlotWord(w) {
					g.bad = true
					continue
				}
				if !g.words[w] && (p.known(w) || honored || koFullName(w) && (utf8.RuneCountInString(w) == 3 || k == 1)) {
					g.anchors++
				}
				g.words[w] = true
			}
		}
	}
	// Subjects of committing lines, anywhere in the notes: "준호가 다음
	// 주까지 … 하기로 함" and "수빈이 … 만들어 올 예정" — two different
	// words, each before 이/가 and a binding ending, are two people.
	subjects := map[string]bool{}
	for _, n := range p.d.Nodes {
		if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || len(n.Text) > 200 {
			continue
		}
		t := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
		if k := strings.LastIndexAny(t, "→⇒"); k >= 0 {
			// "문서 필요 → 건우가 작성해주기로": the conclusion after the
			// arrow is a clause of its own.
			t = strings.TrimSpace(strings.TrimLeft(t[k:], "→⇒"))
		}
		if m := reKoSlotSubject.FindStringSubmatch(t); m != nil && koSlotWord(m[1]) && reKoStrongCommit.MatchString(tail(m[2], 48)) && !reKoPassive.MatchString(tail(m[2], 48)) && !koPast(m[2]) {
			subjects[m[1]] = true
		}
	}
	// Sub-headings that are each a short word under one heading of
	// future work ("## 다음 회의까지 할 일" / "### 준호" / "### 수빈").
	heads := map[*doc.Section][]string{}
	var parents []*doc.Section
	seen := map[*doc.Section]bool{}
	for _, n := range p.d.Nodes {
		// (A heading's node sits in the section above it; the sections a
		// line is in are its own and its parents.)
		sec := n.Section
		if sec == nil || seen[sec] || sec.Parent == nil || sec.Level >= 7 {
			continue
		}
		seen[sec] = true
		w := strings.TrimSpace(strings.TrimLeftFunc(strings.Trim(stripInline(stripEmphasis(sec.Title)), " :："), isDecoration))
		for _, h := range []string{"님", "씨"} {
			w = strings.TrimSpace(strings.TrimSuffix(w, h))
		}
		par := sec.Parent
		if _, seen := heads[par]; !seen {
			parents = append(parents, par)
		}
		heads[par] = append(heads[par], w)
	}
	for _, par := range parents {
		ws := heads[par]
		ok := len(ws) >= 2 && p.koFutureScope(par, -1)
		distinct := map[string]bool{}
		for _, w := range ws {
			ok = ok && koSlotWord(w)
			distinct[w] = true
		}
		if !ok || len(distinct) < 2 {
			continue
		}
		for w := range distinct {
			if utf8.RuneCountInString(w) == 2 {
				p.names[w] = true
			}
		}
	}
	for _, key := range order {
		g := groups[key]
		if g.bad || g.items < 2 || len(g.words) < 2 {
			if g.trailing {
				// An item closed by a name ("로그인 화면 수정 - 태민")
				// beside items closed by their outcome ("배포 일정 -
				// 연기"): a person when the notes write the word again
				// elsewhere (an attendee, another line), as they do their
				// members.
				for w := range g.words {
					if utf8.RuneCountInString(w) == 2 && p.recurs(w) {
						p.names[w] = true
					}
				}
			}
			continue
		}
		if g.anchors == 0 && !g.future && !p.koFutureScope(g.sec, g.parent) {
			continue
		}
		for w := range g.words {
			// A full name of three syllables is a person already; only
			// the given names are learned.
			if utf8.RuneCountInString(w) == 2 {
				p.names[w] = true
			}
		}
	}
	given := 0
	for n := range p.names {
		if utf8.RuneCountInString(n) == 2 && isHangul(n) {
			given++
		}
	}
	// One such subject is a person too where the notes already name
	// their members by given name ("→ 건우가 작성해주기로" beside "민재 :
	// …", "서현 : …").
	if len(subjects) >= 2 || len(subjects) == 1 && given >= 2 {
		for w := range subjects {
			if utf8.RuneCountInString(w) == 2 {
				p.names[w] = true
			}
		}
	}
}

// koFutureScope: the list under parent (or the section) is future work —
// its heading, or its parent item, or a label line above it, reads as a
// to-do list or a horizon.
func (p *parser) koFutureScope(s *doc.Section, parent int) bool {
	if parent >= 0 {
		if norm := normHeading(p.d.Nodes[parent].Text); isActionHeading(norm) || futureWorkHeading(norm) {
			return true
		}
	}
	for ; s != nil; s = s.Parent {
		if norm := normHeading(s.Title); isActionHeading(norm) || futureWorkHeading(norm) {
			return true
		}
	}
	return false
}
