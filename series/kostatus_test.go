package series

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Korean progress lists word a status with the work noun before "중", a
// progressive ending, or "마무리"; a finish that is only planned ("완료
// 예정") is in progress, never done.
func TestStatusOfKoreanProgressForms(t *testing.T) {
	for text, want := range map[string]Status{
		"로그인 API 구현 중":                  StatusInProgress,
		"결제 모듈 리팩터링 마무리 중":              StatusInProgress,
		"결제 모듈 리팩터링 마무리":                StatusInProgress,
		"결제 모듈 리팩터링 마무리 단계":             StatusInProgress,
		"결제 모듈 리팩터링을 진행하고 있습니다":         StatusInProgress,
		"테스트중입니다":                       StatusInProgress,
		"로그인 API 구현 완료 예정":              StatusInProgress,
		"결제 모듈 리팩터링 진행 중, 다음 주 완료 예정":   StatusInProgress,
		"다음 주까지 마무리할 계획":                StatusInProgress,
		"결제 모듈 리팩터링 마무리했습니다":            StatusDone,
		"결제 모듈 리팩터링 완료, 배포는 다음 주 완료 예정": StatusDone,
		"결제 모듈 리팩터링 80% 진행":             StatusInProgress,
		"결제 모듈 리팩터링 지연 (리뷰 대기)":         StatusBlocked,
		"보안 승인 대기 중":                    StatusBlocked,
		"법무 검토 대기":                      StatusBlocked,
		"대기열 모니터링 대시보드 구성":              StatusNone,
		"중요 고객 공지문 작성":                  StatusNone,
		"집중 검토 필요":                      StatusNone,
	} {
		if got := StatusOf(text); got != want {
			t.Errorf("StatusOf(%q) = %q, want %q", text, got, want)
		}
	}
}

// Every noun the rules read as "<task> <noun> 중" (a progress line) is
// one series reads as in progress: the list is one (extract.KoWorkNouns).
func TestStatusOfEveryKoreanWorkNoun(t *testing.T) {
	for _, noun := range strings.Split(extract.KoProgressNouns, "|") {
		for _, text := range []string{"결제 모듈 " + noun + " 중", "결제 모듈 " + noun + "중입니다"} {
			if got := StatusOf(text); got != StatusInProgress {
				t.Errorf("StatusOf(%q) = %q, want in progress", text, got)
			}
		}
	}
}

// TestKoFinishNegatedAskedOrInPieces: a Korean finish negated ("미완료",
// "완료 안 됨", "완료되지 않음", "완료 못함") is work under way, not done;
// one asked about ("완료 여부 확인 필요", "완료?") says nothing; one with
// work left after it ("완료했으나 리뷰 필요", "1차 완료, 2차 진행 중") is
// the task in progress; a hold lifted ("보류 해제") is not blocked.
func TestKoFinishNegatedAskedOrInPieces(t *testing.T) {
	for _, c := range []struct {
		text string
		want Status
	}{
		{"미완료", StatusInProgress},
		{"완료 안 됨", StatusInProgress},
		{"완료되지 않음", StatusInProgress},
		{"아직 완료 못함", StatusInProgress},
		{"완료하지 못했습니다", StatusInProgress},
		{"완료 여부 확인 필요", StatusNone},
		{"완료?", StatusNone},
		{"완료했으나 리뷰 필요", StatusInProgress},
		{"1차 완료, 2차 진행 중", StatusInProgress},
		{"보류 해제", StatusInProgress},
		{"완료", StatusDone},
		{"리뷰 대기", StatusBlocked},
	} {
		if got := StatusOf(c.text); got != c.want {
			t.Errorf("StatusOf(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
