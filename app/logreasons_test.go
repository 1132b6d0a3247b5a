package app_test

import (
	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/internal/reasontest"
	"github.com/axagent/axagent/ledger"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// writtenReason is one place the code writes a reason into the ledger:
// its format (verbs for the values) when the expression is a literal, a
// fmt.Sprintf or a concatenation; else the expression (dynamic).
type writtenReason struct {
	pos, format, dynamic string
}

// reasonParams are the ledger's constructors that take a reason, and the
// position of that argument.
var reasonParams = map[string]int{
	"CompleteSucceeded": 2, "CompleteFound": 3, "CompleteUnknown": 3, "CompleteNeedsHuman": 2, "CompleteRelease": 2,
	"NotifyRelease": 1, "NotifySent": 3, "NotifyUnknown": 3, "NotifyNeedsHuman": 2,
	"later": 3, // notify: a row put back to wait
}

// reasonTypes are the structs whose Reason field goes into the ledger.
var reasonTypes = map[string]bool{"ResolveParams": true, "EnqueueParams": true, "OutboxResolveParams": true, "Decision": true,
	"Correction": true, "PossibleDecideParams": true, "Skipped": true}

func formatOf(fset *token.FileSet, e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			s, err := strconv.Unquote(x.Value)
			return strings.ReplaceAll(s, "%", "%%"), err == nil
		}
	case *ast.ParenExpr:
		return formatOf(fset, x.X)
	case *ast.CallExpr:
		if sel, ok := x.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Sprintf" && len(x.Args) > 0 {
			return literal(x.Args[0])
		}
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			l, lok := formatOf(fset, x.X)
			r, rok := formatOf(fset, x.Y)
			if !lok {
				l = "%s"
			}
			if !rok {
				r = "%s"
			}
			return l + r, lok || rok
		}
	}
	return "", false
}

// literal is a string constant written as literals joined by +.
func literal(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.BasicLit:
		s, err := strconv.Unquote(x.Value)
		return s, err == nil && x.Kind == token.STRING
	case *ast.BinaryExpr:
		l, lok := literal(x.X)
		r, rok := literal(x.Y)
		return l + r, lok && rok && x.Op == token.ADD
	}
	return "", false
}

func exprText(fset *token.FileSet, src []byte, e ast.Expr) string {
	return string(src[fset.Position(e.Pos()).Offset:fset.Position(e.End()).Offset])
}

