package app

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// contextLines is how many lines either side of an action's source line
// its context keeps.
const contextLines = 2

// SourceContext is an action's source line in its section, as the notes
// were when it was first registered: the notes' body is not kept (the
// inbox drops it once processed), so this much is captured at planning.
type SourceContext struct {
	// Headings are the Markdown headings the line sits under, outermost
	// first.
	Headings []string `json:"h,omitempty"`
	// Lines are the source line and up to contextLines of its section
	// either side.
	Lines []ContextLine `json:"l"`
}

// ContextLine is one line of a SourceContext; Source marks the action's.
type ContextLine struct {
	N      int    `json:"n"`
	Text   string `json:"t"`
	Source bool   `json:"s,omitempty"`
}

// contextKey names an action's context: one per action of a meeting,
// whatever its key's operation.
func contextKey(k ledger.BusinessKey) string {
	return "source-context:" + k.WithOperation(ledger.OpCreateTask).String()
}

// recordContexts keeps each planned action's source context. It is a
// view of the notes for people, derived from them and never read by the
// pipeline, so it lives in the ledger's cache of derived values: the
// first registration's wins, as the key's intent does.
func (a *App) recordContexts(ctx context.Context, n Notes, pl Plan) error {
	lines := strings.Split(strings.ReplaceAll(string(n.Body), "\r\n", "\n"), "\n")
	entries := make([]ledger.CacheEntry, 0, len(pl.Actions))
	for _, act := range pl.Actions {
		k, err := ledger.ParseKey(act.BusinessKey)
		if err != nil {
			continue // a held action without a key has no page
		}
		sc, ok := sourceContext(lines, act.SourceLine, act.Evidence, n.Lines != nil)
		if !ok {
			continue
		}
		b, err := json.Marshal(sc)
		if err != nil {
			return fmt.Errorf("source context %s: %w", k, err)
		}
		entries = append(entries, ledger.CacheEntry{Key: contextKey(k), Value: string(b)})
	}
	// One write for the meeting: a write per action doubled the time to
	// register a 2,000-action meeting on SQLite.
	if err := a.store.CachePutAll(ctx, entries, a.now()); err != nil {
		return fmt.Errorf("source context of %s: %w", n.Name, err)
	}
	return nil
}

// sourceContext finds the action's line in the body — at line when it
// holds the evidence (line numbers are the body's unless remapped, as a
// transcript's are to its file's), else the first line that does — with
// its headings and neighbours within its section.
func sourceContext(lines []string, line int, evidence string, remapped bool) (SourceContext, bool) {
	ev := strings.TrimSpace(evidence)
	if ev == "" {
		return SourceContext{}, false
	}
	i := -1
	if !remapped && line >= 1 && line <= len(lines) && strings.Contains(lines[line-1], firstLine(ev)) {
		i = line - 1
	} else {
		for j, l := range lines {
			if strings.Contains(l, firstLine(ev)) {
				i = j
				break
			}
		}
	}
	if i < 0 {
		return SourceContext{}, false
	}
	var sc SourceContext
	// The headings above the line, each replacing those of its level and
	// deeper; the section starts after the nearest one.
	start, fence := 0, false
	for j := 0; j < i; j++ {
		t := strings.TrimSpace(lines[j])
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = !fence
		}
		lvl := headingLevel(t)
		if fence || lvl == 0 {
			continue
		}
		for len(sc.Headings) >= lvl {
			sc.Headings = sc.Headings[:len(sc.Headings)-1]
		}
		for len(sc.Headings) < lvl-1 {
			sc.Headings = append(sc.Headings, "")
		}
		sc.Headings = append(sc.Headings, strings.TrimSpace(t[lvl:]))
		start = j + 1
	}
	sc.Headings = compact(sc.Headings)
	from := max(i-contextLines, start)
	for j := from; j < len(lines) && j <= i+contextLines; j++ {
		if j > i && headingLevel(strings.TrimSpace(lines[j])) > 0 {
			break
		}
		sc.Lines = append(sc.Lines, ContextLine{N: j + 1, Text: lines[j], Source: j == i})
	}
	return sc, true
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

// headingLevel is the level of an ATX Markdown heading (0: not one).
func headingLevel(t string) int {
	n := 0
	for n < len(t) && t[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || n < len(t) && t[n] != ' ' && t[n] != '\t' {
		return 0
	}
	return n
}

func compact(hs []string) []string {
	out := hs[:0]
	for _, h := range hs {
		if h != "" {
			out = append(out, h)
		}
	}
	return out
}

// SourceContextOf is the source context recorded for key's action (ok
// false when none was: notes registered before it was kept, or an
// action with no source line).
func (a *App) SourceContextOf(ctx context.Context, key ledger.BusinessKey) (SourceContext, bool, error) {
	v, ok, err := a.store.CacheGet(ctx, contextKey(key))
	if err != nil || !ok {
		return SourceContext{}, false, err
	}
	var sc SourceContext
	if err := json.Unmarshal([]byte(v), &sc); err != nil {
		return SourceContext{}, false, fmt.Errorf("source context %s: %w", key, err)
	}
	return sc, true, nil
}
