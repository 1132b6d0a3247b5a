package doc

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Korean course minutes name the work left for the next meeting on a plain
// line of their own, longer than a title and often closed by a period or a
// date in parentheses: "다음 회의 전까지 해야할 일." over a dash list, "다음
// 회의 전 까지 진행 예정사항 (4/18)" over "영역 : 작업" lines. Such a line is
// a label, as "Action items:" is, though it has no colon and more than four
// words (issue 28, ko-trials31).

// reKoTodoWork: a short line that ends on a noun of work still to do
// ("할 일", "해야할 일", "할 것들"), then at most a period, a colon or a
// remark in parentheses; reKoAhead: the time ahead it is for ("다음 회의
// 전까지", "차주", "(4/18)") — "앞으로의 방향과 지금 해야할 일" titles a
// discussion, not a list of work. reKoPlannedItems: "진행 예정사항 (4/18)",
// the work planned, its time ahead in the word itself.
var (
	reKoTodoWork     = regexp.MustCompile(`^[^.?!,;|]{0,30}?(?:해야\s*할|할|진행할|처리할)\s*(?:일|것|것들|사항)\s*(?:\([^()]{1,20}\))?\s*[.:：]?$`)
	reKoAhead        = regexp.MustCompile(`다+음\s*(?:주|회의|미팅|모임)|차주|까지|전에|\([^()]*\d[^()]*\)`)
	reKoPlannedItems = regexp.MustCompile(`^[^.?!,;|]{0,30}?(?:진행\s*)?예정\s*사항\s*(?:\([^()]{1,20}\))?\s*[.:：]?$`)
)

func koTodoLabelText(t string) bool {
	if utf8.RuneCountInString(t) > 40 || len(strings.Fields(t)) > 8 {
		return false
	}
	return reKoTodoWork.MatchString(t) && reKoAhead.MatchString(t) || reKoPlannedItems.MatchString(t)
}

// koTodoLabel reports whether t is such a line and the next line opens
// what it labels: a list item, a table row or a plain unindented line.
func koTodoLabel(t string, lines []string, i int) bool {
	if !koTodoLabelText(t) {
		return false
	}
	return nextIsList(lines, i, 1) || plainLinesFollow(lines, i)
}

// KoTodoLabel reports whether a label's title is a Korean line naming the
// work still to do ("다음 회의 전 까지 진행 예정사항 (4/18)"), so that the
// extractor reads the lines it heads as that work.
func KoTodoLabel(title string) bool {
	return koTodoLabelText(strings.TrimSpace(title))
}

// parenRemarkUnderItem: a line wholly in parentheses right under a list
// item ("- 공개된 예제 저장소 알아오기" / "(예 : 깃허브)") remarks on that item;
// it is no label of the items after it, which stay in the list it is in.
func parenRemarkUnderItem(t string, lines []string, i int) bool {
	if i == 0 || !strings.HasPrefix(t, "(") || !strings.HasSuffix(t, ")") && !strings.HasSuffix(t, ").") {
		return false
	}
	prev := strings.TrimSpace(lines[i-1])
	return prev != "" && listMarker(lines, i-1, prev) != nil
}
