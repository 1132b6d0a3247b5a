package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Rules of issue 28 read from Korean study-group and student-team notes
// written as running prose (fresh set 28s): a paragraph or one long line
// that tells what happened and, in one of its sentences, what the team
// agreed somebody would do ("… 회의를 하였다. 회의 끝에 난 db를 맡기로
// 하였다.", "… 다음 회의까지 각자 score를 높여보기로 했다. … 채택했다.").
// The commitment is a sentence of the line, not its end.

// reKoProseStop: where a Korean sentence of running prose ends — a
// period, '!' or '?' followed by a space (the final syllable is any: 했다.
// / 함. / 음.).
var reKoProseStop = regexp.MustCompile(`[.!?](?:\s+|$)`)

// reKoAgreedTo: a sentence closed by the Korean "agreed to" (-기로 했다 /
// 하였다 / 함 / 했습니다): what the meeting settled that someone will do.
var reKoAgreedTo = regexp.MustCompile(`^(.+?기로)\s*(?:했다|하였다|했음|하였음|함|했습니다|하였습니다|합의했다|합의하였다|합의함|(?:최종\s*)?결정(?:했다|하였다|했습니다|하였습니다))\s*[.!]?$`)

// reKoAgreedWork: what makes a settled -기로 sentence work somebody does
// rather than a choice ("yarn을 사용하기로 했다", "각자 도커로 띄우기로"):
// homework brought back (-해 오기로: "조사해 오기로", "공부해오기로"), a
// part taken (맡기로), or work done by a time (a deadline word).
var reKoAgreedWork = regexp.MustCompile(`[아어여와워해]\s*오기로|맡기로|담당하기로`)

// reKoNarrativeAgreed: the written-prose past of "agreed to" (했다, 하였다,
// 했습니다): a sentence of a story told, where a list item writes "… 함".
var reKoNarrativeAgreed = regexp.MustCompile(`기로\s*(?:했다|하였다|했습니다|하였습니다|합의했다|합의하였다|(?:최종\s*)?결정(?:했다|하였다|했습니다|하였습니다))\s*[.!]?$`)

// reKoAgreedPassive: "…되기로 했다" — what will happen, nobody's work.
var reKoAgreedPassive = regexp.MustCompile(`되기로|[않말]기로|안\s*하기로`)