// writtenReasons finds every reason the module's code writes into the
// ledger (tests, commands and tools left out).
func writtenReasons(t *testing.T) []writtenReason {
	t.Helper()
	root := filepath.Join("..")
	var out []writtenReason
	skip := map[string]bool{"cmd": true, "bench": true, "scenarios": true, "console": true, "corpus": true, "examples": true, "docs": true, "scripts": true}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			if rel != "." && (skip[rel] || strings.HasPrefix(d.Name(), ".") || strings.HasSuffix(rel, "test") || strings.Contains(rel, "testdata")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		src, err := fs.ReadFile(osFS{}, p)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, p, src, 0)
		if err != nil {
			return err
		}
		add := func(e ast.Expr) {
			w := writtenReason{pos: rel + ":" + strconv.Itoa(fset.Position(e.Pos()).Line)}
			if f, ok := formatOf(fset, e); ok {
				w.format = f
			} else {
				w.dynamic = exprText(fset, src, e)
			}
			out = append(out, w)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				name := ""
				switch fn := x.Fun.(type) {
				case *ast.SelectorExpr:
					name = fn.Sel.Name
				case *ast.Ident:
					name = fn.Name
				}
				if i, ok := reasonParams[name]; ok && i < len(x.Args) {
					add(x.Args[i])
				}
			case *ast.AssignStmt:
				for i, l := range x.Lhs {
					if sel, ok := l.(*ast.SelectorExpr); ok && sel.Sel.Name == "Reason" && i < len(x.Rhs) && len(x.Lhs) == len(x.Rhs) {
						add(x.Rhs[i])
					}
				}
			case *ast.CompositeLit:
				tn := ""
				switch ty := x.Type.(type) {
				case *ast.SelectorExpr:
					tn = ty.Sel.Name
				case *ast.Ident:
					tn = ty.Name
				}
				if !reasonTypes[tn] {
					return true
				}
				for _, el := range x.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						// A replacement's Correction is its log entry too.
						if k, ok := kv.Key.(*ast.Ident); ok && (k.Name == "Reason" || tn == "EnqueueParams" && k.Name == "Correction") {
							add(kv.Value)
						}
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// dynamicReasons are the places that write a reason held in a variable
// (file and expression), with what it can hold: formats of the log's
// catalogue, "NOTE" for a person's own note, "WAIT" for a reason a key
// waits for a person with (ExplainReason's catalogue, every one of which
// TestEveryReasonExplained checks), "PASS" for a function that passes a
// reason its callers wrote (they are scanned themselves).
var dynamicReasons = map[string][]string{
	"app/human.go why":                                {"NOTE", "approved: %s"},
	"app/human.go reason":                             {"approved", "approved: %s"},
	"app/ops.go d.Reason":                             {"NOTE", app.ConsoleNote},
	"app/possible.go d.Reason":                        {"NOTE"},
	"app/possible.go reason":                          {"promoted from a possible action (line %d) by %s"},
	"execute/engine.go redact.String(p.Reason)":       {"PASS"},
	"execute/engine.go why":                           {"WAIT"}, // config.Allowed: not permitted
	"execute/engine.go d.Reason":                      {"PASS"}, // reconcile.Decision, scanned
	"execute/targets.go err.Error()":                  {"WAIT"}, // ErrTargetGone: no target
	"extract/ids.go a.baseReason":                     {"WAIT"},
	"extract/plan.go r":                               {"WAIT"},
	"ledger/internal/codec/logrows.go *r.Reason":      {"PASS"},
	"ledger/internal/codec/report.go r.Reason.String": {"PASS"},
	"ledger/internal/codec/logrows.go DerivedReason(r.Kind, t.From, t.To, r.DerivCtx)": {"claimed", "claimed for reconciliation",
		"lease expired; taken over", "queued with %s", "enqueued", "enqueued from %s"},
	"ledger/internal/codec/report.go f.enqueued(k.Source)":                 {"enqueued", "enqueued from %s"},
	"ledger/internal/codec/report.go DerivedReason(r.Kind, from, to, ctx)": {"claimed", "claimed for reconciliation", "lease expired; taken over", "enqueued from %s"},
	"ledger/params.go reason":                                              {"PASS"},
	"notify/dispatch.go redact.String(ps[i].Reason)":                       {"PASS"},
	"notify/dispatch.go reason":                                            {"PASS"}, // later(), its callers scanned
	"plan/plan.go a.Reason":                                                {"WAIT"},
	"plan/plan.go hold":                                                    {"WAIT"},
	"series/split.go RestatedReason(act.BusinessKey, act.SourceLine)":      {"restated by %s (line %d)"},
	"series/split.go sp.Task.Reason":                                       {"WAIT"}, // a held task given its due date back keeps its reason
	"series/split.go why":                                                  {"due date restored to %s: %s was split from it by %s"},
	"series/link.go note": {"answered by meeting %s (%s, line %d): %s alone owns it", "answered by meeting %s (%s, line %d): %s alone owns it, due %s", "answered by meeting %s (%s, line %d): due %s",
		"due date carried from a restatement: restated by %s (line %d), due %s (was %s); still waits for a person: %s"},
	"app/human.go note":              {"corrected by %s (%s): %s", "approved and corrected by %s (%s): %s"},
	"plan/plan.go answered":          {ledger.CorrectedReason + "; the hold (%s) is answered by the notes as read in %s"},
	"series/link.go t.create.Reason": {"WAIT"},
	"series/link.go approval":        {"WAIT"}, // an answered hold still awaiting approval (AwaitingApproval) // a held task keeps its reason when a restatement's due date is carried into it
	"series/split.go RestoredReason(dash(prior.DueDate, \"none\"), sp.Later.String(), actor)": {"due date restored to %s: %s was split from it by %s"},
	"app/series.go series.SplitReason(from.String(), actor, reason)":                          {"split from %s by %s: %s"},
}

// catalogued: the reason, or each of its "; "-joined parts (a page says
// them part by part), is in a catalogue.
func catalogued(s string) bool {
	if app.Catalogued(s) {
		return true
	}
	parts := strings.Split(s, "; ")
	for _, p := range parts {
		if !app.Catalogued(p) {
			return false
		}
	}
	return len(parts) > 1
}

// sample fills a format's values with an ID, a number, a quoted name.
func sample(format string) string {
	return strings.NewReplacer("%%", "%", "%s", "TASK-7", "%v", "TASK-7", "%q", `"TASK-7"`, "%d", "3").Replace(format)
}

// english finds Latin words in a Korean text; allowedLatin are the ones
// it may carry (IDs, the product, a date format, config keys).
// and trackers' and channels' names.
var allowedInKorean = map[string]bool{"TASK": true, "MSG": true, "axagent": true, "YYYY": true, "permissions": true, "roster": true,
	"jira": true, "github": true, "gitlab": true, "redmine": true, "linear": true, "sandbox": true, "slack": true, "smtp": true, "email": true}

// reKeyish are keys and notification keys (demo:P42:M0914:A001:create-task,
// A001:created:assignee:1): IDs, not words.
var reKeyish = regexp.MustCompile(`\S*\w:\w\S*`)

// checkSaid fails when a reason as a page says it carries English (in
// Korean), a command-line flag or a broken format.
func checkSaid(t *testing.T, where, stored string) {
	t.Helper()
	for _, lang := range []string{"ko", "en"} {
		said := app.SayReason(lang, stored)
		if said == "" || strings.Contains(said, "--") || strings.Contains(said, "`") || strings.Contains(said, "{1}") || strings.Contains(said, "%!") {
			t.Errorf("%s: %q said in %s as %q", where, stored, lang, said)
		}
		if lang != "ko" {
			continue
		}
		for _, w := range english.FindAllString(reKeyish.ReplaceAllString(said, " "), -1) {
			if !allowedInKorean[w] {
				t.Errorf("%s: English %q in the Korean %q (stored %q)", where, w, said, stored)
			}
		}
	}
}

// Every reason the code writes into the ledger's log — found in the
// source, so a new one cannot be missed — is in the log's catalogue or
// the waiting catalogue, and a page says it in Korean without English
// and in either language without a command-line flag.
func TestEveryWrittenReasonCatalogued(t *testing.T) {
	t.Parallel()
	written := writtenReasons(t)
	if len(written) < 80 {
		t.Fatalf("found %d places that write a reason: the scan is broken", len(written))
	}
	used := map[string]bool{}
	for _, w := range written {
		formats := []string{w.format}
		if w.format == "" {
			key := strings.SplitN(w.pos, ":", 2)[0] + " " + w.dynamic
			var ok bool
			if formats, ok = dynamicReasons[key]; !ok {
				t.Errorf("%s writes the reason %s: add what it holds to dynamicReasons", w.pos, w.dynamic)
				continue
			}
			used[key] = true
		}
		for _, f := range formats {
			switch f {
			case "PASS", "WAIT":
				continue
			case "NOTE":
				checkSaid(t, w.pos, "콘솔에서 담당자를 고쳤습니다")
				continue
			}
			if f == "%s; %s" || f == "; %s" {
				continue // a join of reasons: the parts are checked
			}
			s := sample(f)
			if !catalogued(s) {
				t.Errorf("%s writes %q, which no catalogue has (app/logreasons.go)", w.pos, f)
				continue
			}
			checkSaid(t, w.pos, s)
		}
	}
	for k := range dynamicReasons {
		if !used[k] {
			t.Errorf("dynamicReasons names %s, which the code no longer writes", k)
		}
	}
	// Every format of the catalogue, and every waiting reason, is said.
	for _, f := range app.LogReasonFormats() {
		checkSaid(t, "catalogue", sample(f))
	}
	for code, rs := range reasontest.Samples(t) {
		if code == app.WaitOther {
			continue // a reason nobody foresaw reads as stored
		}
		for _, r := range rs {
			checkSaid(t, code, r)
		}
	}
	// Reasons of several parts, as holds and digests join them.
	checkSaid(t, "joined", "promoted from a possible action (line 3) by 민서; "+app.AwaitingApproval)
	checkSaid(t, "joined", "delivered as MSG-1; covers: A001:created:assignee:1 A002:created:assignee:1 ")
}

// A row written before its reason was catalogued — or a person's note —
// reads as stored.
func TestUncataloguedReasonAsStored(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"roster fixed", "제가 처리했습니다"} {
		if got := app.SayReason("ko", s); got != s {
			t.Errorf("%q said as %q", s, got)
		}
	}
	if got := app.SayReason("ko", "approved: via the console"); got != "승인: 콘솔에서 처리" {
		t.Errorf("approved via the console: %q", got)
	}
	if got := app.SayReason("ko", "create refused: 400 Bad Request"); got != "트래커가 등록 요청을 거부함" {
		t.Errorf("create refused: %q", got)
	}
	if got := app.SayReason("ko", "lookup by key refused: 403"); strings.Contains(got, "lookup") {
		t.Errorf("lookup by key refused read as an operation's refusal: %q", got)
	}
}

type osFS struct{}

func (osFS) Open(name string) (fs.File, error) { return os.Open(name) }

// Every outcome the code records (ledger/outcome.go's constants and the
// dispatcher's waits) has a label in both languages, the Korean without
// English.
func TestEveryOutcomeLabelled(t *testing.T) {
	t.Parallel()
	var codes []string
	b, err := os.ReadFile(filepath.Join("..", "ledger", "outcome.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`Outcome = "([a-z-]+)"`).FindAllStringSubmatch(string(b), -1) {
		codes = append(codes, m[1])
	}
	d, err := os.ReadFile(filepath.Join("..", "notify", "dispatch.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`later\(n, [^,]+, "([a-z-]+)"`).FindAllStringSubmatch(string(d), -1) {
		codes = append(codes, m[1])
	}
	if len(codes) < 30 {
		t.Fatalf("%d outcomes found", len(codes))
	}
	for _, c := range append(codes, "") {
		en, ko := app.OutcomeLabel("en", c), app.OutcomeLabel("ko", c)
		if c != "" && (en == c && ko == c) || ko == "" || english.MatchString(ko) {
			t.Errorf("outcome %q: labels %q / %q", c, en, ko)
		}
	}
}
