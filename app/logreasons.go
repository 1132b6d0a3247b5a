package app

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// logReason is one reason the code writes into the ledger's log, kept as
// its writer formats it: Format is the writer's fmt format (the English
// of the audit log, which `ledger show` prints and older rows hold), and
// the stored text is read back into the format's values by matching it.
// En and Ko are what a page says for it, with {1}…{n} for the values
// (En "" says the stored text as it is: it has no command-line flag).
// Words, when set, words the values in a language (an operation, a
// state, a person's default note) before they are put in.
type logReason struct {
	Format, En, Ko string
	Words          func(lang string, vals []string) []string
	re             *regexp.Regexp
}

// logReasons are every reason the code writes into the log besides those
// a key waits for a person with (ExplainReason's catalogue), in the
// order they are tried: a format that another one's matches would also
// fit comes first. TestEveryWrittenReasonCatalogued finds every reason
// the code writes and fails on one that is in neither catalogue.
var logReasons = []*logReason{
	// The ledger's own entries (ledger/internal/codec.DerivedReason,
	// EnqueueParams.LogEntry, CompleteRetry).
	{Format: "claimed", Ko: "작업 시작"},
	{Format: "claimed for reconciliation", Ko: "결과 확인 시작"},
	{Format: "lease expired; taken over", Ko: "작업자 임대 만료로 다른 작업자가 이어받음"},
	{Format: "queued with %s", Ko: "{1} 와 함께 알림 대기열에 넣음"},
	{Format: "enqueued", Ko: "대기열에 넣음"},
	{Format: "enqueued from %s", Ko: "{1} 에서 대기열에 넣음", Words: sourceWords},
	{Format: "retryable: %s", En: "temporary failure; will retry", Ko: "일시적 오류, 다시 시도합니다"},
	{Format: ledger.CorrectedReason, Ko: "시도 전에 새 추출로 내용이 바뀜"},

	// A person's decisions (app/human.go, app/ops.go, the console).
	{Format: "approved", Ko: "승인"},
	{Format: "approved: %s", Ko: "승인: {1}", Words: noteWords(0)},
	{Format: "approved and corrected by %s (%s): %s", Ko: "승인 후 {1} 님이 수정({2}): {3}", Words: correctionWords},
	{Format: "corrected by %s (%s): %s", Ko: "{1} 님이 수정({2}): {3}", Words: correctionWords},
	{Format: "rejected: %s", Ko: "거절: {1}", Words: noteWords(0)},
	{Format: "compensation requested: %s", Ko: "보상(취소) 요청: {1}", Words: noteWords(0)},
	{Format: "split from %s by %s: %s", Ko: "{2} 님이 {1} 에서 분리해 새 업무로 등록: {3}", Words: noteWords(2)},
	{Format: "due date restored to %s: %s was split from it by %s", Ko: "기한을 {1}(으)로 되돌림: {3} 님이 {2} 을(를) 이 업무에서 분리"},
	{Format: "restated by %s (line %d)", Ko: "{1} ({2}행)이 이 업무를 다시 언급해 기한 변경"},
	{Format: "promoted from a possible action (line %d) by %s", Ko: "{2} 님이 가능 액션({1}행)을 업무로 등록"},
	// A later meeting's reading of a held task (series/link.go,
	// plan/plan.go): the part after "; " is said on its own.
	{Format: "answered by meeting %s (%s, line %d): %s alone owns it", Ko: "회의 {1} ({2}, {3}행)이 답함: {4} 님이 단독 담당"},
	{Format: "answered by meeting %s (%s, line %d): %s alone owns it, due %s", Ko: "회의 {1} ({2}, {3}행)이 답함: {4} 님이 단독 담당, 기한 {5}"},
	{Format: "answered by meeting %s (%s, line %d): due %s", Ko: "회의 {1} ({2}, {3}행)이 답함: 기한 {4}"},
	{Format: "due date carried from a restatement: restated by %s (line %d), due %s (was %s)", Ko: "다시 언급된 기한을 옮김: {1} ({2}행), 기한 {3} (이전 {4})", Words: noneWords(3)},
	{Format: "still waits for a person: %s", Ko: "아직 사람의 확인을 기다림: {1}", Words: holdWords(0)},
	{Format: "the hold (%s) is answered by the notes as read in %s", Ko: "보류 사유({1})가 {2} 에서 읽은 회의록으로 해결됨", Words: answeredWords},
	{Format: "self-heal: %s appeared in %s after the key was marked not found; settled with it", Ko: "자동 복구: 찾지 못했던 업무 {1} 이(가) {2} 에 나타나 그 업무로 완료 처리"},
	{Format: ConsoleNote, Ko: "콘솔에서 처리"},

	// What reconcile says of a key it skipped (app.Reconcile; not stored).
	{Format: "a worker holds it; in doubt only if its lease expires", Ko: "워커가 처리 중입니다. 임대가 만료되어야 결과 확인 대상이 됩니다"},
	{Format: "not in doubt", Ko: "확인할 결과가 없음"},
	{Format: "next check not due yet", Ko: "다음 확인 시각이 아직 아님"},

	// The engine (execute/).
	{Format: "released on shutdown before sending", Ko: "보내기 전에 종료되어 반환"},
	{Format: "released on shutdown while waiting for a send slot", Ko: "보낼 차례를 기다리다 종료되어 반환"},
	{Format: "unknown operation %q", Ko: "알 수 없는 작업 {1}"},
	{Format: "%v; given back before looking it up", En: "given back before looking it up: too little of the lease left", Ko: "작업 시간이 부족해 조회 전에 반환"},
	{Format: "%v; given back unsent", En: "given back unsent: too little of the lease left", Ko: "작업 시간이 부족해 보내지 않고 반환"},
	{Format: "nobody is assigned: `axagent ledger resolve %s --requeue --assignee NAME --reason TEXT`", En: "nobody is assigned", Ko: "담당자가 없습니다"},
	{Format: "created %s in %s", Ko: "{2} 에 {1} 등록"},
	{Format: "update without a registered create: %s", En: "update without a registered task", Ko: "등록된 업무 없이 변경 요청"},
	{Format: "the task's create is %s; resolve it first", Ko: "업무 등록이 '{1}' 상태라 먼저 해결해야 합니다", Words: stateValues},
	{Format: "reconciled: %s already has the new fields", Ko: "확인: {1} 에 이미 새 내용이 반영됨"},
	{Format: "updated %s: due %s, assignee %s", Ko: "{1} 변경: 기한 {2}, 담당자 {3}"},
	{Format: "cancel needs a registered task; the create is not succeeded", Ko: "취소하려면 등록된 업무가 필요하지만 등록이 완료되지 않음"},
	{Format: "%s cannot close tasks through axagent: close %s by hand, then resolve this key with --external-id %s",
		En: "{1} cannot close tasks through axagent: close {2} by hand, then mark it found with that tracker ID", Ko: "{1} 은(는) axagent로 업무를 닫을 수 없습니다. {2} 을(를) 직접 닫은 뒤 그 트래커 ID로 '찾음' 처리하세요"},
	{Format: "cancel outcome unknown; closing again is harmless", Ko: "취소 결과를 알 수 없음. 다시 닫아도 안전합니다"},
	{Format: "cancelled %s (compensation)", Ko: "{1} 취소(보상)"},
	{Format: "gave up after %d attempts; last error: %s failed: %v", En: "gave up after {1} attempts ({2} failed)", Ko: "{1}번 시도 후 포기({2} 실패)", Words: opValues(1)},
	{Format: "waits for %s (%s), planned before it, to settle", Ko: "먼저 계획된 {1} ({2}) 이(가) 끝날 때까지 보내지 않고 기다림", Words: stateAt(1)},
	{Format: "not sent: %s; still in doubt from an earlier attempt", Ko: "보내지 않음({1}). 이전 시도의 결과는 아직 확인 중"},
	{Format: "superseded by %s (planned later, succeeded): not sent", Ko: "나중에 계획된 {1} 이(가) 이미 반영되어 보내지 않음"},
	{Format: "not sent (circuit breaker open); still in doubt from an earlier attempt", Ko: "차단기가 열려 보내지 않음. 이전 시도의 결과는 아직 확인 중"},
	{Format: "deciding the target: %s", En: "the tracker could not be decided; will try again", Ko: "트래커를 정할 수 없어 다시 시도합니다"},
	{Format: "rate budget of %s unreadable: %s", En: "rate budget of {1} unreadable; will try again", Ko: "{1} 의 호출 한도를 읽을 수 없어 다시 시도합니다"},
	{Format: "rate limit of %s: no send slot for %s", Ko: "{1} 호출 한도: {2} 동안 보낼 차례 없음"},

	// Reconciliation (reconcile/).
	{Format: "reconciled: %s found by key; project, source action, assignee and due date match", Ko: "확인: 키로 {1} 을(를) 찾았고 프로젝트, 원본 액션, 담당자, 기한이 일치함"},
	{Format: "read attempts: %s", En: "attempts unreadable; will check again", Ko: "시도 기록을 읽을 수 없어 다시 확인합니다"},
	{Format: "target has no lookup but dedups creates by key within its window: resending with the same key", Ko: "트래커에 조회는 없지만 같은 키의 등록을 중복 제거하므로 같은 키로 다시 보냄"},
	{Format: "lookup failed, will retry: %s", En: "lookup failed; will retry", Ko: "조회 실패, 다시 시도합니다"},
	{Format: "not found by key yet; waiting out the earlier create's flight time and %s search lag until %s", Ko: "아직 키로 찾지 못함. 이전 등록 요청의 전달 시간과 검색 지연 {1} 을(를) {2} 까지 기다림"},
	{Format: "not found by key (check %d of %d); rechecking", Ko: "키로 찾지 못함({2}번 중 {1}번째 확인). 다시 확인합니다"},
	{Format: "not found after %d checks; resending with the same key (target dedups creates)", Ko: "{1}번 확인해도 없어 같은 키로 다시 보냄(트래커가 중복 제거)"},

	// Notifications (notify/).
	{Format: "channel %q is not configured", Ko: "채널 {1} 이(가) 설정에 없음"},
	{Format: "delivery history unavailable; will check again", Ko: "전달 기록을 볼 수 없어 다시 확인합니다"},
	{Format: "delivery history shows %s for this key; %s", Ko: "전달 기록에 이 키의 {1} 이(가) 있음. {2}", Words: coversValues(1)},
	{Format: "delivery history shows %s for this key", Ko: "전달 기록에 이 키의 {1} 이(가) 있음"},
	{Format: "delivery history refused before sending: %s", En: "delivery history refused before sending", Ko: "보내기 전에 전달 기록 조회가 거부됨"},
	{Format: "delivery history refused: %s", En: "delivery history refused", Ko: "전달 기록 조회가 거부됨"},
	{Format: "not in %s's delivery history yet (check %d of %d); checking again", Ko: "{1} 전달 기록에 아직 없음({3}번 중 {2}번째 확인). 다시 확인합니다"},
	{Format: "delivery unconfirmed: not in %s's delivery history after %d checks, and the channel does not dedup: not resending; ask the recipient, then `axagent ledger resolve %s --external-id ID --reason TEXT` (or `--requeue --reason TEXT`)",
		En: "delivery unconfirmed: not in {1}'s delivery history after {2} checks, and the channel does not dedup: not resending; ask the recipient, then mark it found with the message ID, or send it again",
		Ko: "전달 미확인: {2}번 확인해도 {1} 전달 기록에 없고 채널이 중복을 막지 않아 다시 보내지 않습니다. 수신자에게 확인한 뒤 메시지 ID로 '찾음' 처리하거나 다시 보내세요"},
	{Format: "delivery unconfirmed and %s has neither delivery history nor dedup: not resending; ask the recipient, then `axagent ledger resolve %s --external-id ID --reason TEXT` (or `--requeue --reason TEXT`)",
		En: "delivery unconfirmed and {1} has neither delivery history nor dedup: not resending; ask the recipient, then mark it found with the message ID, or send it again",
		Ko: "전달 미확인: {1} 에 전달 기록도 중복 방지도 없어 다시 보내지 않습니다. 수신자에게 확인한 뒤 메시지 ID로 '찾음' 처리하거나 다시 보내세요"},
	{Format: "gave up after %d attempts: delivery history unavailable: %v", En: "gave up after {1} attempts: delivery history unavailable", Ko: "{1}번 시도 후 포기: 전달 기록을 볼 수 없음"},
	{Format: "already delivered as %s (delivery history); not sending again", Ko: "이미 {1} 로 전달됨(전달 기록). 다시 보내지 않음"},
	{Format: "lease about to lapse before sending; given back unsent", Ko: "보내기 전에 작업 시간이 다해 보내지 않고 반환"},
	{Format: "delivered as %s", Ko: "{1} 로 전달됨"},
	{Format: "gave up after %d attempts: %v", En: "gave up after {1} attempts", Ko: "{1}번 시도 후 포기"},
	{Format: "send failed before delivery; still in doubt from an earlier attempt", Ko: "전달 전에 보내기 실패. 이전 시도의 결과는 아직 확인 중"},
	{Format: "channel refused: %s", En: "the channel refused it", Ko: "채널이 거부함"},
	{Format: "acknowledgement lost (%v); checking delivery history before any resend", En: "acknowledgement lost; checking delivery history before any resend", Ko: "응답을 받지 못해, 다시 보내기 전에 전달 기록을 확인합니다"},
	{Format: "not needed: %s was delivered on %s as %s", Ko: "필요 없음: {1} 이(가) {2} 로 {3} 전달됨"},
	{Format: "fallback held: %s may have been delivered on %s and needs a human; resolve it first, then `axagent ledger resolve %s --requeue --reason TEXT` (this sends only if %s was not delivered)",
		En: "fallback held: {1} may have been delivered on {2} and needs a person; settle it first, then send this again (it sends only if {1} was not delivered)",
		Ko: "대체 채널 보류: {1} 이(가) {2} 로 전달되었을 수 있어 사람의 확인이 필요합니다. 그것을 먼저 해결한 뒤 이 알림을 다시 보내세요({1} 이(가) 전달되지 않은 경우에만 보냅니다)"},
	{Format: "digest has nothing left to list; %s", Ko: "요약에 남은 항목이 없음. {1}", Words: coversValues(0)},
	{Format: "digest %s is missing from the outbox: nothing to include this event in", Ko: "요약 {1} 이(가) 알림함에 없어 이 알림을 넣을 곳이 없음"},
	{Format: "included in digest %s (%s)", Ko: "요약 {1} ({2}) 에 포함됨"},
	{Format: "digest %s may have been delivered and needs a human; resolve it first, then `axagent ledger resolve %s --requeue --reason TEXT`",
		En: "digest {1} may have been delivered and needs a person; settle it first, then send this again",
		Ko: "요약 {1} 이(가) 전달되었을 수 있어 사람의 확인이 필요합니다. 그것을 먼저 해결한 뒤 이 알림을 다시 보내세요"},
	{Format: "no digest channel reached %s: %s %s (%s)", En: "no digest channel reached {1}: {2} is {3}", Ko: "어느 요약 채널로도 {1} 님께 전달하지 못함: {2} 은(는) '{3}'", Words: stateAt(2)},
	{Format: "digest fallback chain too long at %s", Ko: "요약의 대체 채널이 너무 많음: {1}"},
	{Format: "digest rendering failed: %s", En: "the digest could not be rendered", Ko: "요약을 만들 수 없음"},
	{Format: "%s circuit open after repeated failures; not calling it until %s", Ko: "{1} 이(가) 계속 실패해 {2} 까지 호출하지 않음(차단기)"},
	{Format: "fallback: reading %s: %s", En: "fallback: {1} unreadable; will check again", Ko: "대체 채널: {1} 을(를) 읽을 수 없어 다시 확인합니다"},
	{Format: "fallback: waiting for %s (%s on %s)", Ko: "대체 채널: {1} ({3}, {2}) 을(를) 기다림", Words: stateAt(1)},
	{Format: "digest waits for %s; goes out by %s at the latest", Ko: "요약이 {1} 을(를) 기다림. 늦어도 {2} 에 보냄"},
	{Format: "digest member: reading %s: %s", En: "digest member: {1} unreadable; will check again", Ko: "요약 항목: {1} 을(를) 읽을 수 없어 다시 확인합니다"},
	{Format: "waiting for digest %s (%s)", Ko: "요약 {1} ({2}) 을(를) 기다림", Words: stateAt(1)},
	{Format: "not in %s's delivery history yet, and an earlier send could still land until %s (call timeout %s + delivery lag %s); checking again then",
		Ko: "{1} 전달 기록에 아직 없고, 이전 전송이 {2} 까지 도착할 수 있음(호출 제한 {3} + 전달 지연 {4}). 그때 다시 확인합니다"},
	{Format: "digest not assembled: %s", En: "the digest could not be assembled; will try again", Ko: "요약을 만들 수 없어 다시 시도합니다"},
	{Format: "covers: %s", Ko: "포함: {1}"},

	// A key stopped over and over (execute/), before the generic ones.
	{Format: "taken over %d times from workers that died or lost the lease before recording an outcome; check the worker logs, look the key up in the target, then resolve it",
		En: "taken over {1} times from workers that stopped before recording an outcome; look the key up in the tracker, then settle it",
		Ko: "작업 중 워커가 {1}번 멈췄습니다. 트래커에서 찾아본 뒤 처리하세요"},

	// Formats that begin with a value (an operation, an error): last, so
	// that a more specific reason is matched first.
	{Format: "%s failed before sending; still in doubt from an earlier attempt", Ko: "보내기 전에 {1} 실패. 이전 시도의 결과는 아직 확인 중", Words: opValues(0)},
	{Format: "%s refused: %v", En: "{1} refused by the tracker", Ko: "트래커가 {1} 요청을 거부함", Words: opValues(0)},
	{Format: "%s outcome unknown (%v); reconciling by key", En: "{1} outcome unknown; looking it up by key", Ko: "{1} 결과를 알 수 없어 키로 조회합니다", Words: opValues(0)},
}

