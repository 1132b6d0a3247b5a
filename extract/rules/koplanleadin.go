package rules

import (
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A Korean plan often announces its list in a sentence closed by a colon
// — "다음 API들을 우선순위에 따라 연동할 예정입니다:", "아래 화면들을
// 구현하겠습니다:" — over items that name only what the sentence's verb
// acts on: "- **인증 관련**: 회원가입, 로그인", "- **라이브러리**: 문항
// 스크랩". The document model reads the sentence as a label over the
// list (a pseudo-heading). Read alone, each item was a topic and its
// value, no step, and the sentence was filed as one task. The sentence is
// the list's label, as "… the following:" is in English
// (leadInOverSteps); its items are the work, under the owner and due the
// sentence sits under.

// koPlanSentence: a label over a list that is a Korean sentence of the
// writer's plan ("… 연동할 예정입니다", "… 구현하겠습니다").
func koPlanLabel(s *doc.Section) bool {
	if s == nil || s.Level < 7 {
		return false
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(s.Title)), ":： "))
	return extract.HasHangul(t) && len(strings.Fields(t)) >= 3 && reKoVolitional.MatchString(t) && !isQuestion(t)
}

// koPlanLeadIn: node i is the sentence that labels such a list.
func (p *parser) koPlanLeadIn(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.Heading {
		return false
	}
	for j := i + 1; j < len(p.d.Nodes) && j <= i+3; j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		return m.Kind == doc.ListItem && m.Section != nil && m.Section.Title == n.Text && koPlanLabel(m.Section)
	}
	return false
}

// koUnderPlanLeadIn: list item i is an item of the list a plan sentence
// labels.
func (p *parser) koUnderPlanLeadIn(i int) bool {
	n := p.d.Nodes[i]
	return n.Kind == doc.ListItem && koPlanLabel(n.Section)
}
