package console

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// evidenceForm is one way the linker (series/) words why it tied a later
// action to a task, kept as its writer formats it: Format is the
// writer's fmt format (the English the ledger stores), Ko what a Korean
// page says, with {1}…{n} for the values. Nested lists the values that
// are evidence themselves (a split's "linked on: …"), worded again.
type evidenceForm struct {
	Format, Ko string
	Nested     []int
	re         *regexp.Regexp
}

// evidenceForms are the linker's evidence words as it wrote them before
// they were typed (the stored English is all such a link has; the same
// as series.Words says today, and read back to the Korean series words
// typed evidence in: TestEveryLinkEvidenceWorded), tried in
// order: one whose matches another would also fit comes first. A stored
// text that fits none is shown as it is — an older or newer wording is
// never dropped, only left in English.
var evidenceForms = []*evidenceForm{
	// A person's decisions (series/split.go, series/merge.go,
	// series/distinct.go).
	{Format: "split by a person: %s (linked on: %s)", Ko: "사람이 분리: {1} (연결 근거: {2})", Nested: []int{2}},
	{Format: "merged by a person: %s", Ko: "사람이 합침: {1}"},
	{Format: "a person split it from %s", Ko: "사람이 {1} 에서 분리함"},
	{Format: "a person let it go ahead as a new task, not %s: %s (shown as possibly it: %s)", Ko: "사람이 {1} 이(가) 아닌 새 업무로 진행함: {2} (같은 업무일 수 있다고 보인 근거: {3})", Nested: []int{3}},
	{Format: "not the same task as %s, says a person: %s (shown as possibly it: %s)", Ko: "사람이 {1} 와(과) 같은 업무가 아니라고 판단함: {2} (같은 업무일 수 있다고 보인 근거: {3})", Nested: []int{3}},
	// A status fact only possibly about its task (series/facts.go).
	{Format: "a %s line of %s, possibly about %s %q (%s): not its status until a person confirms",
		Ko: "{2} 의 {1} 항목이 {3} {4} 에 관한 것일 수 있음({5}): 사람이 확인하기 전에는 그 업무의 상태로 기록하지 않음", Nested: []int{5}},
	// Held for a question of its own: shown, never linked (series/link.go).
	{Format: "%s, but this line waits for a person for a question of its own: shown, not linked", Ko: "{1}. 다만 이 항목은 따로 사람의 확인을 기다리므로 연결하지 않고 보여줌", Nested: []int{1}},
	{Format: "no one owner the roster knows is named here, but the same deliverable as %s %q; a person decides", Ko: "이 항목에는 명단의 담당자 한 사람이 없지만 {1} {2} 와(과) 결과물이 같음. 사람이 판단합니다"},
	{Format: "no one owner the roster knows is named here, and one title contains the other: %s %q; a person decides", Ko: "이 항목에는 명단의 담당자 한 사람이 없고, 한 제목이 다른 제목을 포함함: {1} {2}. 사람이 판단합니다"},
	// What the linker adds to a decision (series/link.go).
	{Format: "%s, but it waits for more than its owner (%s)", Ko: "{1}. 다만 담당자 외의 확인을 기다리는 업무임({2})", Nested: []int{1}},
	{Format: "%s, but a person decided that task's hold while this meeting was read (now %s): their answer stands; a person decides whether this is it",
		Ko: "{1}. 다만 이 회의를 읽는 동안 사람이 그 업무의 보류를 처리함(현재 {2}): 그 결정을 유지하며, 같은 업무인지는 사람이 판단합니다", Nested: []int{1}},
	{Format: "%s, but the line also names new work: filed as its own task; a person decides whether it also restates %s %q",
		Ko: "{1}. 다만 이 항목은 새 업무도 말하므로 따로 등록함. {2} {3} 을(를) 다시 언급한 것인지는 사람이 판단합니다", Nested: []int{1}},
	{Format: "%s; the extractor's claim that it restates %s is not trusted: %s", Ko: "{1}. 추출기는 {2} 을(를) 다시 언급했다고 했지만 믿지 않음: {3}", Nested: []int{1}},
	// Same (series/series.go).
	{Format: "the extractor says it restates %s and the ledger agrees (open, this series, same assignee)", Ko: "추출기가 {1} 을(를) 다시 언급했다고 했고 원장도 일치함(열린 업무, 같은 시리즈, 같은 담당자)"},
	{Format: "the same deliverable and the same owners (%s) as %s %q", Ko: "{2} {3} 와(과) 결과물과 담당자({1})가 같음"},
	{Format: "the same deliverable as %s %q, filed with no owner; this meeting names %s", Ko: "담당자 없이 등록된 {1} {2} 와(과) 결과물이 같고, 이번 회의가 {3} 을(를) 담당자로 지정함"},
	{Format: "a carry-over line with no owner naming %s %q, the one open task of the series it fits", Ko: "담당자 없는 이월 항목이 {1} {2} 을(를) 가리킴(시리즈에서 맞는 열린 업무가 하나뿐)"},
	{Format: "a %s line of %s naming by part of its title %s %q, filed with no owner, the one open task it fits", Ko: "{2} 의 {1} 항목이 제목 일부로 담당자 없이 등록된 {3} {4} 을(를) 가리킴(맞는 열린 업무가 하나뿐)"},
	{Format: "a carry-over line of %s with the deliverable of %s %q, assigned to %s, the one open task of the series with it", Ko: "{1} 의 이월 항목이 {4} 에게 등록된 {2} {3} 와(과) 결과물이 같음(시리즈에서 이 결과물의 열린 업무가 하나뿐)"},
	{Format: "both are a link to the tracker item %s and nothing else: %s %q", Ko: "둘 다 트래커 항목 {1} 에 대한 링크일 뿐임: {2} {3}"},
	{Format: "a carry-over line of %s with the names and most words of %s %q, the one open task it fits", Ko: "{1} 의 이월 항목이 {2} {3} 의 이름과 대부분의 낱말을 담고 있음(맞는 열린 업무가 하나뿐)"},
	{Format: "a carry-over line of %s naming %s %q", Ko: "{1} 의 이월 항목이 {2} {3} 을(를) 가리킴"},
	{Format: "a %s line of %s naming %s %q by a phrase of its title, the one open task of theirs that says it", Ko: "{2} 의 {1} 항목이 제목의 한 구절로 {3} {4} 을(를) 가리킴(그 사람의 열린 업무 중 하나뿐)"},
	{Format: "a %s line of %s naming %s %q by part of its title", Ko: "{2} 의 {1} 항목이 제목 일부로 {3} {4} 을(를) 가리킴"},
	{Format: "a progress line of %s naming %s %q and what was done on it", Ko: "{1} 의 진행 상황 항목이 {2} {3} 와(과) 한 일을 말함"},
	{Format: "a progress line with no owner naming %s %q by part of its title, the one open task of the series it fits", Ko: "담당자 없는 진행 상황 항목이 제목 일부로 {1} {2} 을(를) 가리킴(시리즈에서 맞는 열린 업무가 하나뿐)"},
	{Format: "a %s line with the same deliverable as %s %q (the owner cell names no one person)", Ko: "{1} 항목이 {2} {3} 와(과) 결과물이 같음(담당자 칸이 한 사람을 가리키지 않음)"},
	{Format: "the same deliverable as %s %q, filed for %s; %s is one of them", Ko: "{3} 에게 등록된 {1} {2} 와(과) 결과물이 같고, {4} 은(는) 그중 한 사람임"},
	{Format: "same assignee and the same deliverable as %s %q", Ko: "{1} {2} 와(과) 담당자와 결과물이 같음"},
	{Format: "the notes name %s (%s)", Ko: "회의록이 {1} ({2}) 을(를) 가리킴"},
	{Format: "both name %s: %s %q", Ko: "둘 다 {1} 을(를) 가리킴: {2} {3}"},
	{Format: "a %s line for %s, the assignee of %s %q among them, with the same deliverable", Ko: "{2} 의 {1} 항목이 {3} {4} 의 담당자를 포함하고 결과물이 같음"},
	{Format: "a line of %s quoting the title of %s %q", Ko: "{1} 의 줄이 {2} {3} 의 제목을 인용함"},
	{Format: "a line of %s with the words of %s %q and where the work is tracked: %s", Ko: "{1} 의 줄이 {2} {3} 와(과) 같은 낱말에 작업을 추적하는 곳을 덧붙임: {4}"},
	// Possible: what is missing (series/series.go).
	{Format: "the same deliverable, but due %s, not %s: a new instance of recurring work?", Ko: "결과물은 같지만 기한이 {2} 이(가) 아니라 {1}: 반복 업무의 새 회차?"},
	{Format: "more than one open task has this deliverable", Ko: "이 결과물의 열린 업무가 둘 이상임"},
	{Format: "the same deliverable, but the notes name several owners", Ko: "결과물은 같지만 회의록이 여러 담당자를 지정함"},
	{Format: "more than one open task filed with no owner has this deliverable", Ko: "담당자 없이 등록된 열린 업무 중 이 결과물이 둘 이상임"},
	{Format: "a carry-over line with the names and most words of more than one open task", Ko: "이월 항목이 열린 업무 둘 이상의 이름과 대부분의 낱말을 담고 있음"},
	{Format: "one title contains the other; a person decides", Ko: "한 제목이 다른 제목을 포함함. 사람이 판단합니다"},
	{Format: "the same person and due date, written in another language; a person decides", Ko: "같은 사람과 기한이지만 다른 언어로 씀. 사람이 판단합니다"},
	{Format: "the notes name %s, which is assigned to %s, not %s — reassigned?", Ko: "회의록이 {1} 을(를) 가리키지만 담당자가 {3} 이(가) 아니라 {2} 임. 담당자가 바뀌었나요?"},
	{Format: "the same deliverable as %s %q, assigned to %s, not %s — handed over, or another person's own?", Ko: "{1} {2} 와(과) 결과물이 같지만 담당자가 {4} 이(가) 아니라 {3} 임. 넘겨받은 업무인가요, 각자의 업무인가요?"},
	{Format: "more than one open task names %s", Ko: "{1} 을(를) 가리키는 열린 업무가 둘 이상임"},
	{Format: "the same person (%s) and words few tasks of the series carry (%s), shared with %s %q: another wording of it? a person decides", Ko: "같은 담당자({1})이고 시리즈에서 드문 낱말({2})을 {3} {4} 와(과) 함께 씀: 같은 업무를 달리 쓴 것인지 사람이 판단합니다"},
	{Format: "the same person (%s) and words few tasks of the series carry (%s): another wording of it? a person decides", Ko: "같은 담당자({1})이고 시리즈에서 드문 낱말({2})을 함께 씀: 같은 업무를 달리 쓴 것인지 사람이 판단합니다"},
	{Format: "no one owner is named here nor on %s %q, and both carry words few tasks of the series carry (%s): another wording of it? a person decides", Ko: "이 항목에도 {1} {2} 에도 담당자가 없고, 시리즈에서 드문 낱말({3})을 함께 씀: 같은 업무를 달리 쓴 것인지 사람이 판단합니다"},
	{Format: "a %s line of %s presenting earlier work, and %s %q is the one open task of theirs in the series: the same task? a person decides",
		Ko: "{2} 의 {1} 항목이 이전 업무를 말하고, 시리즈에서 그 사람의 열린 업무는 {3} {4} 하나뿐임: 같은 업무인지 사람이 판단합니다"},
	{Format: "the same person (%s) and a phrase few tasks of the series carry (%s): another wording of it? a person decides", Ko: "같은 담당자({1})이고 시리즈에서 드문 구절({2})을 함께 씀: 같은 업무를 달리 쓴 것인지 사람이 판단합니다"},
}

