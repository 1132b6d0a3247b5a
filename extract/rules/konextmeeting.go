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
