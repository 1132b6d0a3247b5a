package notify

import (
	"bytes"
	"context"
	"fmt"
	htmltemplate "html/template"
	"sort"
	"strings"
	texttemplate "text/template"
	"time"

	"github.com/axagent/axagent/ledger"
)

// DigestConfig configures digest rows.
type DigestConfig struct {
	// Wait is the longest a digest waits for the person's unsettled
	// actions in the meeting, counted from the row's creation (the first
	// settled action); default 10m. After it the digest goes out with what
	// is settled, and later events are sent per task.
	Wait time.Duration
	// Recheck is the wait between looks at a digest that is waiting, and
	// at member and fallback rows waiting for theirs; default 30s.
	Recheck time.Duration
	// Lang is "ko" (default) or "en".
	Lang string
	// TaskURL links a task: "{id}" is replaced by its external ID
	// (e.g. https://redmine.example.com/issues/{id}); empty: no link.
	TaskURL string
}

func (c DigestConfig) wait() time.Duration {
	if c.Wait <= 0 {
		return 10 * time.Minute
	}
	return c.Wait
}

func (c DigestConfig) recheck() time.Duration {
	if c.Recheck <= 0 {
		return 30 * time.Second
	}
	return c.Recheck
}

// DigestItem is one task event a digest lists.
type DigestItem struct {
	// Key is the member row's notification key.
	Key    string
	Action string
	// Event is created, updated or cancelled.
	Event  string
	TaskID string
	Link   string
	Title  string
	Due    string
	// Source is the notes' line the action came from.
	Source string
}

// DigestData is what the templates render.
type DigestData struct {
	Tenant, Project, Meeting string
	Person                   string
	Items                    []DigestItem
}

// digestWork is what one look at a digest row found.
type digestWork struct {
	data DigestData
	// waiting lists the person's actions that are not settled yet.
	waiting []string
}

// collect re-derives a digest from the ledger: the person's executions in
// the meeting and the member rows their successes wrote. Members already
// settled (covered by an earlier digest, or sent on their own) are left out;
// with asOf set, members created after it are too (the content a send that
// started at asOf could have had).
func (d *Dispatcher) collect(ctx context.Context, tenant, project, meeting, person string, asOf time.Time) (digestWork, error) {
	execs, err := d.Store.ExecutionList(ctx, ledger.ListParams{Tenant: tenant, Project: project, Meeting: meeting})
	if err != nil {
		return digestWork{}, fmt.Errorf("digest: executions: %w", err)
	}
	w := digestWork{data: DigestData{Tenant: tenant, Project: project, Meeting: meeting, Person: person}}
	for _, e := range execs {
		if e.Intent.AssigneeID != person {
			continue
		}
		switch e.State {
		case ledger.Pending, ledger.Running, ledger.Unknown:
			w.waiting = append(w.waiting, e.Key.Action+" ("+string(e.State)+")")
		}
		rows, err := d.Store.OutboxList(ctx, ledger.OutboxListParams{ExecKey: e.Key.String()})
		if err != nil {
			return digestWork{}, fmt.Errorf("digest: members of %s: %w", e.Key, err)
		}
		for _, r := range rows {
			if r.Channel != DigestChannel || r.State == ledger.Succeeded || r.State == ledger.Abandoned {
				continue
			}
			if !asOf.IsZero() && r.CreatedAt.After(asOf) {
				continue
			}
			w.data.Items = append(w.data.Items, d.item(r, e))
		}
	}
	sort.Slice(w.data.Items, func(i, j int) bool { return w.data.Items[i].Key < w.data.Items[j].Key })
	return w, nil
}

func (d *Dispatcher) item(r ledger.Notification, e ledger.Execution) DigestItem {
	it := DigestItem{Key: r.Key, Action: e.Key.Action, Event: "created", TaskID: e.ExternalID, Title: e.Intent.Title, Due: e.Intent.DueDate,
		Source: strings.TrimSpace(e.Intent.Source)}
	// tenant:project:meeting:action:event:role:seq
	if parts := strings.Split(r.Key, ":"); len(parts) >= 5 {
		it.Event = parts[4]
	}
	if d.Digest.TaskURL != "" && it.TaskID != "" {
		it.Link = strings.ReplaceAll(d.Digest.TaskURL, "{id}", it.TaskID)
	}
	return it
}

// covers is the list written in a sent digest's reason: the short keys of
// its members, each followed by a space so a member can look itself up.
func covers(items []DigestItem) string {
	var b strings.Builder
	b.WriteString("covers: ")
	for _, it := range items {
		b.WriteString(ledger.ShortNotificationKey(it.Key))
		b.WriteByte(' ')
	}
	return b.String()
}