// ConsoleNote is the note of a decision taken in the console without one.
const ConsoleNote = "via the console"

var reVerb = regexp.MustCompile(`%%|%[-+# 0]*\d*(?:\.\d+)?[sdvqw]`)

func init() {
	for _, r := range logReasons {
		var b strings.Builder
		b.WriteString("^")
		last := 0
		for _, m := range reVerb.FindAllStringIndex(r.Format, -1) {
			b.WriteString(regexp.QuoteMeta(r.Format[last:m[0]]))
			if r.Format[m[0]:m[1]] == "%%" {
				b.WriteString("%")
			} else if m[0] == 0 && strings.HasPrefix(r.Format[m[1]:], " ") {
				// A leading value followed by words is one word (an
				// operation, a tracker): "lookup by key refused" is not
				// an operation's refusal.
				b.WriteString(`(\S+)`)
			} else {
				// A value holds no "; ": that joins the parts of a
				// reason ("promoted …; awaiting approval").
				b.WriteString("((?:[^;]|;[^ ])*?)")
			}
			last = m[1]
		}
		b.WriteString(regexp.QuoteMeta(r.Format[last:]))
		b.WriteString("$")
		r.re = regexp.MustCompile(b.String())
	}
}

// LogReasonFormats are the formats of every reason of the log's
// catalogue (for tests).
func LogReasonFormats() []string {
	out := make([]string, 0, len(logReasons))
	for _, r := range logReasons {
		out = append(out, r.Format)
	}
	return out
}

