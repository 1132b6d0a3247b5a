package jira

import (
	"fmt"
	"strings"

	"github.com/axagent/axagent/connectors"
)

// node is an Atlassian Document Format node.
type node = map[string]any

func text(s string, marks ...node) node {
	n := node{"type": "text", "text": s}
	if len(marks) > 0 {
		n["marks"] = marks
	}
	return n
}

func paragraph(content ...node) node { return node{"type": "paragraph", "content": content} }

// ADF is the issue description as an Atlassian Document Format document
// (version 1): the task's text — lines starting with "> " become a
// blockquote, the verbatim source quote — then a rule, a link back to the
// notes' source line when link is set, and a footer naming the key.
func ADF(t connectors.Task, link string) node {
	var content []node
	var quote, para []string
	flush := func() {
		if len(para) > 0 {
			content = append(content, paragraph(text(strings.Join(para, "\n"))))
			para = nil
		}
		if len(quote) > 0 {
			content = append(content, node{"type": "blockquote", "content": []node{paragraph(text(strings.Join(quote, "\n")))}})
			quote = nil
		}
	}
	for _, line := range strings.Split(strings.TrimSpace(t.Description), "\n") {
		line = strings.TrimRight(line, " \t\r")
		switch {
		case strings.HasPrefix(line, ">"):
			if len(para) > 0 {
				flush()
			}
			if q := strings.TrimSpace(strings.TrimPrefix(line, ">")); q != "" {
				quote = append(quote, q)
			}
		case line == "":
			flush()
		default:
			if len(quote) > 0 {
				flush()
			}
			para = append(para, line)
		}
	}
	flush()
	content = append(content, node{"type": "rule"})
	if link != "" {
		content = append(content, paragraph(text("Source: "),
			text("meeting notes, action "+t.SourceAction, node{"type": "link", "attrs": node{"href": link}})))
	}
	footer := fmt.Sprintf("axagent key: `%s` · action %s", t.Key, t.SourceAction)
	if t.Fingerprint != "" {
		footer += " · fingerprint " + t.Fingerprint
	}
	content = append(content, paragraph(text(footer)))
	return node{"version": 1, "type": "doc", "content": content}
}

// adfText flattens an ADF document (as decoded JSON) to its text, one line
// per block.
func adfText(v any) string {
	var b strings.Builder
	var walk func(any)
	walk = func(v any) {
		m, ok := v.(map[string]any)
		if !ok {
			return
		}
		if s, ok := m["text"].(string); ok {
			b.WriteString(s)
		}
		if cs, ok := m["content"].([]any); ok {
			for _, c := range cs {
				walk(c)
			}
		}
		switch m["type"] {
		case "paragraph", "heading", "rule":
			b.WriteString("\n")
		}
	}
	walk(v)
	return b.String()
}
