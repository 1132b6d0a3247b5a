package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// reSpeakerNext: a person's update that reports, then labels what comes
// next — "Alice: ran the ablation; accuracy dropped. Next: try a larger
// batch", "Bob: finished the review. Next week: write the related work",
// "Carol: stuck on the loader. Plan: pair with Bob on Thursday" — and
// the label put after the name ("Bob (next): rerun the baselines",
// "Alice — TODO: clean up the scripts").
var (
	reSpeakerNext   = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*)?)\s*(?:[:：]|\s[-–—])\s+\S.*?[.;!]\s+(?i:next(?:\s+steps?)?|next\s+(?:week|time|sprint)|plan|plans|todo|to-?do|action)\s*[:：]\s*(\S.+)$`)
	reNameNextLabel = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*)?)\s*(?:\(\s*(?i:next(?:\s+steps?)?|next\s+week|todo|to-?do|plan)\s*\)\s*[:：—–-]|\s[—–-]\s*(?i:next(?:\s+steps?)?|todo|to-?do|plan)\s*[:：])\s*(\S.+)$`)
	reNextWeekLabel = regexp.MustCompile(`(?i)[.;!]\s+next\s+(week|sprint)\s*[:：]`)
	// The Korean forms: "민수: 실험 완료. 다음: 재실험", "서연: 정리 끝.
	// 다음 주: 섹션 작성", "민수 - 할 일: 스크립트 정리", "지훈 (예정): 재실행".
	reKoSpeakerNext   = regexp.MustCompile(`^([\p{Hangul}]{2,4})\s*(?:님|씨)?\s*(?:[:：]|\s[-–—])\s+\S.*?[.;!]\s+(다음\s*(?:주|번|스프린트)?|차주|계획|할\s*일|todo|TODO)\s*[:：]\s*(\S.+)$`)
	reKoNameNextLabel = regexp.MustCompile(`^([\p{Hangul}]{2,4})\s*(?:님|씨)?\s*(?:[(（]\s*(다음\s*(?:주|번)?|차주|계획|할\s*일|예정)\s*[)）]\s*[:：—–-]|\s[—–-]\s*(다음\s*(?:주|번)?|차주|계획|할\s*일)\s*[:：])\s*(\S.+)$`)
)

// koSpeakerNext is speakerNext for a Korean update; the label's week ("다음
// 주", "차주") is the due.
func (p *parser) koSpeakerNext(plain string) *extract.Candidate {
	name, label, work := "", "", ""
	if m := reKoSpeakerNext.FindStringSubmatch(plain); m != nil {
		name, label, work = m[1], m[2], m[3]
	} else if m := reKoNameNextLabel.FindStringSubmatch(plain); m != nil {
		name, label, work = m[1], m[2]+m[3], m[4]
	}
	if name == "" || !p.known(name) || isQuestion(work) {
		return nil
	}
	c := &extract.Candidate{Assignee: name, Owners: []string{name}, Syntax: "speaker-next"}
	if !titled(c, work) {
		return nil
	}
	if l := strings.Join(strings.Fields(label), " "); c.Due == "" && (l == "다음 주" || l == "다음주" || l == "차주") {
		c.Due = l
	}
	return c
}

// speakerNext reads what a person the notes know labels as their next
// step in their own update.
func (p *parser) speakerNext(plain string) *extract.Candidate {
	if extract.HasHangul(plain) {
		return p.koSpeakerNext(plain)
	}
	m := reSpeakerNext.FindStringSubmatch(plain)
	if m == nil {
		m = reNameNextLabel.FindStringSubmatch(plain)
	}
	if m == nil || !p.known(strings.TrimPrefix(m[1], "@")) || isQuestion(m[2]) {
		return nil
	}
	c := &extract.Candidate{Assignee: m[1], Owners: splitOwners(m[1]), Syntax: "speaker-next"}
	if !titled(c, m[2]) {
		return nil
	}
	if w := reNextWeekLabel.FindStringSubmatch(plain); w != nil && c.Due == "" {
		c.Due = "next " + strings.ToLower(w[1])
	}
	return c
}

// reKoToldMember: an instruction reported as given to a member — "서연에게
// 금요일까지 초안 보내라고 하심", "(교수님께서) 민수한테 데이터셋 추가하라고
// 하셨음": the member named with 에게/한테 is to do it.
var reKoToldMember = regexp.MustCompile(`(?:^|\s)([\p{Hangul}]{2,4}?)(?:님|씨)?(?:에게|한테)\s+(\S.*?)(?:으라|라)\s*(?:고|는)\s*(?:하심|하셨|말씀|요청|부탁|지시|조언)`)

// koToldMember reads reKoToldMember when the member is a person the notes
// know; the work is titled with its stem and 기 ("초안 보내기").
func (p *parser) koToldMember(plain string) *extract.Candidate {
	m := reKoToldMember.FindStringSubmatch(plain)
	if m == nil || !p.known(m[1]) || koTitleOnly(m[1]) {
		return nil
	}
	c := &extract.Candidate{Assignee: m[1], Owners: []string{m[1]}, Syntax: "told-member"}
	if !titled(c, strings.TrimSpace(m[2])+"기") {
		return nil
	}
	return c
}
