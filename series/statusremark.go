package series

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// A restated line often closes with how its task stands, set apart by a
// dash or in parentheses: "fix the docs build (#412) - in progress, PR
// #418 up", "— done, merged in #420", "- blocked on #77", "(WIP, see PR
// #9)", "- 진행 중, PR #418 올림". That remark is no work: a reference in
// it is evidence of progress on the task (the pull request opened for
// it, the one it was merged in, the one it waits on), not a deliverable
// the task lacks, and a title filed from the line is the work before it.
// A reference in the work clause, or after a verb of work even inside
// the remark ("- in progress; will also fix #99", "- done, Bob to
// review PR #418"), stays work.

// reRemarkOpen opens a remark: a dash between spaces, an en or em dash,
// an arrow, an opening parenthesis.
var reRemarkOpen = regexp.MustCompile(`\s+-{1,2}>?\s+|\s*[–—]+\s*|\s*(?:→|=>)\s*|\s*[(（]`)

// reKoStatusOpen: a Korean status phrase as a word of its own, closing
// its clause ("… 진행 중, …", "… 완료; …") or the line. Not "검토 중",
// "작업 중": there the verb is the work ("계약서 검토 중" reviews the
// contract; cut, it would name "계약서 작성" by fewer words).
var reKoStatusOpen = regexp.MustCompile(`\s+(진행\s*중|완료)(?:\s*[,，;]|\s*$)`)

// reRemarkStatus are the words that make a remark a status remark
// beside those StatusOf and wordsStatus read: a pull request or work
// said to be up, opened, submitted, under review, landed; in Korean a
// pull request raised, a review under way, merged.
var reRemarkStatus = regexp.MustCompile(`(?i)\b(?:in[- ]progress|done|finished|completed?|merged|landed|blocked|wip|opened|submitted|(?:in|under|up\s+for)\s+review|ongoing|started|closed)\b|(?:PR|MR)\s*(?:#?\d+\s*)?(?:을|를)?\s*(?:올림|올렸|생성|제출)|(?:리뷰|검토|진행|작업)\s*중|완료|머지\s*(?:됨|완료|했)|병합\s*(?:됨|완료|했)|보류|막힘`)

// reKoStatusAfterWork: a Korean verb of work followed by the word that
// says it is done or under way ("#420에서 수정 완료", "검토 중"), as a word
// of its own (not "함께", "중요"): a status, not work to come.
var reKoStatusAfterWork = regexp.MustCompile(`\p{Hangul}+\s*(?:완료|중|됨|했음|함|하였음)(?:[^\p{Hangul}]|$)`)

// statusRemark is where title's status remark starts and ends ([start,
// end) of the text after its separator, sep the separator's start), or
// ok false when it has none: the first dash or parenthesis whose text
// opens on a status. A parenthesis naming only a reference ("(#412)") is
// the work's, and the search goes on after it.
func statusRemark(title string) (sep, start, end int, ok bool) {
	opens := reRemarkOpen.FindAllStringIndex(title, -1)
	for _, m := range reKoStatusOpen.FindAllStringSubmatchIndex(title, -1) {
		// "… 수정 (#412) 진행 중, PR #418 올림": a Korean line often says
		// how the work stands right after it, a comma then setting the
		// rest apart; the status word opens the remark.
		opens = append(opens, []int{m[0], m[2]})
	}
	slices.SortFunc(opens, func(a, b []int) int { return a[0] - b[0] })
	for _, m := range opens {
		start, end = m[1], len(title)
		if strings.ContainsAny(title[m[0]:m[1]], "(（") {
			c := strings.IndexAny(title[start:], ")）")
			if c < 0 {
				continue
			}
			end = start + c
		}
		r := title[start:end]
		if strings.TrimSpace(r) == "" {
			continue
		}
		// The status opens the remark: "2026–2027 budget - done" has its
		// remark after the dash, not after the en dash of a range.
		if loc := reRemarkClause.FindStringIndex(r); loc != nil {
			r = r[:loc[0]]
		}
		if remarkStates(r) {
			return m[0], start, end, true
		}
	}
	return 0, 0, 0, false
}

// remarkStates: clause r states how the work stands — not how it
// should come to stand ("should be done", "to be merged", "will be
// done by Friday"), nor asks it.
func remarkStates(r string) bool {
	if reFutureWork.MatchString(r) || reToBe.MatchString(r) || strings.ContainsAny(r, "?？") {
		// A question asks how it stands ("can it be done without …?").
		return false
	}
	return StatusOf(r) != StatusNone || wordsStatus(r) != StatusNone || reRemarkStatus.MatchString(r)
}