// covered reports whether a sent digest's reason lists the member key.
func covered(reason, member string) bool {
	i := strings.Index(reason, "covers: ")
	return i >= 0 && strings.Contains(reason[i+len("covers:"):]+" ", " "+ledger.ShortNotificationKey(member)+" ")
}

var eventWords = map[string]map[string]string{
	"ko": {"created": "새 업무", "updated": "변경", "cancelled": "취소"},
	"en": {"created": "new", "updated": "changed", "cancelled": "cancelled"},
}

var digestFuncs = map[string]any{
	"event": func(lang, ev string) string {
		if w := eventWords[lang][ev]; w != "" {
			return w
		}
		return ev
	},
}

const digestTextKO = `{{.Person}}님, 회의 {{.Meeting}} ({{.Project}})에서 맡으신 업무 {{len .Items}}건입니다.
{{range .Items}}
- [{{event "ko" .Event}}] {{if .TaskID}}{{.TaskID}} {{end}}{{.Title}} (기한 {{.Due}}){{if .Link}}
  {{.Link}}{{end}}{{if .Source}}
  > {{.Source}}{{end}}
{{end}}
— axagent
`

const digestTextEN = `{{.Person}}, here are your {{len .Items}} task(s) from meeting {{.Meeting}} ({{.Project}}).
{{range .Items}}
- [{{event "en" .Event}}] {{if .TaskID}}{{.TaskID}} {{end}}{{.Title}} (due {{.Due}}){{if .Link}}
  {{.Link}}{{end}}{{if .Source}}
  > {{.Source}}{{end}}
{{end}}
— axagent
`

const digestHTMLKO = `<!doctype html><html lang="ko"><body>
<p>{{.Person}}님, 회의 {{.Meeting}} ({{.Project}})에서 맡으신 업무 {{len .Items}}건입니다.</p>
<ul>{{range .Items}}
<li><strong>[{{event "ko" .Event}}]</strong> {{if .Link}}<a href="{{.Link}}">{{.TaskID}}</a> {{else if .TaskID}}{{.TaskID}} {{end}}{{.Title}} (기한 {{.Due}}){{if .Source}}
<blockquote>{{.Source}}</blockquote>{{end}}</li>{{end}}
</ul>
<p>— axagent</p>
</body></html>
`

const digestHTMLEN = `<!doctype html><html lang="en"><body>
<p>{{.Person}}, here are your {{len .Items}} task(s) from meeting {{.Meeting}} ({{.Project}}).</p>
<ul>{{range .Items}}
<li><strong>[{{event "en" .Event}}]</strong> {{if .Link}}<a href="{{.Link}}">{{.TaskID}}</a> {{else if .TaskID}}{{.TaskID}} {{end}}{{.Title}} (due {{.Due}}){{if .Source}}
<blockquote>{{.Source}}</blockquote>{{end}}</li>{{end}}
</ul>
<p>— axagent</p>
</body></html>
`

var (
	digestText = map[string]*texttemplate.Template{
		"ko": texttemplate.Must(texttemplate.New("ko").Funcs(digestFuncs).Parse(digestTextKO)),
		"en": texttemplate.Must(texttemplate.New("en").Funcs(digestFuncs).Parse(digestTextEN)),
	}
	digestHTML = map[string]*htmltemplate.Template{
		"ko": htmltemplate.Must(htmltemplate.New("ko").Funcs(digestFuncs).Parse(digestHTMLKO)),
		"en": htmltemplate.Must(htmltemplate.New("en").Funcs(digestFuncs).Parse(digestHTMLEN)),
	}
)

// RenderDigest renders a digest: subject, text and HTML in lang ("ko" or
// "en"; anything else is "ko"). The HTML template escapes everything that
// comes from the notes.
func RenderDigest(lang string, data DigestData) (subject, text, html string, err error) {
	if lang != "en" {
		lang = "ko"
	}
	var tb, hb bytes.Buffer
	if err := digestText[lang].Execute(&tb, data); err != nil {
		return "", "", "", fmt.Errorf("digest text: %w", err)
	}
	if err := digestHTML[lang].Execute(&hb, data); err != nil {
		return "", "", "", fmt.Errorf("digest html: %w", err)
	}
	if lang == "en" {
		subject = fmt.Sprintf("[axagent] Meeting %s: %d task(s) for %s", data.Meeting, len(data.Items), data.Person)
	} else {
		subject = fmt.Sprintf("[axagent] 회의 %s: %s님 업무 %d건", data.Meeting, data.Person, len(data.Items))
	}
	return subject, tb.String(), hb.String(), nil
}
