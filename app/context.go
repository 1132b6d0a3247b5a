package app

import (
	"context"
	"fmt"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// contextLines is how many lines either side of an action's source line
// its context keeps.
const contextLines = 2

// SourceContext is an action's source line in its section, as the notes
// were when it was first registered (the ledger keeps it:
// ledger.SourceContext).
type SourceContext = ledger.SourceContext

// ContextLine is one line of a SourceContext; Source marks the action's.
type ContextLine = ledger.ContextLine

// recordContexts keeps each planned action's source context. It is a
// view of the notes for people, derived from them and never read by the
// pipeline; the first registration's wins, as the key's intent does, and
// GC removes it with the action's last record.
func (a *App) recordContexts(ctx context.Context, n Notes, pl Plan) error {
	lines := strings.Split(strings.ReplaceAll(string(n.Body), "\r\n", "\n"), "\n")
	cs := make([]ledger.ActionContext, 0, len(pl.Actions))
	for _, act := range pl.Actions {
		k, err := ledger.ParseKey(act.BusinessKey)
		if err != nil {
			continue // a held action without a key has no page
		}
		sc, ok := sourceContext(lines, act.SourceLine, act.Evidence, n.Lines != nil)
		if !ok {
			continue
		}
		cs = append(cs, ledger.ActionContext{Key: k, Context: sc})
	}
	// One write for the meeting: a write per action doubled the time to
	// register a 2,000-action meeting on SQLite.
	if err := a.store.SourceContextPutAll(ctx, cs, a.now()); err != nil {
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
	sc, ok, err := a.store.SourceContextGet(ctx, key)
	if err != nil {
		return SourceContext{}, false, fmt.Errorf("source context %s: %w", key, err)
	}
	return sc, ok, nil
}