// reToBe: a status to come ("to be done", "should be merged").
var reToBe = regexp.MustCompile(`(?i)\b(?:to|should|must|shall|can|could|would|needs?\s+to)\s+(?:be|get)\b`)

// reRemarkClause sets a remark's clauses apart.
var reRemarkClause = regexp.MustCompile(`\s*[,;，、]\s*|[.!。]\s+|\s+-{1,2}>?\s+|\s*[–—]+\s*|\s*(?:→|=>)\s*`)

// workClause: clause c of a status remark names work of its own — a plan
// ("will also fix #99"), a second piece of work ("and the CLI docs"),
// or a verb of work not in a past form nor in a status phrase ("Bob to
// review PR #418", "#99 수정 요청"). Past forms
// ("merged in #420", "fixed by #9") and status phrases ("under review",
// "검토 중") report the work.
func workClause(c string) bool {
	if reFutureWork.MatchString(c) || reAlsoWork.MatchString(c) {
		return true
	}
	// The status phrases say how it stands, whatever verb they carry.
	c = reInReview.ReplaceAllString(c, " ")
	c = reWordsPROpen.ReplaceAllString(c, " ")
	c = reKoStatusAfterWork.ReplaceAllString(c, " ")
	c = reRemarkStatus.ReplaceAllString(c, " ")
	for _, w := range splitWords(c) {
		lw := strings.ToLower(w)
		if isLatin(lw) && (strings.HasSuffix(lw, "ed") || pastForms[lw]) {
			continue
		}
		if workVerbs[stem(lw)] || workVerbs[Of(w).first()] {
			return true
		}
	}
	return false
}

// pastForms are irregular past participles of verbs of work: a report.
var pastForms = map[string]bool{"done": true, "sent": true, "written": true, "wrote": true, "built": true, "made": true, "put": true, "set": true}

// first is d's first term, or "".
func (d Deliverable) first() string {
	if len(d.Terms) == 0 {
		return ""
	}
	return d.Terms[0]
}

// progressMasked is title with each reference in the clauses of its
// status remark that name no work of their own blanked out: what is
// left names the work. ok false: the title has no status remark.
func progressMasked(title string) (string, bool) {
	_, start, end, ok := statusRemark(title)
	if !ok {
		return title, false
	}
	return title[:start] + maskedRemark(title[start:end]) + title[end:], true
}

// maskedRemark is remark r with the references and links of its clauses
// that name no work of their own blanked out.
func maskedRemark(r string) string {
	var b strings.Builder
	at := 0
	mask := func(c string) string {
		if workClause(c) {
			return c
		}
		return reURL.ReplaceAllString(reTitleRef.ReplaceAllString(c, " "), " ")
	}
	for _, loc := range reRemarkClause.FindAllStringIndex(r, -1) {
		b.WriteString(mask(r[at:loc[0]]))
		b.WriteString(r[loc[0]:loc[1]])
		at = loc[1]
	}
	b.WriteString(mask(r[at:]))
	return b.String()
}

// withoutStatusRemark is title without its status remark when every
// clause of the remark reports, none names work of its own and the
// remark names nothing the work does not (no name, number or entity but
// the references of its progress): "fix the
// Windows docs build (#412) - in progress, PR #418 up" is filed as "fix
// the Windows docs build (#412)". A remark that names work, or a title
// that would be left with no words, keeps it all.
func withoutStatusRemark(title string) string {
	sep, start, end, ok := statusRemark(title)
	if !ok {
		return title
	}
	for _, c := range reRemarkClause.Split(title[start:end], -1) {
		if workClause(c) {
			return title
		}
	}
	tail := ""
	if end < len(title) {
		tail = strings.TrimLeftFunc(title[end+len(string([]rune(title[end:])[0])):], unicode.IsSpace)
	}
	head := strings.TrimRightFunc(title[:sep], func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(",;:-–—", r) })
	hd := Of(head)
	if len(hd.Terms) == 0 {
		return title
	}
	for t := range Of(maskedRemark(title[start:end])).Distinct {
		if !slices.Contains(hd.Terms, t) {
			// "port the tests - done for Linux": the remark names what
			// the work covers; cut, the title would name other work
			// ("port the tests to Windows") by fewer words.
			return title
		}
	}
	if tail != "" {
		head += " " + tail
	}
	return head
}

// workRefs are the references of a's title that name work: a restating
// line's references in its status remark report progress on the task
// ("- in progress, PR #418 up") and are left out.
func workRefs(a Action) []string {
	if a.Kind.Restating() {
		if t, ok := progressMasked(a.Title); ok {
			return titleRefsOf(t)
		}
	}
	return titleRefsOf(a.Title)
}
