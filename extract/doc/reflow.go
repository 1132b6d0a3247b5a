package doc

import (
	"regexp"
	"strings"
)

// Minutes typed into a site's HTML are hard-wrapped: a <p> is written
// over lines of 60 to 80 characters, and a sentence starts anywhere on
// one and ends on the next ("<p>Ken reported that the club had a bank\n
// balance of $200. Ken will have tables at the show and\nreported that
// …"). Read as one line, the paragraph numbered every action in it by
// its first line, however far below the action was written; read line
// by line, a sentence is two halves, neither of which says who does
// what. reflowLines reads such a paragraph as its sentences, one line
// each, numbered by the source line each starts on — what a person finds
// when they look for it, and what a label names.
//
// Only the paragraphs html.go marks as typed over several source lines
// (softWrap): the lines of Markdown and plain-text notes are kept as
// written, where a line may be an item of its own.

// reSentenceEnd: the end of a sentence inside a joined paragraph — a
// stop, closing quotes or brackets at will, a space, then a capital, a
// digit or an opening quote or bracket. "e.g. the", "$200.00" do not end
// one.
var reSentenceEnd = regexp.MustCompile(`[.!?]["'’”)\]]*\s+["'‘“(\[]?[\p{Lu}\d]`)

// reAbbrevEnd: a word before a stop that is no sentence end ("Mr.",
// "V.P.", a single initial, a month).
var reAbbrevEnd = regexp.MustCompile(`(?:^|\s)(?:Mr|Mrs|Ms|Dr|Prof|St|No|vs|etc|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|[A-Z]|(?:[A-Za-z]\.){1,3}[A-Za-z])\.$`)

// reflowLines is lines with each run of a line and the lines wrapped
// after it (wrapped) read as the run's sentences, and the number (from
// num) of the source line each output line starts on; nil when there is
// no run.
func reflowLines(lines []string, num func(int) int, wrapped map[int]bool) ([]string, []int) {
	if len(wrapped) == 0 {
		return nil, nil
	}
	var out []string
	var nums []int
	for i := 0; i < len(lines); {
		j := i + 1
		for j < len(lines) && wrapped[j] {
			j++
		}
		if j > i+1 {
			out, nums = reflowRun(lines, i, j, num, out, nums)
		} else {
			out, nums = append(out, lines[i]), append(nums, num(i))
		}
		i = j
	}
	return out, nums
}

// reflowRun appends the sentences of lines [i, j) joined, each numbered
// by the source line it starts on. The first line's prefix (a quote
// marker, an indent) opens the first sentence as written.
func reflowRun(lines []string, i, j int, num func(int) int, out []string, nums []int) ([]string, []int) {
	first := strings.TrimRight(lines[i], " \t\r")
	lead := first[:len(first)-len(strings.TrimLeft(first, " \t"))]
	var b strings.Builder
	var starts []int // offset in b where source line i+k starts
	for k := i; k < j; k++ {
		if k > i {
			b.WriteByte(' ')
		}
		starts = append(starts, b.Len())
		b.WriteString(strings.TrimSpace(lines[k]))
	}
	text := b.String()
	lineAt := func(off int) int {
		k := 0
		for k+1 < len(starts) && starts[k+1] <= off {
			k++
		}
		return num(i + k)
	}
	from := 0
	for _, m := range reSentenceEnd.FindAllStringIndex(text, -1) {
		end := m[0] + strings.IndexAny(text[m[0]:m[1]], " \t")
		if end < from || reAbbrevEnd.MatchString(text[from:end]) {
			continue
		}
		if s := strings.TrimSpace(text[from:end]); s != "" {
			out, nums = append(out, lead+s), append(nums, lineAt(from))
		}
		from = end
		for from < len(text) && text[from] == ' ' {
			from++
		}
	}
	if s := strings.TrimSpace(text[from:]); s != "" {
		out, nums = append(out, lead+s), append(nums, lineAt(from))
	}
	return out, nums
}
