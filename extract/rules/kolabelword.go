package rules

import (
	"regexp"
	"strings"
)

// koSectionLabels: the closed class of Korean words that label what a
// line is — its kind in the minutes, never who says it ("**결론**: …",
// "공지: …", "비고: …"). Before a colon they name no speaker, so the line
// is read on its own signals.
var koSectionLabels = map[string]bool{
	"결론": true, "최종 결론": true, "목표": true, "목적": true, "공지": true, "공지사항": true, "안건": true,
	"참고": true, "참고사항": true, "비고": true, "요약": true, "정리": true, "결정": true, "결정사항": true,
	"합의": true, "합의사항": true, "메모": true, "전달사항": true, "특이사항": true, "요청": true,
	"요청사항": true, "제안": true, "결과": true, "방향": true, "계획": true, "주의": true, "주의사항": true,
}

// reKoLabelColon: a short Hangul label, a colon, then the line.
var reKoLabelColon = regexp.MustCompile(`^(\p{Hangul}+(?:\s\p{Hangul}+)?)\s*[:：]\s*(\S.*)$`)

// koNonPersonLabel: plain opens with a section label (not a name the
// notes know); rest is the line after it.
func (p *parser) koNonPersonLabel(plain string) (rest string, ok bool) {
	m := reKoLabelColon.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil || p.known(m[1]) || !koSectionLabels[m[1]] && !p.koKnownSubject(m[2]) {
		return plain, false
	}
	return m[2], true
}

// reKoSubjectName: a Hangul name, maybe honoured or followed by an
// office ("홍길동 위원이"), then a subject or topic particle.
var reKoSubjectName = regexp.MustCompile(`(?:^|\s)([\p{Hangul}]{2,4}?)(?:님|씨)?(?:\s+[\p{Hangul}]{1,3}?)?(?:이|가|께서|은|는)\s`)

// koKnownSubject: s makes a person the notes know its subject ("행사:
// 홍길동 위원이 정자 예약을 하기로 함"): the label before it is the topic,
// no speaker.
func (p *parser) koKnownSubject(s string) bool {
	for _, m := range reKoSubjectName.FindAllStringSubmatch(s+" ", 4) {
		if p.known(m[1]) {
			return true
		}
	}
	return false
}
