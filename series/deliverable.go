package series

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"golang.org/x/text/unicode/norm"
)

// Deliverable is what a task title says is to be delivered, reduced to
// the words that tell one deliverable from another: status words ("진행
// 중", "still", "WIP"), dates, checkbox marks, filler and the generic
// verbs of progress ("finish", "마무리") are gone; particles and
// inflections are cut so "회신을" is "회신" and "proposals" is "proposal".
type Deliverable struct {
	// Terms are the remaining words, in title order, once each.
	Terms []string
	// Distinct marks the terms that single out one deliverable among
	// similar ones: numbers, ordinals and periods (Q3, 3분기, 1차, 9월,
	// 1234, v2), single-letter entities (A, B) and proper nouns (iOS,
	// Android, Tokyo, a Latin word in a Korean title).
	Distinct map[string]bool
}

// Signature is the deliverable's identity: its terms sorted.
func (d Deliverable) Signature() string {
	s := slices.Clone(d.Terms)
	slices.Sort(s)
	return strings.Join(s, " ")
}

// without is d with the terms ts (a person's name) left out, as the name
// is written with an honorific too: "서연씨 - 데이터셋 수집", "지훈님:",
// "서연 님:" name 서연 (the owner written differently is the same person,
// and no part of the deliverable). An honorific opening the title is what
// is left of a name cut before it ("씨 - 데이터셋 수집").
func (d Deliverable) without(ts []string) Deliverable {
	if len(ts) == 0 {
		return d
	}
	out := Deliverable{Distinct: d.Distinct}
	afterName := true
	for _, t := range d.Terms {
		if slices.Contains(ts, t) || slices.Contains(ts, withoutHonorific(t)) || afterName && honorifics[t] {
			afterName = !honorifics[t]
			continue
		}
		afterName = false
		out.Terms = append(out.Terms, t)
	}
	return out
}

// honorifics follow a Korean name, attached or apart ("서연씨", "지훈 님").
var honorifics = map[string]bool{"님": true, "씨": true}

// withoutHonorific is term t without a closing honorific when what is
// left is a Hangul name of two letters or more ("서연씨" is "서연"; "글씨"
// stays), else t.
func withoutHonorific(t string) string {
	head, ok := strings.CutSuffix(t, "님")
	if !ok {
		head, ok = strings.CutSuffix(t, "씨")
	}
	if ok && utf8.RuneCountInString(head) >= 2 && !strings.ContainsFunc(head, func(r rune) bool { return !unicode.Is(unicode.Hangul, r) }) {
		return head
	}
	return t
}

// Joined is the terms in title order without spaces: Korean compounds
// are written with and without spaces ("예산보고서", "예산 보고서").
func (d Deliverable) Joined() string { return strings.Join(d.Terms, "") }

var (
	// Checkbox marks and list bullets.
	reCheckbox = regexp.MustCompile(`\[[ xX✓✔-]?\]|[☐☑☒✅✔✓⬜🔲🔳]`)
	// Dates and due phrases written into a title: 2026-09-21, 9/18,
	// (기한: 9/18), (due 10/9), 9월 18일, Sep 18.
	// A note in parentheses ("(임시: #febe98)", "(참고: 설계 문서)",
	// "(note: see the thread)"): a remark on the task, not part of it.
	reNoteParen = regexp.MustCompile(`(?i)[(（]\s*(?:임시|참고|비고|예시|note|notes|fyi|cf\.?|e\.g\.?|i\.e\.?)\s*[:：.,][^)）]*[)）]`)
	reDueParen  = regexp.MustCompile(`(?i)[(\[（]\s*(?:기한|마감|마감일|due|deadline|by|eta|until|~)[^)\]）]*[)\]）]`)
	reDate      = regexp.MustCompile(`\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일|(?i:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b)|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b`)
	// A due phrase at the end: "by Friday", "금요일까지", "due next week".
	reDueTail = regexp.MustCompile(`(?i)(?:\s+(?:by|due|until|before)\s+(?:the\s+)?(?:end\s+of\s+)?(?:next\s+|this\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|\s+(?:by|due)\s+(?:eod|eow|tomorrow|today|next\s+week|end\s+of\s+(?:day|week|month)))\b.*$`)
)

