package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean course minutes are often Word forms whose fields are table
// cells: "| 회의내용 | 이번 팀 미팅에서는 … 확인하였다. 추후에 서버를
// 재설치하기로 하였다. |" — a field label, then the meeting's account in
// running prose. Rendered as text the form is a row of pipes without a
// Markdown table (no separator row), and the row reads as a cell of a
// table nobody heads, so the prose inside is never read as prose. A
// row of two cells — a short label and running prose of whole sentences
// — is that field's paragraph: it is read as one (Text is the prose,
// Raw keeps the row).

// reKoProseSentenceEnd: a sentence of written Korean prose closed in the
// narrative past or plain present (…였다. / …했다. / …이다. / …할 것이다.).
var reKoProseSentenceEnd = regexp.MustCompile(`[\p{Hangul}]다\s*[.!]?$`)

// koProseFieldRows rewrites each two-cell row outside any Markdown table
// whose value cell is running prose into a paragraph of that prose.
func koProseFieldRows(d *doc.Document) {
	for i, n := range d.Nodes {
		if n.Kind != doc.TableRow || n.Table != nil || len(n.Cells) != 2 {
			continue
		}
		label, value := strings.TrimSpace(n.Cells[0]), strings.TrimSpace(n.Cells[1])
		if !koFieldLabel(label) || !koRunningProse(value) {
			continue
		}
		m := &d.Nodes[i]
		m.Kind = doc.Paragraph
		m.Text = value
		m.Cells = nil
	}
}

// koFieldLabel: a form's field name — a few Hangul words, no sentence
// ("회의내용", "질문 및 지적사항", "결과물").
func koFieldLabel(s string) bool {
	s = strings.Trim(s, "*_ :")
	if s == "" || !extract.HasHangul(s) || utf8.RuneCountInString(s) > 12 || strings.ContainsAny(s, ".!?") {
		return false
	}
	return len(strings.Fields(s)) <= 3
}

// koRunningProse: text of whole written sentences, at least one of them
// closed in the narrative "…다." — not a nominal note ("설치 완료",
// "역할분담") nor a to-do item ("… 업로드 하기").
func koRunningProse(s string) bool {
	if utf8.RuneCountInString(s) < 40 || !extract.HasHangul(s) {
		return false
	}
	for _, sent := range koSentences(s) {
		if reKoProseSentenceEnd.MatchString(sent) {
			return true
		}
	}
	return false
}

// koProseParagraph: a paragraph of two or more sentences of written
// prose — an account of the meeting, whose last sentence is one of
// several, not the line's whole point.
func koProseParagraph(n doc.Node) bool {
	return n.Kind == doc.Paragraph && extract.HasHangul(n.Text) && len(koSentences(strings.TrimSpace(cutUTF8(n.Text, 4*maxItemBytes)))) >= 2 && koRunningProse(cutUTF8(n.Text, 4*maxItemBytes))
}

// koProseSettles: node n is a paragraph of running prose one of whose
// sentences settles work to do (-기로 했다) or plans it (-ㄹ 예정이다).
func koProseSettles(n doc.Node) bool {
	if !koProseParagraph(n) {
		return false
	}
	text := stripInline(stripEmphasis(cutUTF8(n.Text, 4*maxItemBytes)))
	return koProseAgreedAny(text) || koProsePlanAny(text) || koReportedAskAny(text)
}

// formKoProsePlan: the form signal of a plan told in running prose.
const formKoProsePlan = "planned in prose (-ㄹ 예정이다)"

// reKoProsePlan: a sentence of written prose closed by what is planned —
// "… 검증할 예정이다.", "… 개선해 나갈 계획이다.", "… 테스트해볼 것이다." —
// the verb before it in the future (ㄹ) form.
var reKoProsePlan = regexp.MustCompile(`([\p{Hangul}]+)\s*(?:예정|계획)(?:이다|입니다|이며|임)\s*[.!]?$|([\p{Hangul}]+)\s+것이다\s*[.!]?$`)

// koProsePlan: sentence s plans somebody's work: the verb before 예정 /
// 계획 / 것 is a verb of work in the future form ("검증할", "찾아볼"), and
// the sentence hangs on no condition.
func koProsePlan(s string) bool {
	m := reKoProsePlan.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	verb := m[1]
	if verb == "" {
		verb = m[2]
	}
	// The verb of work in its future form: X할 (검증할, 진행할), a try
	// (찾아볼, 해볼) or a course (개선해 나갈) — not what will happen
	// ("좋아질", "있을", "될").
	if !strings.HasSuffix(verb, "할") && !strings.HasSuffix(verb, "볼") && !strings.HasSuffix(verb, "나갈") {
		return false
	}
	return !koConditional(koLastClause(s))
}

// koProsePlanAny: a sentence of running prose text plans work.
func koProsePlanAny(text string) bool {
	if !extract.HasHangul(text) {
		return false
	}
	for _, s := range koSentences(strings.TrimSpace(text)) {
		if koProsePlan(s) {
			return true
		}
	}
	return false
}

