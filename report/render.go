package report

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/axagent/axagent/internal/textable"
)

// labels are the card's words in each language.
var labels = map[string]map[string]string{
	"en": {
		"title": "Report card", "scope": "Scope", "all": "all", "period": "Period", "generated": "Generated",
		"meeting": "MEETING", "total": "TOTAL",
		"completion": "Completion", "human": "Human effort", "recovery": "Recovery", "latency": "Latency", "quality": "Extraction quality",
		"extracted": "extracted", "ready": "ready", "needs_human": "needs human", "registered": "registered", "notified": "notified", "open": "open",
		"oldest_open": "oldest open", "approvals": "approvals", "rejections": "rejections", "corrections": "corrections",
		"by_kind": "assignee / due / title / other", "manual": "manual resolutions", "manual_kinds": "found / requeued / abandoned",
		"per100": "per 100 actions", "unknown": "unknown outcomes", "settled": "found by key / resent / by human / open",
		"retries": "retries", "takeovers": "stale-owner takeovers", "stale_attempts": "stale attempts (died or refused)", "duplicates": "duplicates absorbed", "dup_kinds": "events / keys",
		"breaker": "breaker refusals", "reg_lat": "received → registered p50 / p99", "not_lat": "received → notified p50 / p99",
		"changed":     "share changed or rejected by a person",
		"coverage_ok": "Covers everything since %s (oldest record kept).", "coverage_none": "No records in this scope.",
		"coverage_gap": "Not covered: %d actions numbered between %s and %s have no record in the ledger (never filed — a dry run, a restatement, a hold not yet recorded — or removed by ledger gc).",
		"all_time":     "all time", "since": "since %s", "until": "until %s",
		"chart_done": "Work done per meeting", "chart_lat": "Latency", "legend_notified": "notified", "legend_registered": "registered only",
		"legend_open": "open", "legend_other": "abandoned",
		"tracker": "tracker says (open / done / cancelled)",
	},
	"ko": {
		"title": "성적표", "scope": "범위", "all": "전체", "period": "기간", "generated": "작성",
		"meeting": "회의", "total": "합계",
		"completion": "완료", "human": "사람의 수정", "recovery": "복구", "latency": "지연", "quality": "추출 품질",
		"extracted": "추출", "ready": "바로 진행", "needs_human": "사람 확인", "registered": "등록", "notified": "알림", "open": "미완료",
		"oldest_open": "가장 오래된 미완료", "approvals": "승인", "rejections": "거절", "corrections": "수정",
		"by_kind": "담당자 / 기한 / 제목 / 기타", "manual": "수동 처리", "manual_kinds": "직접 확인 / 재시도 / 포기",
		"per100": "100건당", "unknown": "결과 미확인", "settled": "키로 확인 / 키 보존 기간 내 재전송 / 사람 / 미해결",
		"retries": "재시도", "takeovers": "만료된 소유권 인계", "stale_attempts": "끝나지 않은 이전 시도 (중단 또는 거절)", "duplicates": "흡수한 중복", "dup_kinds": "이벤트 / 키",
		"breaker": "차단기 거절", "reg_lat": "수신 → 등록 p50 / p99", "not_lat": "수신 → 알림 p50 / p99",
		"changed":     "사람이 고치거나 거절한 비율",
		"coverage_ok": "%s 이후 기록을 모두 포함합니다 (남아 있는 가장 오래된 기록).", "coverage_none": "이 범위에 기록이 없습니다.",
		"coverage_gap": "포함하지 못함: %s ~ %s에 번호가 매겨진 %d건은 원장에 기록이 없습니다(등록되지 않음 — 시험 실행, 이전 업무와 연결 등 — 또는 ledger gc로 삭제됨).",
		"all_time":     "전체 기간", "since": "%s 이후", "until": "%s 이전",
		"chart_done": "회의별 처리 결과", "chart_lat": "지연", "legend_notified": "알림 완료", "legend_registered": "등록만",
		"legend_open": "미완료", "legend_other": "포기",
		"tracker": "트래커 상태 (진행 중 / 완료 / 취소)",
	},
}

