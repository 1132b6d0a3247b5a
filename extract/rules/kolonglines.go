package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean running minutes often write a whole discussion on one line:
// "로그인 오류: 원인은 타임아웃 설정으로 추정. 지훈님이 금요일까지 설정값
// 확인하고 공유하기로 함. 배포는 다음 주에 진행." Read whole, the line is one
// action titled by all three sentences (or, with two people committing,
// an action for one of them). Its items — sentences, " / "-separated
// notes, an inline numbered list — are read one by one instead, each on
// the line they share (labels are kept by line).

// minLongLineBytes: a line shorter than this is one item however it is
// punctuated ("tempauth - 장태희", "설정 확인 / 공유").
const minLongLineBytes = 120

// reKoInlineNumber: an inline item number ("1) ", "2. ", "(3) ") after
// the line's start or a space.
var reKoInlineNumber = regexp.MustCompile(`(?:^|\s)\(?(\d{1,2})[.)]\s+`)

// reKoLongSep: separators of notes written on one line.
var reKoLongSep = regexp.MustCompile(`\s+(?:/|\||·|-|–|—)\s+|;\s+`)

// reKoItemCommit: what makes one item of a long line work somebody will
// do: a commitment ending or a deadline.
var reKoItemCommit = regexp.MustCompile(`(?:하기로|기로\s*(?:함|했|하였|합의)|(?:할|진행할|작성할|정리할)\s*예정|예정(?:임|입니다)?\s*[.]?$|할\s*것|할게|하겠|해\s*주세요|부탁|까지)`)

// koSplitLongLines replaces each long Korean line of several items
// with one node per item, on the same line; the rest of the document
// keeps its nodes (parents are renumbered).
func koSplitLongLines(d *doc.Document) { splitItems(d, koLineItems) }

// splitItems replaces each node of d for which itemsOf gives two or more
// texts with one node per text, on the node's line.
func splitItems(d *doc.Document, itemsOf func(doc.Node) []string) {
	splitNodes(d, func(n doc.Node) []doc.Node {
		items := itemsOf(n)
		if len(items) < 2 {
			return nil
		}
		out := make([]doc.Node, 0, len(items))
		for _, it := range items {
			m := n
			m.Text = it
			out = append(out, m)
		}
		return out
	})
}

// splitNodes replaces each node of d for which split returns nodes (two
// or more, on the node's line) with them, and keeps the others; parents
// are renumbered so that the document's tree still holds.
func splitNodes(d *doc.Document, split func(doc.Node) []doc.Node) {
	var nodes []doc.Node
	at := make([]int, len(d.Nodes))
	changed := false
	for i, n := range d.Nodes {
		at[i] = len(nodes)
		if parts := split(n); len(parts) > 0 {
			changed = true
			nodes = append(nodes, parts...)
			continue
		}
		nodes = append(nodes, n)
	}
	if !changed {
		return
	}
	for k := range nodes {
		if nodes[k].Parent >= 0 {
			nodes[k].Parent = at[nodes[k].Parent]
		}
	}
	d.Nodes = nodes
}

// koLineItems: the items of a long Korean line, or nil when it is one.
func koLineItems(n doc.Node) []string {
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || n.Wrap != "" || !extract.HasHangul(n.Text) {
		return nil
	}
	text := strings.TrimSpace(n.Text)
	if n.Kind == doc.ListItem && reKoFinishedNote.MatchString(stripInline(text)) {
		// "… 폴더 생성 + 요약 작성 (완료, summary.md)": the done note
		// closes the whole line; its parts are not read apart from it
		// (kodecidedwork.go).
		return nil
	}
	if items := koInlineNumbered(text); items != nil {
		// Numbers written inline make a list however short the line.
		return items
	}
	if items := koInlinePairs(text); items != nil {
		return items
	}
	if items := koProseCommitments(n, text); items != nil {
		return items
	}
	if len(text) < minLongLineBytes {
		return nil
	}
	var items []string
	sentences := koLineSentences(text)
	if n.Kind == doc.Paragraph {
		for _, s := range sentences {
			if strings.HasSuffix(strings.TrimRight(s, ". "), "다") {
				// Running prose ("… 요약해 오기로 했다."): its sentences
				// are read as prose (kostudy.go).
				return nil
			}
		}
	}
	for _, s := range sentences {
		// A part too short to be an item goes back to its neighbour
		// with the separator as written ("… 결과 공유 - 김민수" keeps its
		// owner after the dash).
		var parts []string
		prev, sep := 0, ""
		for _, loc := range reKoLongSep.FindAllStringIndex(s, -1) {
			parts = appendPart(parts, sep, s[prev:loc[0]])
			prev, sep = loc[1], s[loc[0]:loc[1]]
		}
		parts = appendPart(parts, sep, s[prev:])
		for _, part := range parts {
			items = appendItem(items, part)
		}
	}
	if len(items) < 2 {
		return nil
	}
	for _, it := range items {
		if reKoItemCommit.MatchString(it) {
			return items
		}
	}
	for sec := n.Section; sec != nil; sec = sec.Parent {
		if isActionHeading(normHeading(sec.Title)) {
			// Under a to-do heading every item is a task, nominal ones
			// too ("로그인 API 구현 / 회원가입 화면 디자인 / …").
			return items
		}
	}
	// Sentences that commit nobody: the line stays as written.
	return nil
}

