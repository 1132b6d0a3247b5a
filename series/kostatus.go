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