// reLabel is a label that opens a line ("ACTION:", "TODO -", "액션:"): it
// says the line is an action, not which.
// So is an action point's number ("AP1 \- …", "AI 3: …", "Action item
// #2 – …"): the list's numbering, which the next meeting may add or drop.
var reLabel = regexp.MustCompile(`(?i)^\s*(?:(?:action(?:\s+items?)?|todo|to-do|follow[- ]?up|액션|할\s*일)\s*[:：\-–—]|(?:ap|ai|action\s*(?:items?|points?)?)\s*#?\d+(?:\.\d+)?\s*\\?[:：\-–—.)])\s*`)

// statusPhrases say how far a task is, not which task it is. Longest
// first, so "in progress" goes before "progress" would.
var statusPhrases = sortedLongestFirst([]string{
	// Korean
	"진행 중", "진행중", "작업 중", "작업중", "하는 중", "검토 중인", "준비 중",
	"계속 진행", "계속", "지속", "완료됨", "완료", "보류", "대기 중", "대기중", "대기", "재확인", "다시", "완전히", "완전",
	"지난주 액션", "지난 회의 액션", "지난 액션", "이월", "예정", "필요", "상태", "진척", "여전히", "아직",
	// stages of work on a deliverable, not another one: "`/annotate`
	// 목업 구현" is work on "`/annotate` 구현".
	"목업", "스켈레톤", "뼈대",
	// English
	"in progress", "in-progress", "ongoing", "on-going", "still", "wip", "continue to", "continuing", "continues", "continue",
	"keep working on", "working on", "work on", "worked on", "to work on", "carry over", "carried over", "carry-over",
	"follow up on", "follow-up on", "followup on", "follow up", "follow-up", "followup", "again", "done", "finished", "completed", "fully", "completely",
	"pending", "blocked", "on hold", "tbd", "todo", "to do", "status", "update on", "progress on", "progress",
	"ongoing work on", "last week", "from last week", "action item", "action items",
	// pointers to the discussion and questions after the status: "Windows
	// work, discussed above", "Downsizing groups logic, any update?".
	"discussed above", "as discussed", "see above", "mentioned above", "any update", "any updates", "any progress",
	// "상기된 오류 수정" (the errors above): the list it points to is the
	// discussion, the task is "오류 수정".
	"상기", "상기한", "앞서 언급한", "위에서 언급한",
	// how near done it is, or that it waits on a reviewer: "release
	// notes in review", "거의 완료" are the state of the release notes.
	"in review", "under review", "almost", "nearly", "mostly", "거의", "대부분",
	// a pull request opened for the work: "PR out with fixes for X" is
	// work on X.
	"pr out with", "pr out for", "pr out", "pr is out", "pr up for", "pr up", "pr is up", "pr opened for", "pr open for",
})

// stopWords are filler that never tells deliverables apart.
var stopWords = map[string]bool{
	"the": true, "a": true, "an": true, "to": true, "of": true, "for": true, "on": true, "in": true, "at": true, "with": true,
	"and": true, "or": true, "our": true, "their": true, "his": true, "her": true, "its": true, "this": true, "that": true,
	"these": true, "those": true, "is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "will": true,
	"should": true, "needs": true, "need": true, "from": true, "about": true, "by": true, "re": true, "into": true, "up": true,
	"it": true, "he": true, "she": true, "they": true, "we": true, "i": true, "has": true, "have": true, "had": true,
	"some": true, "any": true, "all": true, "more": true, "also": true, "then": true, "as": true, "per": true,
	"및": true, "관련": true, "건": true, "등": true, "위한": true, "대한": true, "관한": true, "통해": true, "것": true,
	"후": true, "전": true, "중": true, "좀": true, "더": true,
	"vs": true, "versus": true, "few": true, "out": true,
}