// koProseCommitments: a paragraph of running prose whose sentences say
// what was done and what somebody agreed to do ("오늘은 진행 상황을
// 점검하였다. 민수는 다음 주까지 ERD를 완성하기로 했다.") has one item per
// sentence however short the line, so a report's words never title the
// commitment and two people's commitments are two tasks.
func koProseCommitments(n doc.Node, text string) []string {
	if n.Kind != doc.Paragraph {
		return nil
	}
	sentences := koSentences(text)
	if len(sentences) < 2 || len(sentences) > 8 {
		return nil
	}
	commits := 0
	for _, s := range sentences {
		if utf8.RuneCountInString(s) < 6 {
			return nil
		}
		if reKoAgreedTo.MatchString(s) {
			commits++
		}
	}
	if commits == 0 {
		return nil
	}
	return sentences
}

// appendItem adds part as an item, or to the last one when it is too
// short to be one (a name, a word or two).
func appendItem(items []string, part string) []string {
	part = strings.TrimSpace(part)
	if part == "" {
		return items
	}
	if len(items) > 0 && (len(strings.Fields(part)) < 2 || utf8.RuneCountInString(part) < 6) {
		items[len(items)-1] += " " + part
		return items
	}
	if len(items) > 0 && (len(strings.Fields(items[len(items)-1])) < 2 || utf8.RuneCountInString(items[len(items)-1]) < 6) {
		items[len(items)-1] += " " + part
		return items
	}
	return append(items, part)
}

// koLineSentences splits text after each sentence's closing period: a period
// after a Hangul syllable or a closing parenthesis, followed by a space
// ("… 추정. 지훈님이 …"); "v1.2", "e.g. " and URLs stay whole.
func koLineSentences(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		if text[i] != '.' || i+1 >= len(text) || text[i+1] != ' ' {
			continue
		}
		r, _ := utf8.DecodeLastRuneInString(text[:i])
		if !unicode.Is(unicode.Hangul, r) && r != ')' {
			continue
		}
		out = append(out, strings.TrimSpace(text[start:i+1]))
		start = i + 1
	}
	return append(out, strings.TrimSpace(text[start:]))
}

// reKoInlinePair: one "name - work" pair of a line that lists them
// ("김민수 - 회원가입 API").
var reKoInlinePair = regexp.MustCompile(`^[\p{Hangul}]{2,4}(?:\s*(?:님|씨))?\s*[-–—:：]\s*\S`)

// koInlinePairs: "다음 주까지 각자 할 일: 김민수 - 회원가입 API, 이서연 -
// 마이페이지 UI" — a label closed by a colon over comma-separated "name -
// work" pairs — as one item per pair, each led by the label (its
// deadline, its context), or nil.
func koInlinePairs(text string) []string {
	k := strings.IndexAny(text, ":：")
	if k <= 0 || k > 90 {
		return nil
	}
	lead := strings.TrimSpace(text[:k+len(":")])
	if strings.HasPrefix(text[k:], "：") {
		lead = strings.TrimSpace(text[:k+len("：")])
	}
	parts := strings.Split(strings.TrimSpace(text[len(lead):]), ",")
	if len(parts) < 2 || len(parts) > 12 {
		return nil
	}
	items := make([]string, 0, len(parts))
	for _, part := range parts {
		part = strings.TrimSpace(part)
		if !reKoInlinePair.MatchString(part) {
			return nil
		}
		items = append(items, lead+" "+part)
	}
	return items
}

// koInlineNumbered: "1) 테스트 작성 2) 배포 정리 3) README 갱신" as its
// items, or nil unless the numbers run 1, 2, … in order. Words before the
// first number that end in a colon (an owner, a label) open every item.
func koInlineNumbered(text string) []string {
	ms := reKoInlineNumber.FindAllStringSubmatchIndex(text, -1)
	if len(ms) < 2 {
		return nil
	}
	for k, m := range ms {
		if text[m[2]:m[3]] != string(rune('1'+k)) || k >= 9 {
			return nil
		}
	}
	lead := strings.TrimSpace(text[:ms[0][0]])
	if lead != "" && !strings.HasSuffix(lead, ":") && !strings.HasSuffix(lead, "：") {
		return nil
	}
	var items []string
	for k, m := range ms {
		end := len(text)
		if k+1 < len(ms) {
			end = ms[k+1][0]
		}
		it := strings.TrimRight(strings.TrimSpace(text[m[1]:end]), ",;")
		if it == "" {
			return nil
		}
		if lead != "" {
			it = lead + " " + it
		}
		items = append(items, it)
	}
	return items
}

// appendPart adds part to parts, or joins it to the last part with sep
// when either is too short to be an item of its own.
func appendPart(parts []string, sep, part string) []string {
	part = strings.TrimSpace(part)
	if part == "" {
		return parts
	}
	if k := len(parts) - 1; k >= 0 && (tooShortItem(part) || tooShortItem(parts[k])) {
		parts[k] += sep + part
		return parts
	}
	return append(parts, part)
}

// tooShortItem: a name, a word or two.
func tooShortItem(s string) bool {
	return len(strings.Fields(s)) < 2 || utf8.RuneCountInString(s) < 6 || koNameOnly(s) != ""
}
