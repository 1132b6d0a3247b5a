package series

import "testing"

// A line that calls work off states the cancelled status, in English and
// Korean; 취소 as the work itself ("예약 취소 요청서 작성") states none.
func TestStatusOfCancelled(t *testing.T) {
	for _, s := range []string{"Cancelled: book the venue", "book the venue — canceled", "venue booking no longer needed",
		"dropped the venue booking", "워크숍 장소 예약 취소", "장소 예약 취소됨", "장소 예약은 취소하기로 함", "장소 예약 중단하기로", "장소 예약 불필요"} {
		if got := StatusOf(s); got != StatusCancelled {
			t.Errorf("%q: %q, want cancelled", s, got)
		}
	}
	for s, want := range map[string]Status{"예약 취소 요청서 작성": StatusNone, "book the venue — done": StatusDone, "장소 예약 진행 중": StatusInProgress} {
		if got := StatusOf(s); got != want {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	}
}

// "Cancelled: book the venue" names no owner (the label is a status), so
// the one open task with that deliverable is the one it calls off.
func TestCancelledLabelIsNoOwner(t *testing.T) {
	if !noOne("Cancelled") || !noOne("취소") {
		t.Fatal("a cancelled label read as an owner")
	}
	if got := WorkTitle("Cancelled: book the venue"); got != "book the venue" {
		t.Errorf("work title %q", got)
	}
}