// genericVerbs say that work is done on the deliverable, not which one:
// "finish the report" restates "write the report".
var genericVerbs = map[string]bool{
	"finish": true, "complet": true, "continu": true, "work": true, "do": true, "wrap": true, "handl": true, "start": true,
	"get": true, "keep": true, "mak": true, "look": true, "progress": true, "open": true,
	"마무리": true, "완료": true, "진행": true, "계속": true, "작업": true, "처리": true, "수행": true, "착수": true, "시작": true,
}

// dueWords are relative days and deadline words a title may still carry.
var dueWords = map[string]bool{
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
	"mon": true, "tue": true, "wed": true, "thu": true, "fri": true, "today": true, "tomorrow": true, "eod": true, "eow": true,
	"asap": true, "tonight": true, "due": true, "deadline": true,
	"월요일": true, "화요일": true, "수요일": true, "목요일": true, "금요일": true, "토요일": true, "일요일": true,
	"오늘": true, "내일": true, "모레": true, "이번": true, "다음": true, "주": true, "까지": true, "기한": true, "마감": true,
	"이번주": true, "다음주": true, "금주": true, "차주": true, "주말": true, "월말": true, "오전": true, "오후": true,
}

var monthNames = map[string]bool{
	"january": true, "february": true, "march": true, "april": true, "june": true, "july": true, "august": true,
	"september": true, "october": true, "november": true, "december": true, "jan": true, "feb": true, "mar": true, "apr": true,
	"jun": true, "jul": true, "aug": true, "sep": true, "sept": true, "oct": true, "nov": true, "dec": true,
}

// Korean endings cut from a word of three or more letters: particles and
// the verb endings a task title takes ("작성하기", "검토함").
var koEndings = sortedLongestFirst([]string{
	"에서는", "으로는", "에게서", "에게는", "까지는", "중인",
	"에는", "에도", "와는", "과는", "로는", "하기로", "하였음", "했습니다", "합니다", "하는", "하기", "하고", "하여", "해서", "했음", "하다", "하며", "한다",
	"에서", "으로", "에게", "까지", "부터", "이나", "이랑",
	// the endings of a report or a homework line: "작성해오기",
	// "확인했으나", "배포되었음", "정리해두기".
	"해오기", "해보기", "해두기", "해놓기", "했으나", "하였고", "되었음", "되었다", "했고", "했다", "됐음", "되어", "하자",
	// the past of an adnominal: "유지하던" is "유지하는".
	"하던", "되던", "했던", "됐던",
	"중", "됨", "함", "할", "한", "을", "를", "은", "는", "이", "가", "의", "에", "로", "와", "과", "도", "만", "랑",
})

// koShortForms are two-letter forms of one word that the endings (cut
// from three letters up) leave apart: "되지 않는 오류" and "되지 않던
// 오류" are one bug, told in the present and the past.
var koShortForms = map[string]string{"않는": "않", "않던": "않", "않은": "않", "않았던": "않", "않음": "않", "않았음": "않"}

func sortedLongestFirst(ws []string) []string {
	out := slices.Clone(ws)
	slices.SortStableFunc(out, func(a, b string) int { return utf8.RuneCountInString(b) - utf8.RuneCountInString(a) })
	return out
}

