package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// reKoNextMeetingLead: "다음 회의 추천 알고리즘 조사" — the next meeting
// opening a Korean task, then the work (a space after 회의: "다음
// 회의에서 논의" is where, not when; "다음 회의 때까지 …" keeps its 때까지
// in the due).
var reKoNextMeetingLead = regexp.MustCompile(`^(다음\s*(?:회의|미팅|모임)(?:\s*(?:때까지|전까지|까지))?)\s+([\p{L}\p{N}]+)`)

// koMeetingParts: words after "다음 회의" that make it the meeting's own
// (its agenda, date, place: "다음 회의 안건 정리"), not the time the work
// is due.
var koMeetingParts = map[string]bool{"안건": true, "일정": true, "일시": true, "장소": true, "시간": true, "날짜": true, "준비": true,
	"진행": true, "진행자": true, "주제": true, "때": true, "전": true, "후": true, "내용": true, "공지": true, "참석": true,
	"사회": true, "서기": true, "회의록": true, "방식": true, "형식": true, "예약": true, "링크": true, "시작": true, "요일": true}

// koNextMeetingDue: a Korean task opening with the next meeting is due
// then; the due is kept as written ("다음 회의"), the work is the rest.
func koNextMeetingDue(c *extract.Candidate) {
	if c.Due != "" {
		return
	}
	m := reKoNextMeetingLead.FindStringSubmatchIndex(c.Title)
	if m == nil || koMeetingParts[c.Title[m[4]:m[5]]] {
		return
	}
	c.Due, c.Title = c.Title[m[2]:m[3]], strings.TrimSpace(c.Title[m[3]:])
}

// reKoScheduleField: a label of when or where something takes place
// ("일정", "회의 일정", "발표 일시", "모임 장소"), alone or before its colon;
// reEnScheduleField the English labels ("Time:", "Next meeting date:",
// "Where:").
var (
	reKoScheduleField = regexp.MustCompile(`^(?:\p{Hangul}{1,6}\s?){0,2}(?:일정|일시|시간|날짜|장소)\s*(?:[:：]|$)`)
	reEnScheduleField = regexp.MustCompile(`(?i)^(?:(?:next\s+)?(?:meeting|call|session|sync)\s+)?(?:time|date|when|where|location|place|venue|room)\s*[:：]`)
)

// reMeetAgain: the team meets again ("9월 23일날 다시 회의 예정", "Meet
// again on Sept 23", "We will reconvene next Tuesday").
var reMeetAgain = regexp.MustCompile(`(?:다시|재)\s*(?:회의|모임|미팅)(?:\s*(?:예정|진행|진행\s*예정|하기로\s*함))?\s*[.]?$|(?i)^(?:(?:we|the\s+(?:team|group))\s+(?:will|shall|to)\s+|(?:will|to)\s+)?(?:meet|reconvene|regroup|reconnect)(?:\s+up)?\s+again\b|(?i)^(?:(?:we|the\s+(?:team|group))\s+(?:will|shall|to)\s+)?reconvene\b`)

// reKoNextMeetingWhen: the line says when the next meeting is held ("다음
// 회의는 2026-07-23 오전 10시에 진행한다.", "다음 모임은 토요일 오후 2시"),
// as reNextMeeting reads an English one; "다음 회의에서는 …" (what it will
// take up) is not this.
var reKoNextMeetingWhen = regexp.MustCompile(`^다음\s*(?:회의|미팅|모임|스크럼|정기\s*회의)(?:\s*일정)?\s*(?:은|는)\s*(?:\d|[월화수목금토일]요일|(?:이번|다음)\s*주|내일|모레|오전|오후)`)

// scheduleField: a line (its title as read, its text as written) that
// gives the time or the place of an event ("다음 회의 계획" / "- 일정: 금요일
// 오후 7시", "- 발표 일정: 11월 6일", "- Time: Friday 7pm") or says the
// team meets again records when it meets or presents — when nobody owns
// it (the callers ask); work to arrange it is written as such ("일정
// 조율하기", "Book the room for Friday").
func scheduleField(title, text string) bool {
	line := strings.TrimLeft(strings.TrimSpace(stripInline(stripEmphasis(text))), "-*+•·0123456789.) ")
	title = strings.TrimSpace(title)
	return reKoScheduleField.MatchString(title) || reKoScheduleField.MatchString(line) || reEnScheduleField.MatchString(line) || reMeetAgain.MatchString(title) || reMeetAgain.MatchString(line) || reKoNextMeetingWhen.MatchString(line)
}
