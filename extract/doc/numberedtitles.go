package doc

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// reKoLetterBullet: a Korean letter numbering a list ("가.", "나)").
var reKoLetterBullet = regexp.MustCompile(`^[가나다라마바사아자차카타파하][.)]$`)

// numberScheme names how a bullet numbers: "1." and "1)" and "가." are
// three schemes, "" no number.
func numberScheme(bullet string) string {
	switch {
	case reNumberedBullet.MatchString(bullet):
		return "digit" + bullet[len(bullet)-1:]
	case reKoLetterBullet.MatchString(bullet):
		return "ko" + bullet[len(bullet)-1:]
	}
	return ""
}

// numberedTitleLevel: item i, numbered ("2. 프론트엔드", "가. 진행사항"),
// is the title of a part of an outline numbered without heading markup
// — a word processor's or a report template's minutes exported as text —
// when it is short, no sentence, and the next written line is at its
// indent but is no item of its numbering: a bullet, another numbering
// ("1. 백엔드" over "가. 진행사항" over "- API 구현"), or a label
// ("다음주까지:").
// A numbered list nests its details under its items or goes on with
// its next number. level is the part's pseudo level by numbering: digits
// with a period 7, others 8.
func numberedTitleLevel(lines []string, i, indent int, bullet, body string) (int, bool) {
	scheme := numberScheme(bullet)
	if scheme == "" || !numberedTitleText(body) {
		return 0, false
	}
	level := 8
	if scheme == "digit." {
		level = 7
	}
	if numberedTitleOver(lines, i, indent, scheme) {
		return level, true
	}
	// "2. Topic: PR Review" over a paragraph, after "1. Actions" titled
	// its list: the next number of a numbering that titles parts titles
	// one too.
	for j, seen := i-1, 0; j >= 0 && seen < 400; j, seen = j-1, seen+1 {
		prev := strings.TrimSpace(lines[j])
		if prev == "" || indentOf(lines[j]) != indent {
			continue
		}
		loc := listMarker(lines, j, prev)
		if loc == nil || numberScheme(strings.TrimSpace(prev[:loc[1]])) != scheme {
			continue
		}
		if j == i-1 {
			return 0, false // the item right above: a list goes on
		}
		return level, numberedTitleText(prev[loc[1]:]) && numberedTitleOver(lines, j, indent, scheme)
	}
	return 0, false
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

// numberedTitleOver: numbered line i is no item of a list of its
// numbering (the line above is no such item, nor the next written line)
// and the next written line, at its indent, is a bullet, another
// numbering or a label.
func numberedTitleOver(lines []string, i, indent int, scheme string) bool {
	if j := i - 1; j >= 0 {
		if prev := strings.TrimSpace(lines[j]); prev != "" && indentOf(lines[j]) == indent {
			if loc := listMarker(lines, j, prev); loc != nil && numberScheme(strings.TrimSpace(prev[:loc[1]])) == scheme {
				return false
			}
		}
	}
	for j := i + 1; j < len(lines) && j <= i+3; j++ {
		next := strings.TrimSpace(lines[j])
		if next == "" {
			continue
		}
		if indentOf(lines[j]) != indent || strings.HasPrefix(next, "#") || strings.HasPrefix(next, "|") {
			return false
		}
		loc := listMarker(lines, j, next)
		if loc != nil {
			return numberScheme(strings.TrimSpace(next[:loc[1]])) != scheme
		}
		// A line of text under a numbered line may be its detail
		// ("1. 라벨링 데이터 추출" over "머리 찾아서 자르기 - Jo"); a
		// label is a part's.
		return strings.HasSuffix(next, ":") || strings.HasSuffix(next, "：")
	}
	return false
}