// Lang returns a supported language ("ko" or "en"; anything else is "en").
func Lang(l string) string {
	if l == "ko" {
		return "ko"
	}
	return "en"
}

func (c Card) scope(l map[string]string) string {
	parts := []string{}
	for _, v := range []string{c.Tenant, c.Project, c.Meeting} {
		if v != "" {
			parts = append(parts, v)
		}
	}
	if len(parts) == 0 {
		return l["all"]
	}
	return strings.Join(parts, ":")
}

// period says the card's period in words: all time, since, until, or
// both bounds.
func (c Card) period(l map[string]string) string {
	f := func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04") }
	switch {
	case c.Since.IsZero() && c.Until.IsZero():
		return l["all_time"]
	case c.Until.IsZero():
		return fmt.Sprintf(l["since"], f(c.Since))
	case c.Since.IsZero():
		return fmt.Sprintf(l["until"], f(c.Until))
	}
	return f(c.Since) + " – " + f(c.Until)
}

// CoverageText says which part of the period the card covers.
func (c Card) CoverageText(lang string) string {
	l := labels[Lang(lang)]
	var out []string
	if c.Coverage.OldestKept.IsZero() {
		out = append(out, l["coverage_none"])
	} else {
		out = append(out, fmt.Sprintf(l["coverage_ok"], c.Coverage.OldestKept.UTC().Format("2006-01-02 15:04")))
	}
	if c.Coverage.Collected > 0 {
		from, until := c.Coverage.UncoveredFrom.UTC().Format("2006-01-02 15:04"), c.Coverage.UncoveredUntil.UTC().Format("2006-01-02 15:04")
		if Lang(lang) == "ko" {
			out = append(out, fmt.Sprintf(l["coverage_gap"], from, until, c.Coverage.Collected))
		} else {
			out = append(out, fmt.Sprintf(l["coverage_gap"], c.Coverage.Collected, from, until))
		}
	}
	return strings.Join(out, " ")
}

func age(s int64) string {
	if s < 0 {
		return "-"
	}
	return Duration(time.Duration(s) * time.Second)
}

