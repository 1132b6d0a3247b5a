package doc

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// reKoLetterBullet: a Korean letter numbering a list ("가.", "나)").
var reKoLetterBullet = regexp.MustCompile(`^[가나다라마바사아자차카타파하][.)]$`)

// reRomanBullet: a Roman numeral sign numbering a list ("Ⅰ.", "ⅱ)").
var reRomanBullet = regexp.MustCompile(`^[Ⅰ-Ⅻⅰ-ⅻ][.)]$`)

// reParenNumber: a number in parentheses ("(1)").
var reParenNumber = regexp.MustCompile(`^\(\d{1,2}\)$`)

// numberScheme names how a bullet numbers: "1." and "1)" and "가." and
// "Ⅰ." and "(1)" and "①" are six schemes, "" no number.
func numberScheme(bullet string) string {
	switch {
	case reNumberedBullet.MatchString(bullet):
		return "digit" + bullet[len(bullet)-1:]
	case reKoLetterBullet.MatchString(bullet):
		return "ko" + bullet[len(bullet)-1:]
	case reRomanBullet.MatchString(bullet):
		return "roman" + bullet[len(bullet)-1:]
	case reParenNumber.MatchString(bullet):
		return "paren"
	case utf8.RuneCountInString(bullet) == 1 && strings.ContainsRune("①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳", firstRune(bullet)):
		return "circled"
	}
	return ""
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// schemeLevel is the pseudo level of a part titled by numbering scheme:
// the numberings rank as the minutes first use them to title parts, the
// first the outer one at level 7 as a bold line's part is ("Ⅰ. 백엔드"
// over "1) 진행사항" over "(1) API"; "1. 백엔드" over "가. 진행사항");
// schemes is that order. Roman numerals number the outermost parts
// wherever they first appear: a report's "Ⅱ. 참석자" after a "1) 회의
// 정보" near its top is no part of that one.
func schemeLevel(schemes []string, scheme string) (int, []string) {
	for k, s := range schemes {
		if s == scheme {
			return 7 + k, schemes
		}
	}
	if strings.HasPrefix(scheme, "roman") {
		return 7, append([]string{scheme}, schemes...)
	}
	return 7 + len(schemes), append(schemes, scheme)
}

// lineMarks is the numbering scheme of every line's list marker, read
// once a document's first numbered item asks: a numbered title looks
// back up to 400 lines for its siblings and parent, and reading each
// line's marker again for every numbered line made a long numbered list
// parse 2.4 times slower.
type lineMarks struct {
	lines []string
	// scheme: the line's numbering ("" none); marked: it has a list
	// marker at all.
	scheme []string
	marked []bool
}

func (m *lineMarks) at(j int) (scheme string, marked bool) {
	if m.scheme == nil {
		m.scheme, m.marked = make([]string, len(m.lines)), make([]bool, len(m.lines))
		for k, l := range m.lines {
			t := strings.TrimSpace(l)
			if loc := listMarker(m.lines, k, t); loc != nil {
				m.scheme[k], m.marked[k] = numberScheme(strings.TrimSpace(t[:loc[1]])), true
			}
		}
	}
	return m.scheme[j], m.marked[j]
}

// numberedTitleLevel: item i, numbered ("2. 프론트엔드", "가. 진행사항"),
// is the title of a part of an outline numbered without heading markup
// — a word processor's or a report template's minutes exported as text —
// when it is short, no sentence, and the next written line at its indent
// is another numbering ("1. 백엔드" over "가. 진행사항") or a label
// ("다음주까지:"); or a bullet, when the numbered line sits under a
// title of another numbering ("가. 진행사항" over "- API 구현" under "1.
// 백엔드"), or when it reads as a bare title (bareTitle): a numbered line
// over bullets at its margin is as often a task and its steps ("1. 설계서
// 작성 – 김하늘" over "- 맡은 장 작성"). The
// next number of a numbering that titled a part titles one too ("2.
// Topic: PR review" over a paragraph after "1. Actions" over its list).
// Korean reports number parts "Ⅰ." over "1)" over "(1)" too. It gives the
// item's numbering scheme (schemeLevel ranks it).
func (m *lineMarks) numberedTitleLevel(i, indent int, bullet, body string) (string, bool) {
	scheme := numberScheme(bullet)
	if scheme == "" || !numberedTitleText(body) {
		return "", false
	}
	if m.numberedPartTitle(i, indent, scheme) {
		return scheme, true
	}
	if j := m.numberedBefore(i, indent, func(s string) bool { return s == scheme }); j >= 0 && j < i-1 {
		t := strings.TrimSpace(m.lines[j])
		loc := listMarker(m.lines, j, t)
		return scheme, numberedTitleText(t[loc[1]:]) && m.numberedPartTitle(j, indent, scheme)
	}
	return "", false
}

// numberedPartTitle: numbered line i titles a part by what is under it
// (see numberedTitleLevel), its siblings aside.
func (m *lineMarks) numberedPartTitle(i, indent int, scheme string) bool {
	switch m.numberedOver(i, indent, scheme) {
	case overTitle:
		return true
	case overBullet:
		if j := m.numberedBefore(i, indent, func(s string) bool { return s != "" && s != scheme }); j >= 0 {
			if parent, _ := m.at(j); m.numberedOver(j, indent, parent) == overTitle {
				return true
			}
		}
		t := strings.TrimSpace(m.lines[i])
		loc := listMarker(m.lines, i, t)
		return loc != nil && bareTitle(t[loc[1]:])
	}
	return false
}

// reKoWorkNoun: a Korean line ending in a noun of work done ("로그인
// 구현", "설계서 작성"): a task and its steps, not a part's title.
var reKoWorkNoun = regexp.MustCompile(`(?:작성|구현|수정|추가|개발|준비|정리|조사|설계|테스트|배포|검토|공부|학습|분석|제작|완성|확인|연동|적용|변경|제출|보완|해결|구축|도입|리팩토링|리팩터링|마무리|예약|신청|연락|공유|업로드|녹화|촬영|발송|하기|할 것)$`)

// bareTitle: a numbered line's text that names a part — a team, a topic,
// a label: one to three words, no owner or deadline after it
// (reOwnerTail), no number, not a Korean noun of work.
func bareTitle(body string) bool {
	t := strings.TrimRight(strings.TrimSpace(stripInlineMarks(body)), ":： ")
	return t != "" && len(strings.Fields(t)) <= 3 && !reOwnerTail.MatchString(t) && !strings.ContainsAny(t, "0123456789") && !reKoWorkNoun.MatchString(t)
}

// numberedBefore is the nearest line above i, at indent, numbered in a
// scheme want accepts (-1: none within 400 lines).
func (m *lineMarks) numberedBefore(i, indent int, want func(string) bool) int {
	for j := i - 1; j >= 0 && j >= i-400; j-- {
		if strings.TrimSpace(m.lines[j]) == "" || indentOf(m.lines[j]) != indent {
			continue
		}
		if s, _ := m.at(j); want(s) {
			return j
		}
	}
	return -1
}

// numberedTitleText: short, no sentence; a colon only after one word
// ("Topic: PR Review").
func numberedTitleText(body string) bool {
	t := strings.TrimRight(strings.TrimSpace(stripInlineMarks(body)), ":： ")
	if t == "" || utf8.RuneCountInString(t) > 40 || len(strings.Fields(t)) > 6 || strings.ContainsAny(t, ".?!;") {
		return false
	}
	if k := strings.IndexAny(t, ":："); k >= 0 && (len(strings.Fields(t[:k])) != 1 || strings.ContainsAny(t[k+1:], ":：")) {
		return false
	}
	return true
}

// What the next written line under a numbered line is.
const (
	overNothing = iota // an item of its numbering, deeper text, a heading, a table, a line of text
	overTitle          // another numbering or a label: the numbered line titles a part
	overBullet         // a bullet at its margin: a part's title or an item's steps
)

// numberedOver: what is under numbered line i, at its indent (a line
// above it of its own numbering makes it an item of that list).
func (m *lineMarks) numberedOver(i, indent int, scheme string) int {
	lines := m.lines
	if j := i - 1; j >= 0 && strings.TrimSpace(lines[j]) != "" && indentOf(lines[j]) == indent {
		if s, _ := m.at(j); s == scheme {
			return overNothing
		}
	}
	for j := i + 1; j < len(lines) && j <= i+3; j++ {
		next := strings.TrimSpace(lines[j])
		if next == "" {
			continue
		}
		if indentOf(lines[j]) != indent || strings.HasPrefix(next, "#") || strings.HasPrefix(next, "|") {
			return overNothing
		}
		if s, marked := m.at(j); marked {
			switch {
			case s == scheme:
				return overNothing
			case s != "" || j > i+1:
				// (A blank line parts a title from its part's list,
				// as numberedPart reads a later number.)
				return overTitle
			}
			return overBullet
		}
		// A line of text under a numbered line may be its detail
		// ("1. 라벨링 데이터 추출" over "머리 찾아서 자르기 - Jo"); a
		// label is a part's.
		if colonEnded(next) {
			return overTitle
		}
		return overNothing
	}
	return overNothing
}

// reDecimalTitle: a part's number in a decimal outline ("3.2.", "3.2.1",
// "1.1.") before its title.
var reDecimalTitle = regexp.MustCompile(`^(\d{1,2}(?:\.\d{1,2}){1,3})\.?\s+(\S.*)$`)

// reOwnerTail: a title's text that closes with its people after a dash or
// in parentheses ("설계서 작성 – 김하늘", "Docs (Ana)"), names a handle or
// a deadline's "까지": a task's, not a part's.
var reOwnerTail = regexp.MustCompile(`\s[-–—]\s|[(@（]|까지`)

// decimalTitleLevel: line i (trim, at the margin) is numbered as a part of
// a decimal outline — "3.2. April 30, 2026" over "3.2.1. Participants",
// "3.2.3. Action Items" over its list — as a word processor's multilevel
// numbering exports without heading markup: a short title, no owner,
// with a blank line above it or a list right under it. Its level is one
// under the part its parent number titles: under the "3." of the
// numbering that titles parts (schemes), or at 7 for "1.1." when no
// single number does.
func decimalTitleLevel(lines []string, i int, trim string, schemes []string) (level int, title string, ok bool) {
	m := reDecimalTitle.FindStringSubmatch(trim)
	if m == nil || !numberedTitleText(m[2]) || reOwnerTail.MatchString(m[2]) || !(blankBefore(lines, i) || nextIsList(lines, i, 1)) {
		return 0, "", false
	}
	depth := strings.Count(m[1], ".") + 1
	base := 6
	if k := slices.Index(schemes, "digit."); k >= 0 {
		base = 7 + k
	}
	return min(9, base+depth-1), m[2], true
}