// matchLog finds the catalogue's reason of a stored text, with its values.
func matchLog(s string) (*logReason, []string) {
	for _, r := range logReasons {
		if m := r.re.FindStringSubmatch(s); m != nil {
			return r, m[1:]
		}
	}
	return nil, nil
}

func (r *logReason) say(lang, stored string, vals []string) string {
	t := r.En
	if lang == "ko" {
		t = r.Ko
	}
	if t == "" {
		return stored
	}
	if r.Words != nil {
		vals = r.Words(lang, append([]string(nil), vals...))
	}
	for i := len(vals); i > 0; i-- {
		t = strings.ReplaceAll(t, "{"+strconv.Itoa(i)+"}", vals[i-1])
	}
	return t
}

// SayReason says a reason of the ledger's log in lang, for a page: the
// catalogue's words for a reason the code writes, the waiting catalogue's
// (ExplainReason) for why a key waits for a person, and a person's own
// note as they wrote it. A reason of several parts ("; ") is said part by
// part; a row written before a reason was catalogued reads as stored.
func SayReason(lang, reason string) string {
	if reason == "" {
		return ""
	}
	if r, vals := matchLog(reason); r != nil {
		return r.say(lang, reason, vals)
	}
	var out []string
	for _, part := range strings.Split(reason, "; ") {
		part = strings.TrimSpace(part)
		if r, vals := matchLog(part); r != nil {
			out = append(out, r.say(lang, part, vals))
			continue
		}
		if code, detail, ok := classify(part); ok {
			out = append(out, reasonText(lang, code, detail))
			continue
		}
		out = append(out, part)
	}
	return strings.Join(out, "; ")
}