// Of reads the deliverable of a title.
func Of(title string) Deliverable {
	s := norm.NFC.String(title)
	// The expressions run only where they can match (Go's are linear but
	// not cheap, and every open task's title is read once per meeting).
	if strings.ContainsAny(s, "[☐☑☒✅✔✓⬜🔲🔳") {
		s = reCheckbox.ReplaceAllString(s, " ")
	}
	if strings.Contains(s, "](") {
		s = refLinkText(s)
	}
	if strings.ContainsAny(s, "([（") {
		s = reDueParen.ReplaceAllString(s, " ")
		s = reNoteParen.ReplaceAllString(s, " ")
	}
	if hasDigit(s) {
		s = reDate.ReplaceAllString(s, " ")
		if strings.Contains(s, "%") {
			s = reDonePercent.ReplaceAllString(s, " $1$2")
		}
	}
	if l := strings.ToLower(s); strings.Contains(l, " by ") || strings.Contains(l, " due ") || strings.Contains(l, " until ") || strings.Contains(l, " before ") {
		s = reDueTail.ReplaceAllString(s, "")
	}
	s = reLabel.ReplaceAllString(s, "")
	if strings.ContainsAny(s, ".!?:;") {
		s = sentenceStartsLowered(s)
	}
	// A Latin word in a title written (even partly) in Korean names
	// something ("`gpt-4o-mini` 파인튜닝 테스트").
	hangul := extract.HasHangul(s)
	words := dropPhrases(splitScripts(splitWords(s)))
	d := Deliverable{Distinct: map[string]bool{}}
	seen := map[string]bool{}
	for i, w := range words {
		lw := strings.ToLower(w)
		distinct := false
		switch {
		case hasDigit(lw):
			distinct = true
		case utf8.RuneCountInString(w) == 1 && isUpperLatin(w):
			// "고객사 A", "client B"; a lower-case "a" is an article.
			distinct = true
		case hangul && strings.ContainsFunc(w, isASCIILetter):
			// A Latin word in a Korean title names something: iOS, API, www.
			distinct = true
		case isLatin(w) && i > 0 && hasUpper(w) && !stopWords[lw]:
			// A capital inside an English title: Tokyo, Android ("They",
			// "The" capitalised after a wrapped line name nothing).
			distinct = true
		case isLatin(w) && len(w) > 1 && hasUpper(w[1:]):
			distinct = true // iOS, PR, API
		case monthNames[lw]:
			distinct = true
		}
		if !distinct && (stopWords[lw] || dueWords[lw]) {
			continue
		}
		if isHangulWord(w) && particles[w] {
			continue // a particle or ending cut from the word it followed
		}
		t := lw
		switch {
		case !distinct:
			t = stem(lw)
			if t == "" || genericVerbs[t] || stopWords[t] || dueWords[t] {
				continue
			}
			if c, ok := synonyms[t]; ok {
				t = c
			}
		case isLatin(lw):
			// A Latin word has one form whatever the title's language
			// ("reannotate" in a Korean title and in an English one).
			t = stem(lw)
		}
		if seen[t] {
			continue
		}
		seen[t] = true
		d.Terms = append(d.Terms, t)
		if distinct {
			d.Distinct[t] = true
		}
	}
	return d
}

// synonyms read the common words of task work that people use for one
// another as one word ("review" and "check", "draft" and "write", "검토"
// and "확인"), by their stems: the class a person sees in the evidence
// (the title as written). Only near-synonyms of one kind of work: "write"
// and "review" are two tasks on one report, and nouns that name the
// deliverable itself (report, contract, hotel) are never merged.
var synonyms = func() map[string]string {
	classes := map[string][]string{
		// English verbs of task work (stems).
		"check":      {"check", "review", "examin", "inspect", "verify", "verifi", "confirm", "double-check"},
		"writ":       {"writ", "written", "wrote", "draft", "compos"},
		"send":       {"send", "sent", "share", "shar", "circulat", "distribut", "forward"},
		"fix":        {"fix", "resolv", "repair"},
		"updat":      {"updat", "revis", "edit", "refin", "iterat"},
		"contact":    {"contact", "ping", "reach"},
		"investigat": {"investigat", "explor", "research", "dig"},
		"schedul":    {"schedul", "arrang", "organiz", "organis"},
		// English nouns one deliverable is called by.
		"doc":   {"doc", "document", "documentation", "docu"},
		"slid":  {"slid", "slide", "deck", "ppt", "pptx"},
		"bug":   {"bug", "error", "failur", "problem"},
		"email": {"email", "mail", "e-mail"},
		// A short form and the word it shortens name one thing ("private
		// deps/shading", later "private dependencies/shading").
		"dependency":     {"dep", "deps", "dependency", "dependencies"},
		"repository":     {"repo", "repos", "repository", "repositories"},
		"configuration":  {"config", "configs", "configuration"},
		"environment":    {"env", "envs", "environment"},
		"infrastructure": {"infra", "infrastructure"},
		"specification":  {"spec", "specs", "specification"},
		"performance":    {"perf", "performance"},
		// Korean (stems: particles and endings are cut first).
		"검토":   {"검토", "확인", "체크", "점검", "리뷰"},
		"작성":   {"작성", "제작"},
		"수정":   {"수정", "해결", "픽스"},
		"공유":   {"공유", "전달", "발송", "전송"},
		"조사":   {"조사", "리서치"},
		"구현":   {"구현", "개발"},
		"연락":   {"연락", "문의", "컨택"},
		"문서":   {"문서", "도큐먼트"},
		"오류":   {"오류", "에러", "버그", "문제"},
		"메일":   {"메일", "이메일"},
		"슬라이드": {"슬라이드", "발표자료"},
	}
	m := map[string]string{}
	for c, ws := range classes {
		for _, w := range ws {
			m[w] = c
			if isLatin(w) {
				// A word is looked up by its stem: "wrote" is read as
				// "wrot" ("Dana wrote the release notes" restates "write
				// the release notes").
				m[stem(w)] = c
			}
		}
	}
	return m
}()

