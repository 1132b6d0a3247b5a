package ledger

import (
	"encoding/json"
	"fmt"
)

// SourceContext is an action's source line in its section as the notes
// were when it was first registered: the notes' body is not kept (the
// inbox drops it once processed), so planning keeps this much for people
// (the console's "in its section"). The pipeline never reads it.
type SourceContext struct {
	// Headings are the Markdown headings the line sits under, outermost
	// first.
	Headings []string `json:"h,omitempty"`
	// Lines are the source line and a few lines of its section either
	// side.
	Lines []ContextLine `json:"l"`
}

// ContextLine is one line of a SourceContext; Source marks the action's.
type ContextLine struct {
	N      int    `json:"n"`
	Text   string `json:"t"`
	Source bool   `json:"s,omitempty"`
}

// ActionContext is the source context of one action: Key is any of the
// action's keys (one context per action, whatever the operation).
type ActionContext struct {
	Key     BusinessKey
	Context SourceContext
}

// ContextKey is the key an action's context is kept under: its create
// key.
func ContextKey(k BusinessKey) string { return k.WithOperation(OpCreateTask).String() }

// EncodeContext is a context's stored columns: its headings and lines as
// JSON arrays (the backends' shared form).
func EncodeContext(c SourceContext) (headings, lines string, err error) {
	h := c.Headings
	if h == nil {
		h = []string{}
	}
	l := c.Lines
	if l == nil {
		l = []ContextLine{}
	}
	hb, err := json.Marshal(h)
	if err != nil {
		return "", "", fmt.Errorf("source context headings: %w", err)
	}
	lb, err := json.Marshal(l)
	if err != nil {
		return "", "", fmt.Errorf("source context lines: %w", err)
	}
	return string(hb), string(lb), nil
}

// DecodeContext reads a context's stored columns.
func DecodeContext(headings, lines string) (SourceContext, error) {
	var c SourceContext
	if err := json.Unmarshal([]byte(headings), &c.Headings); err != nil {
		return c, fmt.Errorf("source context headings: %w", err)
	}
	if err := json.Unmarshal([]byte(lines), &c.Lines); err != nil {
		return c, fmt.Errorf("source context lines: %w", err)
	}
	if len(c.Headings) == 0 {
		c.Headings = nil
	}
	return c, nil
}