// opWords names a tracker operation as the engine writes it.
var opWords = map[string]string{"create": "등록", "update": "변경", "cancel": "취소", "lookup": "조회"}

func opValues(i int) func(string, []string) []string {
	return func(lang string, v []string) []string {
		if w, ok := opWords[v[i]]; ok && lang == "ko" {
			v[i] = w
		}
		return v
	}
}

// stateWords names a state in Korean.
var stateWords = map[string]string{"pending": "대기", "running": "처리 중", "succeeded": "완료", "unknown": "결과 확인 중",
	"needs-human": "사람 확인 필요", "abandoned": "포기"}

func stateValues(lang string, v []string) []string { return stateAt(0)(lang, v) }

func stateAt(i int) func(string, []string) []string {
	return func(lang string, v []string) []string {
		if w, ok := stateWords[v[i]]; ok && lang == "ko" {
			v[i] = w
		}
		return v
	}
}

// sourceNames name where an inbox event came from.
var sourceNames = map[string]string{"cli": "명령줄", "webhook": "웹훅", PossibleSource: "가능 액션", "watch": "폴더 감시"}

// sourceWords names an event's source ("cli/plan-…": the source, then
// the delivery's ID).
func sourceWords(lang string, v []string) []string {
	src, id, _ := strings.Cut(v[0], "/")
	if w, ok := sourceNames[src]; ok && lang == "ko" {
		v[0] = w
		if id != "" {
			v[0] += " (" + id + ")"
		}
	}
	return v
}