// Duration says d as a person reads it: 850 ms, 4.2 s, 4 min 16 s,
// 3 h 5 min, 2 d 4 h.
func Duration(d time.Duration) string {
	switch {
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	case d < 10*time.Second:
		return fmt.Sprintf("%.1f s", d.Seconds())
	case d < time.Minute:
		return fmt.Sprintf("%d s", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%d min %d s", int(d.Minutes()), int(d.Seconds())%60)
	case d < 48*time.Hour:
		return fmt.Sprintf("%d h %d min", int(d.Hours()), int(d.Minutes())%60)
	}
	return fmt.Sprintf("%d d %d h", int(d.Hours())/24, int(d.Hours())%24)
}

// ms says a latency in milliseconds as a duration.
func ms(v int64) string { return Duration(time.Duration(v) * time.Millisecond) }

// WriteTable prints the card as text: one line per meeting and the total,
// then the total in detail.
func WriteTable(w io.Writer, c Card, lang string) error {
	l := labels[Lang(lang)]
	ew := &errWriter{w: w}
	fmt.Fprintf(ew, "%s · %s %s · %s %s · %s %s\n\n", l["title"], l["scope"], c.scope(l), l["period"], c.period(l), l["generated"], c.GeneratedAt.UTC().Format(time.RFC3339))
	// Columns are padded by display width: tabwriter counts a Korean
	// syllable as one column where a terminal shows two, which skewed every
	// row under a Korean label.
	rows := [][]string{{l["meeting"], "EXTR", "READY", "HUMAN", "REG", "NOTIF", "OPEN", "HUMAN/100", "UNKNOWN", "RETRY", "DUPS", "REG p50/p99 ms"}}
	line := func(name string, r Row) {
		rows = append(rows, []string{name, fmt.Sprint(r.Extracted), fmt.Sprint(r.Ready), fmt.Sprint(r.NeedsHuman), fmt.Sprint(r.Registered), fmt.Sprint(r.Notified),
			fmt.Sprint(r.Open), fmt.Sprintf("%.2f", r.HumanPer100), fmt.Sprint(r.Unknown), fmt.Sprint(r.Retries), fmt.Sprint(r.Duplicates), fmt.Sprintf("%d/%d", r.RegisteredP50Ms, r.RegisteredP99Ms)})
	}
	for _, r := range c.Meetings {
		line(r.Tenant+":"+r.Project+":"+r.Meeting, r)
	}
	line(l["total"], c.Total)
	widths := make([]int, len(rows[0]))
	for _, r := range rows {
		for j, cell := range r {
			widths[j] = max(widths[j], textable.DisplayWidth(cell))
		}
	}
	for _, r := range rows {
		var b strings.Builder
		for j, cell := range r {
			b.WriteString(strings.Repeat(" ", widths[j]+2-textable.DisplayWidth(cell)) + cell)
		}
		fmt.Fprintln(ew, b.String())
	}
	t := c.Total
	var pairs [][2]string
	flush := func() {
		w := 0
		for _, p := range pairs {
			w = max(w, textable.DisplayWidth(p[0]))
		}
		for _, p := range pairs {
			fmt.Fprintf(ew, "  %s  %s\n", textable.Pad(p[0], w), p[1])
		}
		pairs = pairs[:0]
	}
	sec := func(name string) { flush(); fmt.Fprintf(ew, "\n%s\n", name) }
	kv := func(k, v string) { pairs = append(pairs, [2]string{k, v}) }
	sec(l["completion"] + " (" + l["total"] + ")")
	kv(l["extracted"], fmt.Sprint(t.Extracted))
	kv(l["ready"]+" / "+l["needs_human"], fmt.Sprintf("%d / %d", t.Ready, t.NeedsHuman))
	kv(l["registered"]+" / "+l["notified"], fmt.Sprintf("%d / %d", t.Registered, t.Notified))
	kv(l["tracker"], fmt.Sprintf("%d / %d / %d", t.TrackerOpen, t.TrackerDone, t.TrackerCancelled))
	kv(l["open"], fmt.Sprint(t.Open))
	if t.OldestOpenKey == "" {
		kv(l["oldest_open"], "-")
	} else {
		kv(l["oldest_open"], age(t.OldestOpenAgeS)+" "+t.OldestOpenKey)
	}
	sec(l["human"])
	kv(l["approvals"]+" / "+l["rejections"], fmt.Sprintf("%d / %d", t.Approvals, t.Rejections))
	kv(l["corrections"]+" ("+l["by_kind"]+")", fmt.Sprintf("%d (%d / %d / %d / %d)", t.Corrections, t.CorrAssignee, t.CorrDue, t.CorrTitle, t.CorrOther))
	kv(l["manual"]+" ("+l["manual_kinds"]+")", fmt.Sprintf("%d (%d / %d / %d)", t.ManualResolved, t.ManualFound, t.ManualRequeued, t.ManualAbandoned))
	kv(l["per100"], fmt.Sprintf("%.2f", t.HumanPer100))
	sec(l["recovery"])
	kv(l["unknown"]+" ("+l["settled"]+")", fmt.Sprintf("%d (%d / %d / %d / %d)", t.Unknown, t.SettledFoundByKey, t.SettledResent, t.SettledByHuman, t.UnknownOpen))
	kv(l["retries"], fmt.Sprint(t.Retries))
	kv(l["takeovers"]+" / "+l["stale_attempts"], fmt.Sprintf("%d / %d", t.Takeovers, t.StaleAttempts))
	kv(l["duplicates"]+" ("+l["dup_kinds"]+")", fmt.Sprintf("%d (%d / %d)", t.Duplicates, t.DupEvents, t.DupKeys))
	kv(l["breaker"], fmt.Sprint(t.BreakerRefusals))
	sec(l["latency"])
	kv(l["reg_lat"], ms(t.RegisteredP50Ms)+" / "+ms(t.RegisteredP99Ms))
	kv(l["not_lat"], ms(t.NotifiedP50Ms)+" / "+ms(t.NotifiedP99Ms))
	sec(l["quality"])
	kv(l["changed"], fmt.Sprintf("%.2f", t.ChangedShare))
	flush()
	fmt.Fprintf(ew, "\n%s\n", c.CoverageText(lang))
	return ew.err
}

type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}
