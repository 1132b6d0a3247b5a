package extract

// Korean notes state work under way as a work noun followed by "중"
// ("작성 중", "구현중", "진행 중"). The rules read such a line as a
// progress line and series reads its status from the same words, so the
// nouns are listed once, here: a noun added for one reading is seen by
// both.
const (
	// KoWorkNouns are the nouns that name the work itself: "예산 보고서
	// 작성 중" is the task "예산 보고서 작성", under way. A regexp
	// alternation.
	KoWorkNouns = `구현|개발|작성|검토|준비|수정|정리|조사|테스트|마무리|논의|분석|설계|리팩터링|리팩토링|배포|적용|확인|대응|처리|협의|제작|디버깅`
	// KoProgressNouns are KoWorkNouns with 진행 and 작업, which name no
	// work of their own ("결제 모듈 진행 중" is the task "결제 모듈"). A
	// regexp alternation.
	KoProgressNouns = `진행|작업|` + KoWorkNouns
)

// KoWorkVerb is the verb a task keeps from "<task> <noun> 중": the noun
// itself, or "" for 진행 and 작업.
func KoWorkVerb(noun string) string {
	if noun == "진행" || noun == "작업" {
		return ""
	}
	return noun
}