// koSentences splits running prose into its sentences (trimmed, non-empty).
func koSentences(text string) []string {
	var out []string
	start := 0
	for _, loc := range reKoProseStop.FindAllStringIndex(text, -1) {
		if s := strings.TrimSpace(text[start:loc[1]]); s != "" {
			out = append(out, s)
		}
		start = loc[1]
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// koProseAgreed reads line i — a paragraph or list item of running prose —
// as a task when one of its sentences settles work somebody will do
// (-기로 했다 with homework, a part taken, each member, or a deadline).
// The first such sentence is the task; its named subject ("민서가 …",
// "지훈 님은 …") is the owner, otherwise the line asks who (the writer's
// "난 …" or "각자" names no one the tracker knows).
func (p *parser) koProseAgreed(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph && n.Kind != doc.ListItem || len(n.Text) > 4*maxItemBytes || !extract.HasHangul(n.Text) {
		return nil
	}
	if si := p.section(n.Section); si.report || si.done {
		return nil
	}
	sentences := koSentences(strings.TrimSpace(stripInline(stripEmphasis(n.Text))))
	for _, s := range sentences {
		m := reKoAgreedTo.FindStringSubmatch(s)
		// A list item's "… 하기로 함" is the meeting's note of a decision
		// (kept to the rules that read decisions); running prose — a
		// narrative past, or several sentences in one line — is read here.
		if m != nil && len(sentences) < 2 && !reKoNarrativeAgreed.MatchString(s) {
			m = nil
		}
		if m == nil || reKoAgreedPassive.MatchString(m[1]) || koConditional(s) {
			continue
		}
		body := m[1]
		_, due := cutDue(body)
		if !reKoAgreedWork.MatchString(body) && (due == "" || !reDeadlineWord.MatchString(due)) {
			continue
		}
		// (The subject is read with the ending as notes write it short:
		// "… 맡기로 하였다" → "… 맡기로 함".)
		if c := p.koProseSubject(body + " 함"); c != nil {
			c.Syntax = "ko-prose-agreed"
			return c
		}
		c := &extract.Candidate{Syntax: "ko-prose-agreed"}
		if !titled(c, body) {
			continue
		}
		c.Problems = append(c.Problems, problemNoSubject)
		return c
	}
	return nil
}

// reKoLeadAdverbial: a sentence's opening phrase of time or place ("회의
// 끝에", "모임 후에", "그래서", "오늘은"), before its subject.
var reKoLeadAdverbial = regexp.MustCompile(`^(?:[\p{Hangul}\w]+\s+){0,2}?[\p{Hangul}\w]*(?:에|에서|후|뒤|고|서|은|는|,)\s+`)

// koProseSubject: the commitment of sentence s with its named subject, the
// subject opening the sentence or following an opening phrase of time or
// place ("회의 끝에 민서가 … 맡기로 하였다"); nil when s names nobody.
func (p *parser) koProseSubject(s string) *extract.Candidate {
	if c := p.koSubject(s, false); c != nil && len(c.Owners) > 0 {
		return c
	}
	if loc := reKoLeadAdverbial.FindStringIndex(s); loc != nil && loc[1] < len(s) {
		if c := p.koSubject(s[loc[1]:], false); c != nil && len(c.Owners) > 0 {
			return c
		}
	}
	return nil
}

// formKoProseAgreed: the value of the form signal koProseAgreedAny adds.
const formKoProseAgreed = "agreed to in prose (-기로 했다)"

// koProseAgreedAny: a sentence of running prose text settles something
// somebody will do (-기로 했다 in the narrative past, no passive, no
// negation, no condition) though it names no homework, part or deadline
// ("일단 첫 페이지를 만들어 보고 회의하기로 했다.", "로컬에서 환경
// 구성해보기로 했다."): not sure enough for a task, too much to drop.
func koProseAgreedAny(text string) bool {
	if !extract.HasHangul(text) {
		return false
	}
	for _, s := range koSentences(strings.TrimSpace(text)) {
		m := reKoAgreedTo.FindStringSubmatch(s)
		if m != nil && reKoNarrativeAgreed.MatchString(s) && !reKoAgreedPassive.MatchString(m[1]) && !koConditional(koLastClause(s)) {
			// (A condition in an earlier clause — "… 실행하면 FPS가
			// 떨어지는 현상을 해결할 방법을 찾고, 보고서를 작성하기로
			// 했다" — is not the one that settles: koprosecell.go.)
			return true
		}
	}
	return false
}

// reKoNamedTitleSubject: a full name, then the role or title it is
// addressed by with 님, then a subject particle ("이하늘 멘토님이 …
// 설명 예정", "김민수 조장님께서 …").
var reKoNamedTitleSubject = regexp.MustCompile(`(?:^|\s)([\p{Hangul}]{2,4})\s+([\p{Hangul}]{1,4}?)님\s*(?:께서|이|가)\s`)

// koNamedTitleSubject: the person line plain makes its subject by full name
// and title ("이하늘 멘토님이 추가로 설명 예정": 이하늘), unless the line
// reports what they said or hangs on a condition; "" otherwise.
func koNamedTitleSubject(plain string) string {
	m := reKoNamedTitleSubject.FindStringSubmatch(plain)
	if m == nil || !koFullName(m[1]) || !(koRoles[m[2]] || koTitles[m[2]]) || koConditional(plain) || reKoReported.MatchString(plain) {
		return ""
	}
	return m[1]
}