// workVerbs are the stems of the verbs that say which work is done on a
// deliverable: "write" and "review" the Q3 report are two tasks.
var workVerbs = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"check", "writ", "send", "fix", "updat", "contact", "investigat", "schedul",
		"creat", "add", "remov", "delet", "test", "publish", "prepar", "present", "book", "merg", "deploy", "releas",
		"translat", "design", "implement", "plan", "approv", "submit", "upload", "install", "migrat", "buy", "order", "cancel",
		"검토", "작성", "수정", "공유", "조사", "구현", "연락", "추가", "삭제", "테스트", "배포", "설계", "발표", "준비", "정리", "분석", "구매", "취소"} {
		m[w] = true
		if c, ok := synonyms[w]; ok {
			m[c] = true
		}
	}
	for w, c := range synonyms {
		if m[c] {
			m[w] = true
		}
	}
	return m
}()

// phrasesByFirst are statusPhrases split into lower-case words, by their
// first word, longest first.
var phrasesByFirst = func() map[string][][]string {
	out := map[string][][]string{}
	for _, p := range statusPhrases {
		ws := splitWords(p)
		out[ws[0]] = append(out[ws[0]], ws)
	}
	for _, ps := range out {
		slices.SortStableFunc(ps, func(a, b []string) int { return len(b) - len(a) })
	}
	return out
}()

// koTail are what may follow a Korean status word in the same word
// ("진행중인", "완료된", "보류됨").
var koTail = map[string]bool{"": true, "인": true, "된": true, "됨": true, "임": true, "중": true, "중인": true, "입니다": true, "이다": true,
	"적": true, "적인": true, "적으로": true, // "지속적인", "계속적으로"
	"함": true, "하는": true, "했음": true, "해": true, "하여": true, "으로": true, "로": true, "이": true, "가": true, "은": true, "는": true, "을": true, "를": true}

// dropPhrases removes status phrases from words (compared without case).
func dropPhrases(words []string) []string {
	out := make([]string, 0, len(words))
	for i := 0; i < len(words); {
		k := 0
		for _, p := range phrasesFor(strings.ToLower(words[i])) {
			if matchPhrase(words[i:], p) {
				k = len(p)
				break
			}
		}
		if k > 0 {
			i += k
			continue
		}
		out = append(out, words[i])
		i++
	}
	return out
}