// reVerb is a verb of a fmt format the forms use.
var reVerb = regexp.MustCompile(`%[sqdv]`)

func init() {
	for _, f := range evidenceForms {
		parts := reVerb.Split(f.Format, -1)
		var b strings.Builder
		b.WriteString("^")
		for i, p := range parts {
			if i > 0 {
				b.WriteString("(.+?)")
			}
			b.WriteString(regexp.QuoteMeta(p))
		}
		b.WriteString("$")
		f.re = regexp.MustCompile(b.String())
	}
}

// linkEvidence words a link's evidence in lang: typed evidence as series
// words it in lang (series.WordsIn). A link recorded before evidence was
// typed (no kind), or of a kind this axagent does not know (a newer
// writer's), is worded from its stored words, read by their forms.
func linkEvidence(lang string, why ledger.LinkEvidence, words string) string {
	return series.WordsIn(lang, why, words, olderKo)
}

// olderKo words stored English evidence in Korean from its form, with a
// line's kind in Korean too; words of no form are left as they are.
func olderKo(words string) string { return evidenceKo(words, 0) }

func evidenceKo(ev string, depth int) string {
	if depth > 3 {
		return ev
	}
	for _, f := range evidenceForms {
		m := f.re.FindStringSubmatch(ev)
		if m == nil {
			continue
		}
		out := f.Ko
		for i := len(m) - 1; i >= 1; i-- {
			v := series.LineIn("ko", m[i])
			if contains(f.Nested, i) {
				v = evidenceKo(m[i], depth+1)
			}
			out = strings.ReplaceAll(out, fmt.Sprintf("{%d}", i), v)
		}
		return out
	}
	return ev
}

func contains(is []int, i int) bool {
	for _, j := range is {
		if i == j {
			return true
		}
	}
	return false
}

// linkStatus words what a later meeting said of a task (series.Status).
func linkStatus(lang, s string) string {
	if lang != "ko" {
		return s
	}
	switch s {
	case "in-progress":
		return "진행 중"
	case "done":
		return "완료"
	case "blocked":
		return "막힘"
	case "cancelled":
		return "취소됨"
	}
	return s
}

// fieldWidth is a CSS width that shows all of a field's placeholder: its
// characters in ch, a wide (Hangul, CJK) one counted as two — the
// stylesheet's narrow default cut "Why is it another task? (kept in the
// audit log)" and its Korean.
func fieldWidth(placeholder string) string {
	n := 2
	for _, r := range placeholder {
		if unicode.In(r, unicode.Hangul, unicode.Han, unicode.Hiragana, unicode.Katakana) {
			n += 2
		} else {
			n++
		}
	}
	return fmt.Sprintf("%dch", n)
}
