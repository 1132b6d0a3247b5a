package rules

// Korean commitment endings as possible actions (issue 28, "no silent
// miss"). Student teams write the work a discussion left in the ending
// of the line, with nobody and no date on it: a first-person future
// ("로그인 API 구현하겠습니다", "제가 구현할게요"), a plan ("서버 배포할
// 계획", "회원가입 기능 구현 예정"), an obligation ("테스트 코드 보완해야
// 함"), a request ("README 업데이트 해주세요"). (A need, "수정 필요", is
// as often a bug report's remark.) One such ending carries a single signal, which possible()
// does not count; read alone it is still what the team said it would
// do, so it is a possible action (never extracted by it).

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

// formKoEnding: the value of the form signal.
const formKoEnding = "commitment ending"

var (
	// reKoCommitEnd: the endings above, closing the line.
	reKoCommitEnd = regexp.MustCompile(`(?:겠(?:습니다|음|다|어요)|[할볼갈올줄]\s*(?:게요|께요|게|께)|(?:할|될|하는|볼|갈)\s*(?:예정|계획)(?:임|입니다|이다|이에요)?|[\p{Hangul}]\s+예정(?:임|입니다|이다|이에요)?|(?:[\p{Hangul}]{2,}|[\p{Hangul}]\s)\s*해야\s*(?:함|합니다|한다|해요|됨|됩니다)|해\s*주세요|해주세요|부탁(?:드립니다|드려요|해요|합니다))\s*[.!~)\]]*\s*$`)
	// reKoNotCommit: a question, a negation or a guess in the ending.
	reKoNotCommit = regexp.MustCompile(`(?:까요|나요|을까|ㄹ까|는지|듯|같음|같습니다|것\s*같|않|안\s*[\p{Hangul}]+|못\s*[\p{Hangul}]+|없)\s*[.!~)\]]*\s*$|[?？]`)
)

var (
	// reKoMoreEnd (issue 28, endings of student minutes that went
	// unreported): an obligation on a verbal noun or a verb tried,
	// softened or not ("확인해봐야 함", "다시 정리해야 할 듯"; not an
	// adjective's "읽기 편해야 함", a requirement), a request on any verb
	// ("노션에 올려 주세요"), an agreement on how to proceed ("이번 주 안에
	// 마무리하는 걸로", "다시 짜보기로"), a proposal to the group ("리허설
	// 하자 (일요일 저녁)", "같이 검토합시다"), an advisor's imperative ("볼륨을
	// 더 키워라", "목록을 볼 수 있게 하라").
	reKoMoreEnd = regexp.MustCompile(`(?:(?:[\p{Hangul}]{2}해|[\p{Hangul}]봐)야\s*(?:함|합니다|한다|해요|됨|됩니다|할\s*(?:듯|것\s*같(?:음|다|아요|습니다)))|[\p{Hangul}](?:아|어|여|해|봐|워|와|려|줘|춰|써)\s*주(?:세요|십시오|시기\s*바랍니다)|(?:하는|할)\s*걸로|[\p{Hangul}]기로|(?:하|해\s*보|보|두|쓰)자|(?:합|봅|갑|둡|씁)시다|[\p{Hangul}]?(?:하|해|봐|워|와|줘|춰|써|켜|쳐|[가-힣]아|[가-힣]어)라)\s*(?:해요|하죠|함)?\s*[.!~)\]]*\s*$`)
	// reKoTrailParen: a time or a remark in parentheses closing the
	// line ("리허설 하자 (일요일 저녁)"), read past for the ending.
	reKoTrailParen = regexp.MustCompile(`\s*[(（][^()（）]{1,30}[)）]\s*$`)
	// reKoMoreNot: what makes those endings no work: a question, a
	// negation, a past.
	reKoMoreNot = regexp.MustCompile(`[?？]|(?:않|안\s|못\s|없)`)
)

// koEndingForm: plain closes with a Korean commitment ending that
// commits to work (not a question, a past, a condition or a decision).
func koEndingForm(plain string) bool {
	t := koTrimMarkup(tail(plain, 96))
	if !extract.HasHangul(t) || utf8.RuneCountInString(plain) > 100 || koPast(t) || koConditional(plain) || reKoDecidedTo.MatchString(t) || reKoDecided.MatchString(t) {
		return false
	}
	if reKoMoreEnd.MatchString(strings.TrimSpace(reKoTrailParen.ReplaceAllString(t, ""))) && !reKoMoreNot.MatchString(t) && !reKoMeetingTopic.MatchString(strings.TrimSpace(strings.TrimLeft(plain, "-*+ "))) {
		return true
	}
	if reKoNotCommit.MatchString(t) || reKoMeetingTopic.MatchString(strings.TrimSpace(strings.TrimLeft(plain, "-*+ "))) {
		// ("회의는 다음 주에 진행 예정": the meeting's own schedule.)
		return false
	}
	return reKoCommitEnd.MatchString(strings.TrimSpace(t))
}
