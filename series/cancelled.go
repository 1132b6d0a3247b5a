package series

import "regexp"

// StatusCancelled: the notes say the task will not be done ("Cancelled:
// book the venue", "장소 예약 취소", "no longer needed"). Like done, a
// fact for a person, never an automatic close.
const StatusCancelled Status = "cancelled"

var (
	// reCancelled: English words that call work off.
	reCancelled = regexp.MustCompile(`(?i)\b(?:cancell?ed|called\s+off|no\s+longer\s+(?:needed|required|necessary)|not\s+needed\s+any\s*more|won'?t\s+do|will\s+not\s+do|dropped)\b`)
	// reKoCancelled: Korean ones — 취소 as a status (at the end of the
	// line or conjugated: "… 취소", "취소됨", "취소하기로 함"), a stop
	// decided ("중단하기로", "중단됨"), or a need gone ("불필요", "필요
	// 없음", "하지 않기로"). "취소 요청 작성" is work, not a status.
	reKoCancelled = regexp.MustCompile(`취소(?:됨|되었|됐|했|함|하기로|\s*(?:[.。)\]]|\(|$))|중단(?:됨|되었|하기로)|하지\s*않기로|안\s*하기로|불필요|필요\s*없`)
)

// cancelled: text says its work is called off.
func cancelled(text string) bool {
	return reCancelled.MatchString(text) || reKoCancelled.MatchString(text)
}
