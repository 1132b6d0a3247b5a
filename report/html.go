package report

import (
	"fmt"
	"html/template"
	"io"
	"time"
)

// The HTML card is one self-contained page (inline CSS and SVG, no script,
// no external asset) that a team lead can mail around. Every figure sits in
// an element with data-field (and data-meeting for a meeting's row), so a
// test reads them from the DOM.

type bar struct {
	Label                  string
	Y                      int
	Notified, RegOnly      segment
	Open, Other            segment
	Extracted              int
	LabelX, TextY, CountX  int
	CountText              string
	NotifiedN, RegOnlyN    int
	OpenN, OtherN          int
	TotalWidth, ChartWidth int
}

type segment struct{ X, W int }

type latBar struct {
	Label string
	Y, W  int
	Ms    int64
}

type htmlView struct {
	Lang     string
	L        map[string]string
	Card     Card
	Scope    string
	Period   string
	Gen      string
	Coverage string
	Rows     []htmlRow
	Total    Row
	Bars     []bar
	BarsH    int
	Lat      []latBar
	LatH     int
	// Used says which colours of the chart any bar has, so that the
	// legend names only those.
	Used struct{ Notified, RegOnly, Open, Other bool }
}

type htmlRow struct {
	ID string
	Row
}

const (
	chartLeft  = 180
	chartWidth = 420
	barH       = 18
	barGap     = 8
)

// WriteHTML renders the card as one self-contained HTML page.
func WriteHTML(w io.Writer, c Card, lang string) error {
	lang = Lang(lang)
	l := labels[lang]
	v := htmlView{Lang: lang, L: l, Card: c, Scope: c.scope(l), Period: c.period(l), Gen: c.GeneratedAt.UTC().Format(time.RFC3339),
		Coverage: c.CoverageText(lang), Total: c.Total}
	maxN := 1
	for _, r := range c.Meetings {
		v.Rows = append(v.Rows, htmlRow{ID: r.Tenant + ":" + r.Project + ":" + r.Meeting, Row: r})
		maxN = max(maxN, r.Extracted)
	}
	scale := func(n int) int { return n * chartWidth / maxN }
	for i, r := range c.Meetings {
		y := 10 + i*(barH+barGap)
		notified := min(r.Notified, r.Registered)
		regOnly := r.Registered - notified
		other := max(r.Extracted-r.Registered-r.Open, 0)
		b := bar{Label: r.Tenant + ":" + r.Project + ":" + r.Meeting, Y: y, TextY: y + barH - 5, Extracted: r.Extracted,
			NotifiedN: notified, RegOnlyN: regOnly, OpenN: r.Open, OtherN: other}
		x := chartLeft
		b.Notified, x = segment{x, scale(notified)}, x+scale(notified)
		b.RegOnly, x = segment{x, scale(regOnly)}, x+scale(regOnly)
		b.Open, x = segment{x, scale(r.Open)}, x+scale(r.Open)
		b.Other, x = segment{x, scale(other)}, x+scale(other)
		b.CountX, b.CountText = x+6, fmt.Sprint(r.Extracted)
		v.Used.Notified = v.Used.Notified || notified > 0
		v.Used.RegOnly = v.Used.RegOnly || regOnly > 0
		v.Used.Open = v.Used.Open || r.Open > 0
		v.Used.Other = v.Used.Other || other > 0
		v.Bars = append(v.Bars, b)
	}
	v.BarsH = 20 + len(c.Meetings)*(barH+barGap)
	t := c.Total
	lats := []struct {
		label string
		ms    int64
	}{{l["registered"] + " p50", t.RegisteredP50Ms}, {l["registered"] + " p99", t.RegisteredP99Ms}, {l["notified"] + " p50", t.NotifiedP50Ms}, {l["notified"] + " p99", t.NotifiedP99Ms}}
	maxMs := int64(1)
	for _, x := range lats {
		maxMs = max(maxMs, x.ms)
	}
	for i, x := range lats {
		v.Lat = append(v.Lat, latBar{Label: x.label, Y: 10 + i*(barH+barGap), W: int(x.ms * chartWidth / maxMs), Ms: x.ms})
	}
	v.LatH = 20 + len(lats)*(barH+barGap)
	return page.Execute(w, v)
}

