package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// A Korean line that says a person will not be there — absent, on leave,
// leaving early, late ("민수: 금요일에는 휴가라 참석 못 합니다", "오늘은
// 일찍 나가봐야 합니다") — is their schedule, not work (issue 28, false
// positives; the English "Carol is out next week" is ennotwork.go's).
// Read from the close of the sentence: "휴가 전까지 보고서 작성할게요"
// closes on work and stays.
var reKoAwayEnd = regexp.MustCompile(`(?:` +
	// not attending
	`(?:참석|참여|출석|참가|합류)\s*(?:을|이)?\s*(?:못\s*(?:하|할|합|해|했)|불가|어렵|어려울|어려워|힘들|힘드)` +
	`|(?:불참|결석|결근|조퇴|지각)` +
	// on leave or away
	`|(?:휴가|연차|반차|병가|출장|여행|예비군|훈련)\s*(?:입니다|이에요|예요|이라|라서|라|중|예정|로|때문|가|을|를|\s*가|\s*다녀|\s*갑|\s*떠나)` +
	// leaving early, coming late
	`|(?:일찍|먼저)\s*(?:나가|나갈|나갑|가봐|가볼|가야|갈게|들어가|들어갈|퇴근|자리를?\s*비|일어나|일어날)` +
	`|(?:늦을|늦게\s*(?:참석|합류|들어|올|와|옵|갈|도착)|늦어질)` +
	`|(?:자리를?\s*비우|자리\s*비움)` +
	`|(?:못\s*(?:와|옵|올|오|갑|갈|가요|가겠|나와|나옵|나올))` +
	`)[^.!?。]{0,16}[.!~]*$`)

// koAwayLine: the Korean plain (an owner's label cut off) closes on its
// writer's or a person's absence, and holds no deadline of work ("까지").
func koAwayLine(plain string) bool {
	if !extract.HasHangul(plain) {
		return false
	}
	if m := reLeadKoName.FindStringSubmatch(plain); m != nil {
		plain = m[2]
	}
	plain = strings.TrimSpace(stripInline(plain))
	if strings.Contains(plain, "까지") {
		return false
	}
	return reKoAwayEnd.MatchString(tail(plain, 48))
}