// phrasesFor are the phrases a word may start: those whose first word it
// is, and for a Korean word those of one word it may carry a tail after.
func phrasesFor(w string) [][]string {
	ps := phrasesByFirst[w]
	if !isHangulWord(w) {
		return ps
	}
	for tail := range koTail {
		if tail != "" && strings.HasSuffix(w, tail) {
			ps = append(ps, phrasesByFirst[strings.TrimSuffix(w, tail)]...)
		}
	}
	return ps
}

func matchPhrase(words, p []string) bool {
	if len(p) == 0 || len(p) > len(words) {
		return false
	}
	for j, pw := range p {
		w := strings.ToLower(words[j])
		if w == pw {
			continue
		}
		if j == len(p)-1 && isHangulWord(pw) && strings.HasPrefix(w, pw) && koTail[strings.TrimPrefix(w, pw)] {
			continue
		}
		return false
	}
	return true
}

func isHangulWord(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.Is(unicode.Hangul, r)
}

// splitScripts splits a word where Latin letters or digits meet Hangul:
// Korean writes particles and endings onto a Latin word ("deploy중",
// "v4에서", "Select하기", "annotate가"), which are then read apart.
func splitScripts(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		start, prev := 0, -1
		for i, r := range w {
			cur := 0
			if unicode.Is(unicode.Hangul, r) {
				cur = 1
			}
			if prev == 0 && cur == 1 {
				out = append(out, w[start:i])
				start = i
			}
			prev = cur
		}
		out = append(out, w[start:])
	}
	return out
}

// particles are Korean particles, endings and bound words that say
// nothing of a deliverable when they stand alone ("는" left of "백엔드는"
// once the owner is read, "중" of "deploy중").
var particles = func() map[string]bool {
	m := map[string]bool{"중": true, "등": true, "및": true}
	for _, e := range koEndings {
		m[e] = true
	}
	for t := range koTail {
		if t != "" {
			m[t] = true
		}
	}
	// "적" alone is a word ("적 기지"), a tail only after a status word.
	delete(m, "적")
	return m
}()

// splitWords splits on anything but letters and digits.
func splitWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) })
}

// stem cuts inflections: English suffixes, Korean particles and endings.
func stem(w string) string {
	if isLatin(w) {
		n := len(w)
		switch {
		case n > 5 && strings.HasSuffix(w, "ing"):
			w = w[:n-3]
		case n > 4 && strings.HasSuffix(w, "ies"):
			w = w[:n-3] + "y"
		case n > 4 && strings.HasSuffix(w, "ed"):
			w = w[:n-2]
		case n > 4 && (strings.HasSuffix(w, "ses") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "ches")):
			w = w[:n-2]
		case n > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
			w = w[:n-1]
		}
		if len(w) > 3 && strings.HasSuffix(w, "e") {
			w = w[:len(w)-1]
		}
		// the noun of a verb in -ss: "the panel discussion" is what
		// "discuss the panel" makes ("discussed" → "discuss").
		if len(w) > 8 && strings.HasSuffix(w, "ssion") {
			w = w[:len(w)-3]
		}
		// doubled final consonant of a cut suffix: "planned" → "plann" → "plan"
		if n := len(w); n > 3 && w[n-1] == w[n-2] && !strings.ContainsRune("aeiouls", rune(w[n-1])) {
			w = w[:n-1]
		}
		return w
	}
	if base, ok := koShortForms[w]; ok {
		return base
	}
	if utf8.RuneCountInString(w) >= 3 {
		for _, e := range koEndings {
			if strings.HasSuffix(w, e) && utf8.RuneCountInString(w)-utf8.RuneCountInString(e) >= 2 {
				return strings.TrimSuffix(w, e)
			}
		}
	}
	return w
}

func hasDigit(s string) bool {
	return strings.ContainsFunc(s, unicode.IsDigit)
}

func isASCIILetter(r rune) bool { return r < unicode.MaxASCII && unicode.IsLetter(r) }

func hasUpper(s string) bool { return strings.ContainsFunc(s, unicode.IsUpper) }

func isUpperLatin(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r < unicode.MaxASCII && unicode.IsUpper(r)
}