var page = template.Must(template.New("card").Funcs(template.FuncMap{
	"pct": func(f float64) string { return fmt.Sprintf("%.0f%%", f*100) },
	"f2":  func(f float64) string { return fmt.Sprintf("%.2f", f) },
	"age": age,
	"ms":  ms,
	"add": func(a, b int) int { return a + b },
}).Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<title>{{.L.title}} · {{.Scope}}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans KR","Malgun Gothic",sans-serif;margin:24px;color:#1b1f24;background:#fff}
h1{font-size:22px;margin:0 0 4px}
.meta{color:#57606a;margin:0 0 16px}
table{border-collapse:collapse;margin:8px 0 20px;font-size:13px}
th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:right}
th:first-child,td:first-child{text-align:left}
thead th{background:#f6f8fa}
tr.total td{font-weight:600;background:#f6f8fa}
.grid{display:flex;flex-wrap:wrap;gap:16px}
.card{border:1px solid #d0d7de;border-radius:6px;padding:10px 14px;min-width:240px}
.card h2{font-size:15px;margin:0 0 6px}
.card dl{display:grid;grid-template-columns:auto auto;gap:2px 12px;margin:0;font-size:13px}
.card dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.coverage{padding:8px 12px;background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;display:inline-block}
svg text{font-size:12px;fill:#1b1f24}
</style>
</head>
<body>
<h1>{{.L.title}}</h1>
<p class="meta">{{.L.scope}} <b data-field="scope">{{.Scope}}</b> · {{.L.period}} {{.Period}} · {{.L.generated}} {{.Gen}}</p>
<p class="coverage" data-field="coverage">{{.Coverage}}</p>

<h2>{{.L.chart_done}}</h2>
<svg xmlns="http://www.w3.org/2000/svg" width="680" height="{{.BarsH}}" role="img" aria-label="{{.L.chart_done}}">
{{range .Bars}}<g data-meeting="{{.Label}}">
<text x="0" y="{{.TextY}}">{{.Label}}</text>
<rect x="{{.Notified.X}}" y="{{.Y}}" width="{{.Notified.W}}" height="18" fill="#1a7f37"><title>{{$.L.legend_notified}}: {{.NotifiedN}}</title></rect>
<rect x="{{.RegOnly.X}}" y="{{.Y}}" width="{{.RegOnly.W}}" height="18" fill="#54aeff"><title>{{$.L.legend_registered}}: {{.RegOnlyN}}</title></rect>
<rect x="{{.Open.X}}" y="{{.Y}}" width="{{.Open.W}}" height="18" fill="#d4a72c"><title>{{$.L.legend_open}}: {{.OpenN}}</title></rect>
<rect x="{{.Other.X}}" y="{{.Y}}" width="{{.Other.W}}" height="18" fill="#8c959f"><title>{{$.L.legend_other}}: {{.OtherN}}</title></rect>
<text x="{{.CountX}}" y="{{.TextY}}">{{.CountText}}</text>
</g>{{end}}
</svg>
<p class="meta legend">{{if .Used.Notified}}<span style="color:#1a7f37">■</span> {{.L.legend_notified}} {{end}}{{if .Used.RegOnly}}<span style="color:#54aeff">■</span> {{.L.legend_registered}} {{end}}{{if .Used.Open}}<span style="color:#d4a72c">■</span> {{.L.legend_open}} {{end}}{{if .Used.Other}}<span style="color:#8c959f">■</span> {{.L.legend_other}}{{end}}</p>

<table>
<thead><tr><th>{{.L.meeting}}</th><th>{{.L.extracted}}</th><th>{{.L.ready}}</th><th>{{.L.needs_human}}</th><th>{{.L.registered}}</th><th>{{.L.notified}}</th><th>{{.L.open}}</th><th>{{.L.per100}}</th><th>{{.L.unknown}}</th><th>{{.L.retries}}</th><th>{{.L.duplicates}}</th><th>{{.L.registered}} p50 / p99</th></tr></thead>
<tbody>
{{range .Rows}}<tr data-meeting="{{.ID}}"><td>{{.ID}}</td><td data-field="extracted">{{.Extracted}}</td><td data-field="ready">{{.Ready}}</td><td data-field="needs_human">{{.NeedsHuman}}</td><td data-field="registered">{{.Registered}}</td><td data-field="notified">{{.Notified}}</td><td data-field="open">{{.Open}}</td><td data-field="human_per_100">{{f2 .HumanPer100}}</td><td data-field="unknown">{{.Unknown}}</td><td data-field="retries">{{.Retries}}</td><td data-field="duplicates_absorbed">{{.Duplicates}}</td><td><span data-field="registered_p50_ms" hidden>{{.RegisteredP50Ms}}</span><span data-field="registered_p99_ms" hidden>{{.RegisteredP99Ms}}</span>{{ms .RegisteredP50Ms}} / {{ms .RegisteredP99Ms}}</td></tr>
{{end}}<tr class="total" data-meeting="total"><td>{{.L.total}}</td><td data-field="extracted">{{.Total.Extracted}}</td><td data-field="ready">{{.Total.Ready}}</td><td data-field="needs_human">{{.Total.NeedsHuman}}</td><td data-field="registered">{{.Total.Registered}}</td><td data-field="notified">{{.Total.Notified}}</td><td data-field="open">{{.Total.Open}}</td><td data-field="human_per_100">{{f2 .Total.HumanPer100}}</td><td data-field="unknown">{{.Total.Unknown}}</td><td data-field="retries">{{.Total.Retries}}</td><td data-field="duplicates_absorbed">{{.Total.Duplicates}}</td><td><span data-field="registered_p50_ms" hidden>{{.Total.RegisteredP50Ms}}</span><span data-field="registered_p99_ms" hidden>{{.Total.RegisteredP99Ms}}</span>{{ms .Total.RegisteredP50Ms}} / {{ms .Total.RegisteredP99Ms}}</td></tr>
</tbody>
</table>

<div class="grid" data-meeting="total-detail">
<div class="card"><h2>{{.L.completion}}</h2><dl>
<dt>{{.L.extracted}}</dt><dd data-field="extracted">{{.Total.Extracted}}</dd>
<dt>{{.L.ready}}</dt><dd data-field="ready">{{.Total.Ready}}</dd>
<dt>{{.L.needs_human}}</dt><dd data-field="needs_human">{{.Total.NeedsHuman}}</dd>
<dt>{{.L.registered}}</dt><dd data-field="registered">{{.Total.Registered}}</dd>
<dt>{{.L.tracker}}</dt><dd><span data-field="tracker_open">{{.Total.TrackerOpen}}</span> / <span data-field="tracker_done">{{.Total.TrackerDone}}</span> / <span data-field="tracker_cancelled">{{.Total.TrackerCancelled}}</span></dd>
<dt>{{.L.notified}}</dt><dd data-field="notified">{{.Total.Notified}}</dd>
<dt>{{.L.open}}</dt><dd data-field="open">{{.Total.Open}}</dd>
<dt>{{.L.oldest_open}}</dt><dd><span data-field="oldest_open_age_s" hidden>{{.Total.OldestOpenAgeS}}</span>{{if .Total.OldestOpenKey}}{{age .Total.OldestOpenAgeS}} · <small>{{.Total.OldestOpenKey}}</small>{{else}}-{{end}}</dd>
</dl></div>
<div class="card"><h2>{{.L.human}}</h2><dl>
<dt>{{.L.approvals}}</dt><dd data-field="approvals">{{.Total.Approvals}}</dd>
<dt>{{.L.rejections}}</dt><dd data-field="rejections">{{.Total.Rejections}}</dd>
<dt>{{.L.corrections}}</dt><dd data-field="corrections">{{.Total.Corrections}}</dd>
<dt>{{.L.by_kind}}</dt><dd>{{.Total.CorrAssignee}} / {{.Total.CorrDue}} / {{.Total.CorrTitle}} / {{.Total.CorrOther}}</dd>
<dt>{{.L.manual}}</dt><dd data-field="manual_resolutions">{{.Total.ManualResolved}}</dd>
<dt>{{.L.manual_kinds}}</dt><dd>{{.Total.ManualFound}} / {{.Total.ManualRequeued}} / {{.Total.ManualAbandoned}}</dd>
<dt>{{.L.per100}}</dt><dd data-field="human_per_100">{{f2 .Total.HumanPer100}}</dd>
</dl></div>
<div class="card"><h2>{{.L.recovery}}</h2><dl>
<dt>{{.L.unknown}}</dt><dd data-field="unknown">{{.Total.Unknown}}</dd>
<dt>{{.L.settled}}</dt><dd><span data-field="settled_found_by_key">{{.Total.SettledFoundByKey}}</span> / <span data-field="settled_resent">{{.Total.SettledResent}}</span> / <span data-field="settled_by_human">{{.Total.SettledByHuman}}</span> / <span data-field="unknown_open">{{.Total.UnknownOpen}}</span></dd>
<dt>{{.L.retries}}</dt><dd data-field="retries">{{.Total.Retries}}</dd>
<dt>{{.L.takeovers}}</dt><dd data-field="stale_owner_takeovers">{{.Total.Takeovers}}</dd>
<dt>{{.L.stale_attempts}}</dt><dd data-field="stale_attempts">{{.Total.StaleAttempts}}</dd>
<dt>{{.L.duplicates}}</dt><dd data-field="duplicates_absorbed">{{.Total.Duplicates}}</dd>
<dt>{{.L.breaker}}</dt><dd data-field="breaker_refusals">{{.Total.BreakerRefusals}}</dd>
</dl></div>
<div class="card"><h2>{{.L.quality}}</h2><dl>
<dt>{{.L.changed}}</dt><dd data-field="changed_or_rejected_share">{{pct .Total.ChangedShare}}</dd>
</dl></div>
</div>

<h2>{{.L.chart_lat}}</h2>
<svg xmlns="http://www.w3.org/2000/svg" width="680" height="{{.LatH}}" role="img" aria-label="{{.L.chart_lat}}">
{{range .Lat}}<g><text x="0" y="{{add .Y 13}}">{{.Label}}</text><rect x="180" y="{{.Y}}" width="{{.W}}" height="18" fill="#8250df"></rect><text x="{{add .W 186}}" y="{{add .Y 13}}">{{ms .Ms}}</text></g>
{{end}}</svg>
</body>
</html>
`))
