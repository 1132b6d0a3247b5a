package rules

import (
	"regexp"
	"strings"
)

// Korean speech-to-text transcripts (Clova Note, Daglo and the like; issue
// 28, third Korean trials): each turn is headed by its speaker and the
// time into the recording — "참석자 1 00:03", "김민수 00:12:31" — or
// written on one line, "[00:41] 화자 3: …". The speakers are numbered
// when the tool did not know them. These are read as the messenger chats
// are (kochat.go): each turn becomes "speaker: words", so a speaker's
// own commitment is that speaker's action.

// koSTTSpeaker: a speaker as such tools label one — a name, or a word
// and the speaker's number ("참석자 1", "화자 3", "Speaker 2").
const koSTTSpeaker = `[\p{Hangul}A-Za-z][\p{Hangul}A-Za-z._]{0,11}(?:\s[\p{Hangul}A-Za-z][\p{Hangul}A-Za-z._]{0,11})?(?:\s\d{1,2})?`

// koSTTOffset: the time into the recording, minutes and seconds or hours
// too.
const koSTTOffset = `(?:\d{1,2}:)?\d{1,2}:\d{2}`

var (
	// "참석자 1 00:03", "김민수 00:12:31", "화자 2  (01:05)"
	reKoSTTHeader = regexp.MustCompile(`^(` + koSTTSpeaker + `)\s+[\[(]?` + koSTTOffset + `[\])]?$`)
	// "[00:41] 화자 3: 저는 …", "00:41 화자 3: …"
	reKoSTTLine = regexp.MustCompile(`^[\[(]?` + koSTTOffset + `[\])]?\s+(` + koSTTSpeaker + `)\s*[:：]\s*(\S.*)$`)
)

// koSTTHeader returns the speaker a turn's header line names.
func koSTTHeader(t string) (string, bool) {
	if m := reKoSTTHeader.FindStringSubmatch(t); m != nil {
		return m[1], true
	}
	return "", false
}

// koSTTLine returns the speaker and words of a one-line turn.
func koSTTLine(t string) (name, msg string, ok bool) {
	if m := reKoSTTLine.FindStringSubmatch(t); m != nil {
		return m[1], m[2], true
	}
	return "", "", false
}

// reKoBareProcedure: a speaker opening or closing the meeting with no
// work named — "다들 오셨으니까 시작하겠습니다", "자 그럼 마치겠습니다":
// the verb of starting or ending closes the words, and what comes before
// it is only such a speaker's fillers or a clause of why or when
// (koProcedureFiller), no work ("장바구니 UI 마무리하겠습니다" is work).
var reKoBareProcedure = regexp.MustCompile(`(?:^|\s)(?:시작|마치|종료)(?:하|할|합|해|겠)?(?:겠습니다|게요|께요|시다|죠|습니다|볼까요)?\s*[.!~]*$`)

var reKoProcedureFiller = regexp.MustCompile(`^(?:자|그럼|그러면|이제|다들|모두|바로|오늘|오늘은|회의|회의는|네|예|좋습니다|\p{Hangul}*(?:니까|으니|면|어서|아서|해서)[,.]?)$`)

// koBareProcedure: s opens or closes the meeting, no work in it.
func koBareProcedure(s string) bool {
	loc := reKoBareProcedure.FindStringIndex(s)
	if loc == nil {
		return false
	}
	for _, w := range strings.Fields(s[:loc[0]]) {
		if !reKoProcedureFiller.MatchString(strings.Trim(w, ",.")) {
			return false
		}
	}
	return true
}
