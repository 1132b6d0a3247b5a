package app

// outcomeLabels name what an attempt ended with (ledger.Outcome and the
// dispatcher's waits), English then Korean, for the key page.
var outcomeLabels = map[string][2]string{
	"":                 {"not recorded (the worker stopped)", "기록 없음(워커 중단)"},
	"succeeded":        {"done", "완료"},
	"sent":             {"sent", "보냄"},
	"permanent":        {"refused", "거부됨"},
	"retryable":        {"failed, will retry", "실패, 다시 시도"},
	"unknown":          {"outcome unknown", "결과 모름"},
	"released":         {"given back", "반환"},
	"found":            {"found", "찾음"},
	"mismatch":         {"other content", "내용 불일치"},
	"not-found":        {"not found", "찾지 못함"},
	"in-flight":        {"may still land", "아직 도착 가능"},
	"lookup-failed":    {"lookup failed", "조회 실패"},
	"lookup-refused":   {"lookup refused", "조회 거부"},
	"no-lookup":        {"no lookup", "조회 불가"},
	"error":            {"error", "오류"},
	"resend":           {"resend", "다시 보냄"},
	"not-sent":         {"not sent", "보내지 않음"},
	"throttled":        {"rate limited", "호출 한도"},
	"blocked":          {"blocked", "막힘"},
	"unsupported":      {"not supported", "지원 안 됨"},
	"takeovers":        {"stopped too often", "중단 반복"},
	"not-permitted":    {"not permitted", "권한 없음"},
	"no-target":        {"tracker removed", "트래커 없음"},
	"unconfirmed":      {"unconfirmed", "확인 불가"},
	"history-refused":  {"history refused", "전달 기록 거부"},
	"history-failed":   {"history unavailable", "전달 기록 없음"},
	"fallback-held":    {"fallback held", "대체 채널 보류"},
	"digest-held":      {"digest held", "요약 보류"},
	"not-needed":       {"not needed", "필요 없음"},
	"empty":            {"nothing to send", "보낼 것 없음"},
	"in-digest":        {"in a digest", "요약에 포함"},
	"breaker-open":     {"circuit open", "차단기 열림"},
	"digest-failed":    {"digest failed", "요약 실패"},
	"digest-waiting":   {"digest waiting", "요약 대기"},
	"fallback-waiting": {"fallback waiting", "대체 채널 대기"},
}

// OutcomeLabel names what an attempt ended with in lang; an outcome
// without a label is its code.
func OutcomeLabel(lang, outcome string) string {
	l, ok := outcomeLabels[outcome]
	if !ok {
		return outcome
	}
	if lang == "ko" {
		return l[1]
	}
	return l[0]
}
