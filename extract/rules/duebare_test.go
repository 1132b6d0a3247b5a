package rules

import (
	"context"
	"testing"
)

// A day written alone in brackets closing an item is its deadline, as
// "(11/14)" and "(차주)" are — "(다음 주 화요일)", "(Friday)", "(next Tue)";
// and an item put off names its new deadline ("— moved to 12/11"), which
// is no part of the work. Before, each was filed with no due date and the
// words left in its title.
func TestBareDayInBracketsAndMovedDates(t *testing.T) {
	notes := "# W\n\n참석자: 지훈, Dana, Tom\n\n## Action items\n" +
		"- 지훈: 로그 수집기 교체 (다음 주 화요일)\n" + // 6
		"- 지훈: 배포 스크립트 정리 (금요일)\n" + // 7
		"- Dana: send the invoice (Friday)\n" + // 8
		"- Dana: renew the certificate (next Tue)\n" + // 9
		"- Tom: schedule the DR drill — moved to 12/11\n" + // 10
		"- Tom: book the venue, postponed to Dec 18\n" + // 11
		"- Dana: review the talk (Friday session)\n" // 12
	cs, err := parse(context.Background(), []byte(notes), nil, false)
	if err != nil {
		t.Fatal(err)
	}
	type got struct{ title, due string }
	by := map[int]got{}
	for _, c := range cs {
		by[c.Line] = got{c.Title, c.Due}
	}
	for line, want := range map[int]got{
		6: {"로그 수집기 교체", "다음 주 화요일"}, 7: {"배포 스크립트 정리", "금요일"}, 8: {"send the invoice", "Friday"},
		9: {"renew the certificate", "next Tue"}, 10: {"schedule the DR drill", "12/11"}, 11: {"book the venue", "Dec 18"},
		12: {"review the talk (Friday session)", ""},
	} {
		if by[line] != want {
			t.Errorf("line %d: %+v, want %+v", line, by[line], want)
		}
	}
}
