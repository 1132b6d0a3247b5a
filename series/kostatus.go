package series

import (
	"regexp"

	"github.com/axagent/axagent/extract"
)

// How Korean progress lists word a task's status beyond "진행 중" and
// "완료" (issue 27): the work noun the line ends on, followed by "중"
// ("구현 중", "마무리 중", "테스트중"), the progressive "…하고 있습니다",
// and "마무리" alone (being wrapped up) are in progress; "마무리했음",
// "마무리됨" are done. A finish that is planned ("완료 예정", "완료할
// 계획", "다음 주 완료 목표") is no finish: the work is in progress.
// "80% 진행" is in progress; a line waiting on something ("리뷰 대기",
// "승인 대기 중", "지연 (리뷰 대기)") is blocked.
var (
	rePlannedFinish = regexp.MustCompile(`(?:완료|마무리|끝낼|마칠)\s*(?:할|될|하는\s*것을?)?\s*(?:예정|계획|목표|하겠|할게|하려)`)
	reKoInProgress  = regexp.MustCompile(`(?:` + extract.KoProgressNouns + `)\s*중(?:$|[\s.,;:)。]|입니다|이며|이고|이에요|임)|(?:하고|되고|진행되고)\s*있(?:습니다|음|어요|다)|마무리(?:\s*단계)?(?:$|[\s.,;:)。])|\d{1,3}\s*%\s*진행`)
	reKoBlocked     = regexp.MustCompile(`\p{Hangul}{2,}\s*대기(?:$|[\s.,;:)。])|지연\s*[(（]`)
	reKoDone        = regexp.MustCompile(`마무리\s*(?:했|함|됨|되었|지었|완료)`)
)

// A Korean finish negated ("미완료", "완료 안 됨", "완료되지 않음", "완료
// 못함") is work under way; one asked about ("완료 여부 확인") says
// nothing; one with work left after it ("완료했으나 리뷰 필요") is a piece
// of the task; a hold lifted ("보류 해제") is work that moves.
var (
	reKoNotDone   = regexp.MustCompile(`미완료|미완성|(?:완료|마무리|종료)\s*(?:가\s*|를\s*)?(?:안|못)\s*(?:됨|됐|되었|되어|했|함|하였|한|하고|하여)|(?:완료|마무리|종료)(?:되|하)지\s*(?:않|못)|(?:완료|마무리)\s*못`)
	reKoAsked     = regexp.MustCompile(`(?:완료|진행|마무리)\s*(?:여부|했는지|됐는지|되었는지|인지)`)
	reKoWorkLeft  = regexp.MustCompile(`(?:으나|지만|는데|했고|됐고)\s*[^.。]*?(?:필요|남음|남았|남아|남은|예정|해야)`)
	reKoUnblocked = regexp.MustCompile(`보류\s*(?:해제|풀림|풀렸|풀어)|(?:대기|지연)\s*(?:해소|해제|끝)`)
)
