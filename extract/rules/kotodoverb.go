package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// Korean minutes write an instruction to whoever reads them as a verb
// made a noun with -기 ("템플릿 파일 다시 확인하기", "좀 더 검토해 보기",
// "issue로 남기기") or as a future adnominal before 것 ("저장소에 올릴
// 것"), in any section and often as a sub-item under the problem it
// answers ("-> 템플릿 다시 확인하기"). On teams the rules were not built
// from such lines were silent misses; they are possible actions (a
// to-do ending), never extracted by the ending alone.

// reKoVerbGi: -기 after a verb — every 하다 verb ("수정하기", "문서화하기"),
// 보기 after the 아/어 form ("찾아보기", "검토해 보기"), and the common
// verbs of work; nouns that end in 기 (크기, 얘기, 분위기) are not verbs.
var reKoVerbGi = regexp.MustCompile(`(?:하기|보기|찾기|남기기|올리기|만들기|넣기|쓰기|읽기|달기|두기|잡기|끝내기|마치기|바꾸기|옮기기|나누기|합치기|맞추기|알리기|돌리기|모으기|받기|보내기|채우기|붙이기|지우기|고치기)\s*[.!)\]]?\s*$`)

// reKoTrailMarkup: markup closing a line that is no text ("할 것<br>",
// a heading's hard-break backslash).
var reKoTrailMarkup = regexp.MustCompile(`(?:\s*<br\s*/?>|\\)+\s*$`)

// koTreeBranch: the raw line is a branch of a drawn tree ("├─ 파일
// 읽기", "└─ 설정 바꾸기"), no instruction.
func koTreeBranch(raw string) bool {
	t := strings.TrimSpace(raw)
	return strings.ContainsAny(t[:min(len(t), 12)], "├└│┣┗┃")
}

// koTrimMarkup: t without the markup closing it.
func koTrimMarkup(t string) string {
	return strings.TrimSpace(reKoTrailMarkup.ReplaceAllString(t, ""))
}

// koVerbTodo: t closes with a verb made a noun (-기) that reports
// nothing done — not a choice settled ("… 것으로 하기"), not a branch of a
// drawn tree.
func koVerbTodo(t string) bool {
	t = koTrimMarkup(tail(t, 96))
	if !extract.HasHangul(t) || koPast(t) || !reKoVerbGi.MatchString(t) || reKoDecidedGi.MatchString(t) {
		return false
	}
	return true
}

// reKoDecidedGi: "… 아닌 것으로 하기", "A안으로 하기": the meeting settles a
// choice, no work.
var reKoDecidedGi = regexp.MustCompile(`(?:것으로|으로|로)\s*하기\s*[.!]?\s*$`)
