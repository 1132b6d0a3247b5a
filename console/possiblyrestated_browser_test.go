package console

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// The queue shows, beside a held task, the later action shown as possibly
// it — visibly, in English and Korean, with the hint of what to do.
func TestBrowserPossiblyRestatedBesideHeldTask(t *testing.T) {
	t.Parallel()
	var store ledger.Store
	r := newRigWrapped(t, true, false, func(s ledger.Store) ledger.Store { store = s; return s })
	e, err := store.ExecutionGet(context.Background(), ledger.MustParseKey(k1))
	if err != nil || e.State != ledger.NeedsHuman {
		t.Fatalf("%s: %+v, %v; want it held", k1, e, err)
	}
	why := ledger.LinkEvidence{Kind: series.EvSameDeliverable, Task: k1, Title: e.Intent.Title}
	if _, err := store.SeriesLinkAdd(context.Background(), []ledger.SeriesLink{{Task: ledger.MustParseKey(k1), Meeting: "M0921", Action: "A003",
		Kind: ledger.LinkPossible, Line: 9, Evidence: series.Words(why), Why: why, Actor: "axagent", At: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	ctx := browser(t)
	base := r.srv.URL
	signInBrowser(t, ctx, base, "kim", "kim-secret-token")
	for lang, want := range map[string]string{"en": "Possibly the same work, written again later", "ko": "나중에 다시 적힌, 같은 업무일 수 있는 액션"} {
		if err := chromedp.Do(ctx, chromedp.Navigate(base+"/console/queue?lang="+lang), chromedp.WaitVisible(chromedp.CSS("div.possibly-restated-held"))); err != nil {
			t.Fatal(err)
		}
		if body := text(t, ctx); !strings.Contains(body, want) || !strings.Contains(body, "demo:P42:M0921:A003:create-task") {
			t.Fatalf("%s queue lacks the possible restatement:\n%s", lang, body)
		}
		shot(t, ctx, "queue-possibly-restated-"+lang)
	}
}
