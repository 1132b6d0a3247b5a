package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean given names written alone ("수진: 마이페이지 구현", "(도윤)") are
// the usual owners in student and small-team minutes, and most teams do
// not list their members' full names. A given name is two syllables
// drawn from a small set: the syllables below are those that open and
// close common given names, chosen from the language (not from any
// team's notes). Ordinary two-syllable words of notes are mostly made of
// other syllables ("배포", "서버", "기획", "발표", "설명", "배경"); those
// that are built from name syllables are listed in koGivenLikeWord.
var (
	koGivenFirst  = syllableSet("가건경규나다도동두라명미민범병보봄빛상서석선성세소솔수슬승시아연영예용우원유윤율은의인재정종주준중지진찬창채철태하한해혁현형혜호홍화효훈희")
	koGivenSecond = syllableSet("겸결경규균근기길나남담도동라람란래령록름린림명무문미민범별빈빛상서석선섭성세솔송수숙순슬승식실아안애언연열영예오옥완요용우욱운웅원월위유윤율은의이익인일재전정제조종주준중지진찬창채철초춘태택하학한해헌혁현협형혜호홍화환황효후훈휘흠희")
	// koGivenLikeWord: ordinary words of notes made of name syllables.
	koGivenLikeWord = wordSet(`수정 지원 선정 예정 우선 인원 진도 지도 현재 수준 정도 주요 시연 재현 연결 승인 정의 유지 연동
		도전 보완 보안 상세 상태 상황 선택 영상 예상 용도 원래 유형 의미 인수 재미 재학 정기 정상 정식 주기 주도 주석
		중요 중순 중지 지연 지정 찬성 채용 채택 하나 하위 한정 해결 해석 현황 형식 형태 혜택 호환 화요 효율 가정 건의
		경우 경영 규정 나중 동의 동기 명세 미정 민원 범위 상의 서명 선호 세미 소요 수요 수익 수상 수학 승인 시연 아이
		연기 예제 우수 유의 인식 인지 인하 재정 주문 주제 준수 지식 한도 현실 형성 화상 수행 수집 성공 연습 정리 진행
		하기 하단 상단 세부 도움 동안 영업 원활 시도 시작 유도 인재 지정 재주 정해 해야 하면 하고 화면 화이 상호 성향
		수고 수단 시간 지난 다음 다른 다시 보고 보류 동작 시험 진출 지급 지속 지향 현장 호응 효과 희망 미리 아주 정말`)
)

func syllableSet(s string) map[rune]bool {
	m := map[rune]bool{}
	for _, r := range s {
		m[r] = true
	}
	return m
}

// koGivenShaped: w is two Hangul syllables shaped like a given name and
// no ordinary word.
func koGivenShaped(w string) bool {
	if utf8.RuneCountInString(w) != 2 {
		return false
	}
	r := []rune(w)
	return koGivenFirst[r[0]] && koGivenSecond[r[1]] && !koGivenLikeWord[w] && !koCommonWord[w] && !groupOwners[w] && !koRoles[w] && teamName(w) == ""
}

// koGivenOwner: name, shaped like a given name and labelling line i,
// owns rest — where the notes list no Korean members (a name they do not
// list is a label) and the line is work: under a future-work heading, or
// committing someone (예정, 기로, 할게요). A remark ("디자인은 지금이 더 나아
// 보임") names a speaker, not an owner.
func (p *parser) koGivenOwner(name, rest string, i int) bool {
	if !koGivenShaped(name) || p.koRoll() {
		return false
	}
	return p.section(p.d.Nodes[i].Section).action || reKoStrongCommit.MatchString(tail(rest, 64)) || koVolitional(rest)
}

// nameLineAbove: the line right above plain line i, with no blank
// between, is a paragraph that is only a person's name ("이승배" over "ERD
// 만들기", as notes typed without markup write who takes what): that
// person; "" otherwise.
func (p *parser) nameLineAbove(i int) string {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph || i == 0 {
		return ""
	}
	m := p.d.Nodes[i-1]
	if m.Kind != doc.Paragraph || m.Line != n.Line-1 || m.Indent != n.Indent {
		return ""
	}
	return p.bareNameText(m.Text)
}

// bareNameText: a paragraph's text that is only a person's name (known to
// the notes, a full name, or a given name's shape when the notes name
// nobody): that person; "" otherwise.
func (p *parser) bareNameText(text string) string {
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(text)), ":： "))
	t = trimHonorifics(t)
	if p.knownNamesOnly(t) {
		// "지훈, 유진": two people the notes know share the work below.
		return t
	}
	if t == "" || strings.ContainsAny(t, " ,") && !koNamesOnly(t) {
		return ""
	}
	if p.known(t) || koNamesOnly(t) && utf8.RuneCountInString(t) >= 3 || koGivenShaped(t) && !p.koRoll() {
		return t
	}
	return ""
}