// holdWords words a reason a key waits for a person with (the waiting
// catalogue's text; as stored when it has none).
func holdWords(i int) func(string, []string) []string {
	return func(lang string, v []string) []string {
		if ex := ExplainReason(lang, v[i]); ex.Text != "" {
			v[i] = strings.TrimSuffix(ex.Text, ".")
		}
		return v
	}
}

// noneWords words the "none" of a value nobody gave (a due date).
func noneWords(i int) func(string, []string) []string {
	return func(lang string, v []string) []string {
		if v[i] == "none" && lang == "ko" {
			v[i] = "없음"
		}
		return v
	}
}

// answeredWords words "the hold (REASON) is answered by the notes as read
// in EVENT": the hold's reason and where the event came from.
func answeredWords(lang string, v []string) []string {
	v = holdWords(0)(lang, v)
	v[1] = sourceWords(lang, []string{v[1]})[0]
	return v
}

// noteWords words a person's note: the console's default note in lang,
// anything else as they wrote it.
func noteWords(i int) func(string, []string) []string {
	return func(lang string, v []string) []string {
		if v[i] == ConsoleNote && lang == "ko" {
			v[i] = "콘솔에서 처리"
		}
		return v
	}
}

// correctionWords words a correction's "assignee X, due D, title "T"".
func correctionWords(lang string, v []string) []string {
	v = noteWords(2)(lang, v)
	if lang == "ko" {
		v[1] = strings.NewReplacer("assignee ", "담당자 ", "due ", "기한 ", "title ", "제목 ").Replace(v[1])
	}
	return v
}

// coversValues words a digest's "covers: K1 K2 ".
func coversValues(i int) func(string, []string) []string {
	return func(lang string, v []string) []string {
		if lang == "ko" {
			keys := strings.TrimSpace(strings.TrimPrefix(v[i], "covers:"))
			v[i] = "포함: " + keys
		}
		return v
	}
}

// SayEntry says the reason of a log entry (or row) that went to state
// to: SayReason, except that a key held for a person for a reason no
// catalogue knows (an older row) is said as waiting for a person, in
// lang, rather than in the words it was stored with.
func SayEntry(lang string, to ledger.State, reason string) string {
	if to == ledger.NeedsHuman && !recognised(reason) {
		return ExplainReason(lang, reason).Text
	}
	return SayReason(lang, reason)
}

// recognised reports whether any part of a reason is catalogued.
func recognised(reason string) bool {
	if r, _ := matchLog(reason); r != nil {
		return true
	}
	for _, part := range strings.Split(reason, "; ") {
		part = strings.TrimSpace(part)
		if r, _ := matchLog(part); r != nil {
			return true
		}
		if _, _, ok := classify(part); ok {
			return true
		}
	}
	return false
}