func isLatin(s string) bool {
	for _, r := range s {
		if r >= 0x250 || !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

func isMostlyHangul(s string) bool {
	h, l := 0, 0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Hangul, r):
			h++
		case unicode.IsLetter(r):
			l++
		}
	}
	return h > l
}

// WorkTitle is a line's title without the status it states: "물류 계약서
// 초안 검토 — 진행 중", "Draft the vendor contract (ongoing)" and "WIP:
// draft the vendor contract" are the work "물류 계약서 초안 검토" and
// "Draft the vendor contract" (a task filed from a restating line, as a
// split files one, carries the work; the status is the link's fact). It
// knows status words only as Of (statusPhrases) and StatusOf do: one
// vocabulary, never a second copy. Only a part that says nothing but a
// status goes: one set off by a dash, colon, comma or brackets, or status
// words ending the title ("… 검토 진행 중", "… in progress"); a title that
// is nothing but a status is kept as written.
func WorkTitle(title string) string {
	t := strings.TrimSpace(norm.NFC.String(title))
	for {
		next := cutStatusPart(t)
		if next == t {
			break
		}
		t = next
	}
	if t == "" {
		return strings.TrimSpace(title)
	}
	return t
}

var (
	// reStatusGroup is a bracketed part of a title.
	reStatusGroup = regexp.MustCompile(`\s*[(\[（【]([^()\[\]（）【】]*)[)\]）】]`)
	// reStatusSep sets a part of a title apart: a dash between spaces, an
	// en or em dash, a colon, comma, semicolon or bar before a space.
	reStatusSep = regexp.MustCompile(`\s+-{1,2}\s+|\s*[–—]+\s*|\s*[:：,;|]\s+|\s*[:：]$`)
)

// cutStatusPart takes one status part off t (t itself when it has none).
func cutStatusPart(t string) string {
	for _, m := range reStatusGroup.FindAllStringSubmatchIndex(t, -1) {
		if statusOnly(t[m[2]:m[3]]) {
			if rest := trimSeps(t[:m[0]] + t[m[1]:]); rest != "" {
				return rest
			}
		}
	}
	if seps := reStatusSep.FindAllStringIndex(t, -1); len(seps) > 0 {
		last, first := seps[len(seps)-1], seps[0]
		if head := trimSeps(t[:last[0]]); head != "" && statusOnly(t[last[1]:]) {
			return head
		}
		if tail := trimSeps(t[first[1]:]); tail != "" && statusOnly(t[:first[0]]) {
			return tail
		}
	}
	// Status words ending the title with no mark before them: only those
	// that state a status ("진행 중", "in progress", "done"), not every
	// word of the vocabulary ("follow up", "again" may be the work).
	spans := wordSpans(t)
	for i := 1; i < len(spans); i++ {
		words := make([]string, 0, len(spans)-i)
		for _, s := range spans[i:] {
			words = append(words, t[s[0]:s[1]])
		}
		phrase := t[spans[i][0]:]
		if len(dropPhrases(words)) == 0 && StatusOf(phrase) != StatusNone {
			if head := trimSeps(t[:spans[i][0]]); head != "" {
				return head
			}
		}
	}
	return t
}

// statusOnly: s says a status and nothing else — status words (of the
// vocabulary Of drops, or words StatusOf reads) with at most filler.
func statusOnly(s string) bool {
	words := splitWords(s)
	rest := dropPhrases(words)
	status := len(rest) < len(words)
	for _, w := range rest {
		switch lw := strings.ToLower(w); {
		case stopWords[lw] || isHangulWord(w) && particles[w]:
		case StatusOf(w) != StatusNone:
			status = true
		default:
			return false
		}
	}
	return status
}

// wordSpans are the byte spans of t's words (as splitWords reads them).
func wordSpans(t string) [][2]int {
	var out [][2]int
	start := -1
	for i, r := range t {
		in := unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(t)})
	}
	return out
}

// trimSeps trims spaces and the marks that set a part apart.
func trimSeps(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune("-–—:：,;|", r) })
}