// nameParagraphAbove: plain line i belongs to a run of paragraph lines
// (none more than one blank line below the one before, in the same
// section and at the same depth) that opens under a paragraph that is
// only a person's name — notes typed without markup that write "정화",
// a blank line, then that person's work one sentence a line, and the
// next person's name after it: that person; "" otherwise. The run ends
// at anything that is not such a paragraph: a heading, a list, a table.
func (p *parser) nameParagraphAbove(i int) string {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph {
		return ""
	}
	blanks := 0
	for j := i - 1; j >= 0 && i-j <= 24; j-- {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			if blanks++; blanks > 1 {
				return ""
			}
			continue
		}
		blanks = 0
		if m.Kind != doc.Paragraph || m.Indent != n.Indent || m.Section != n.Section || m.Quote != n.Quote {
			return ""
		}
		if t := p.bareNameText(m.Text); t != "" {
			return t
		}
	}
	return ""
}

// reKoHonoredLead: a name closed by 님 or 씨 opening an item, with no
// particle after it ("지은님 피그마 프로토타입 공유", "김서준 씨 API 문서
// 정리").
var reKoHonoredLead = regexp.MustCompile(`^([\p{Hangul}]{2,4})\s?(님|씨)\s+(\S.*)$`)

// koHonoredLead: the person an item opens with, honoured and without a
// particle, owns the work after the name — when the name is one (the
// notes know it, a full name or a given name's shape; never a title such
// as 교수님 or an office such as 회장님) and the rest is work to do.
func (p *parser) koHonoredLead(body string) (owner, rest string, ok bool) {
	m := reKoHonoredLead.FindStringSubmatch(strings.TrimSpace(body))
	if m == nil {
		return "", "", false
	}
	name, work := m[1], strings.TrimSpace(m[3])
	if koTitleOnly(name+m[2]) || koTitles[name] || koOfficer(name) || koCommonWord[name] {
		return "", "", false
	}
	if strings.IndexAny(work, "-:：–—→=>") == 0 || koSaidWord(strings.Fields(work)[0]) {
		// "예린님 - …", "예린님: …" are read as a name and its work
		// elsewhere; "지우님 의견 반영" reflects what the person said.
		return "", "", false
	}
	if !p.known(name) && !koFullName(name) && !koGivenShaped(name) {
		return "", "", false
	}
	// The honoured name is the signal; the rest is work unless it
	// reports what was done or how it stands ("지은님 시안 완료").
	if plain, _ := cutDue(stripInline(work)); plain == "" || koStatus(plain) {
		return "", "", false
	}
	return name, work, true
}

// koSaidWord: w is (or opens with) what a person says or asks for, after
// a name read as "the person's" ("지우님 의견 반영", "지우님 말씀대로 …").
func koSaidWord(w string) bool {
	for s := range koSaidNoun {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

var koSaidNoun = wordSet(`의견 의견들 피드백 코멘트 요청 요청사항 제안 질문 말씀 아이디어 조언 지적 답변 건의 리뷰 검토의견`)

// koNamedRunWork: a paragraph line of an action section that sits in a
// run under a bare name ("정화" / "" / "테스트 완료 + PR"), written as work:
// the name makes the run that person's list, as the bullets of a list
// under the name would be. A sentence of state or of the past, a question
// and a line that only labels what follows stay out.
func (p *parser) koNamedRunWork(i int, plain string) bool {
	t := strings.TrimSpace(plain)
	if !extract.HasHangul(t) || isQuestion(t) || strings.HasSuffix(t, ":") || koPast(t) || koStatus(t) || p.bareNameText(t) != "" {
		return false
	}
	return p.nameParagraphAbove(i) != ""
}

// nameLabelParagraphAbove: list item i belongs to a list that opens right
// under (no blank line between) a paragraph that a person's name labels
// ("정화: student API 작성하기" / " - 작업 들어가기 전에 PR 올리기"): the
// items are steps of that person's work; "" otherwise.
func (p *parser) nameLabelParagraphAbove(i int) string {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem {
		return ""
	}
	j := i - 1
	for j >= 0 && p.d.Nodes[j].Kind == doc.ListItem && p.d.Nodes[j].Section == n.Section {
		j--
	}
	if j < 0 {
		return ""
	}
	m := p.d.Nodes[j]
	if m.Kind != doc.Paragraph || m.Section != n.Section || m.Quote != n.Quote {
		return ""
	}
	lm := reKoNameLabel.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(m.Text))))
	if lm == nil || !strings.ContainsAny(lm[0], ":：") {
		return ""
	}
	if lm[2] != "" || p.known(lm[1]) || koFullName(lm[1]) && utf8.RuneCountInString(lm[1]) >= 3 {
		return lm[1]
	}
	return ""
}

// knownNamesOnly: t is two or three people the notes know, and nothing
// else ("지훈, 유진", "Ana / Bo").
func (p *parser) knownNamesOnly(t string) bool {
	parts := reOwnerSep.Split(t, -1)
	if len(parts) < 2 || len(parts) > 3 {
		return false
	}
	for _, w := range parts {
		if w = strings.TrimSpace(trimHonorifics(w)); w == "" || !p.known(w) || groupOwners[strings.ToLower(w)] {
			return false
		}
	}
	return true
}