// reKoFutureLead: when the work is to be done, after the meeting: a
// sentence opened by it ("추후에", "이후에는", "앞으로", "향후", "다음 주에",
// "또한, 추후에 …"), or a clause of it set then ("…수정하였고, 추후에 …",
// "시험 기간이 끝난 이후에 …"); "발표 이후 제기되었던" (no 에) tells
// what came after, not what is to come.
var reKoFutureLead = regexp.MustCompile(`^(?:(?:또한|그리고|따라서|그래서|먼저|우선)\s*,?\s*)?(?:추후|이후|향후|앞으로|차후|다음\s*(?:주|회의|시간|미팅))|(?:^|\s)(?:추후|향후|차후|앞으로)(?:에|에는|에도)?\s|\s이후에(?:는)?\s`)

// koProsePlanned reads node i — a paragraph of running prose, or one of
// its sentences (kolonglines.go splits them) — as a task when one of its
// sentences plans work ("… 검증할 예정이다.", "… 테스트해볼 것이다.") or
// settles it for after the meeting ("추후에 … 설치하기로 하였다."): the
// account of the meeting tells, in the narrative past, what was done; a
// sentence in the future, or set after the meeting, is what is left to
// do. The sentence names its owner when it opens on one; otherwise the
// task asks who (the team wrote it of itself).
func (p *parser) koProsePlanned(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph || len(n.Text) > 4*maxItemBytes || !extract.HasHangul(n.Text) || p.prosePlanned[n.Line] {
		return nil
	}
	if si := p.section(n.Section); si.report || si.done {
		return nil
	}
	// The line as written is an account in prose (the node may be one
	// sentence of it).
	raw := stripInline(stripEmphasis(cutUTF8(n.Raw, 4*maxItemBytes)))
	if len(koSentences(strings.TrimSpace(raw))) < 2 || !koRunningProse(raw) {
		return nil
	}
	for _, s := range koSentences(strings.TrimSpace(stripInline(stripEmphasis(n.Text)))) {
		body := ""
		if koProsePlan(s) {
			body = reKoProsePlanTail.ReplaceAllString(s, "")
		} else if m := reKoAgreedTo.FindStringSubmatch(s); m != nil && reKoNarrativeAgreed.MatchString(s) && reKoFutureLead.MatchString(s) && !reKoAgreedPassive.MatchString(m[1]) && !koConditional(koLastClause(s)) {
			body = m[1]
		}
		if body == "" {
			continue
		}
		c := p.koProseSubject(body + " 함")
		if c == nil {
			c = &extract.Candidate{}
			if !titled(c, body) {
				continue
			}
			c.Problems = append(c.Problems, problemNoSubject)
		}
		c.Syntax = "ko-prose-planned"
		if p.prosePlanned == nil {
			p.prosePlanned = map[int]bool{}
		}
		p.prosePlanned[n.Line] = true
		return c
	}
	return nil
}

// reKoProsePlanTail: the closing "예정이다." / "계획이다." / "것이다." of a
// planned sentence, cut from its title.
var reKoProsePlanTail = regexp.MustCompile(`\s*(?:예정|계획)(?:이다|입니다|이며|임)\s*[.!]?$|\s+것이다\s*[.!]?$`)

// koLastClause: the last clause of a sentence of prose — after its last
// comma — the one that closes on the sentence's verb. A long sentence
// joins what was found ("… 실행하면 FPS가 떨어지는 현상을 확인하였고,")
// to what is to be done; a condition in the first is not the second's.
func koLastClause(s string) string {
	if k := strings.LastIndex(s, ", "); k >= 0 {
		return s[k+2:]
	}
	return s
}

// koProseSettlesBefore: node n is a paragraph of prose a sentence of
// which, before the last, settles or plans work.
func koProseSettlesBefore(n doc.Node) bool {
	if !koProseParagraph(n) {
		return false
	}
	sents := koSentences(strings.TrimSpace(stripInline(stripEmphasis(cutUTF8(n.Text, 4*maxItemBytes)))))
	if len(sents) < 2 {
		return false
	}
	earlier := strings.Join(sents[:len(sents)-1], " ")
	return koProseAgreedAny(earlier) || koProsePlanAny(earlier)
}

// reKoReportedAsk: a sentence of the account that reports what the
// adviser asked the team to do — "… 구체적으로 기재하라고 말씀하셨다.",
// "… 수정할 것을 요청하셨다.", "… 찾아보라고 하셨다." Work asked of the
// team, told in the past: not sure enough for a task (the team may not
// take it up), shown as a possible action. (An imperative before 라고;
// "…좋다라고", "…부분이라고" quote a statement.)
var reKoReportedAsk = regexp.MustCompile(`(?:([\p{Hangul}])라고|[을를]\s*것을|할\s*것을)\s*(?:말씀\s*)?(?:하셨|주셨|요청하셨|권하셨|권유하셨|강조하셨|지시하셨|조언하셨)(?:다|음|습니다)\s*[.!]?$`)

// formKoReportedAsk: the form signal of such a sentence.
const formKoReportedAsk = "asked of the team, reported (-하라고 하셨다)"

// koReportedAskAny: a sentence of text reports work asked of the team.
func koReportedAskAny(text string) bool {
	if !extract.HasHangul(text) {
		return false
	}
	for _, s := range koSentences(strings.TrimSpace(text)) {
		m := reKoReportedAsk.FindStringSubmatch(s)
		if m == nil || m[1] == "다" || m[1] == "이" || koConditional(koLastClause(s)) {
			continue
		}
		return true
	}
	return false
}
