// Command metamorph rewrites labelled minutes in ways that must not change
// what a reader finds in them, and writes the rewritten notes and labels
// beside each other, for `axagent eval extract` to measure. A rule that
// holds on the minutes as written but not on their rewrite read the
// writer's markup or vocabulary, not the action: the figures of the
// rewrite against those of the original show where the reading is brittle
// (issue 28: "generalize the reading, not the vocabulary").
//
//	go run ./scripts/metamorph -notes DIR -gold GOLD.json [-split dev] -rewrite bold-headings -out /tmp/mm
//	axagent eval extract --notes /tmp/mm --gold /tmp/mm/gold.json
//
// Rewrites (every one keeps each labelled action on its line):
//
//	bold-headings      every "## Heading" becomes a bold line "**Heading**"
//	heading=NAME       every action heading ("Action items", "Next steps", …) is renamed NAME
//	names=A,B,C        each labelled owner's first name becomes the next of A, B, C, in notes and labels
//	owner-paren        "- Dana to draft X" becomes "- Draft X (Dana)"
//	owner-dash         … becomes "- Draft X - Dana"
//	owner-colon        … becomes "- Dana: draft X"
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// entry is one file's labels, kept as read apart from the owners a rename
// rewrites.
type entry map[string]json.RawMessage

type action map[string]any

func main() {
	notes := flag.String("notes", "", "folder of the labelled notes")
	goldPath := flag.String("gold", "", "labels (the shape eval extract reads)")
	split := flag.String("split", "", "only the files whose label carries this split")
	rewrite := flag.String("rewrite", "", "the rewrite (see the command's doc)")
	out := flag.String("out", "", "folder for the rewritten notes and gold.json")
	flag.Parse()
	if err := run(*notes, *goldPath, *split, *rewrite, *out); err != nil {
		fmt.Fprintln(os.Stderr, "metamorph:", err)
		os.Exit(2)
	}
}

func run(notes, goldPath, split, rewrite, out string) error {
	if notes == "" || goldPath == "" || rewrite == "" || out == "" {
		return errors.New("-notes, -gold, -rewrite and -out are required")
	}
	raw, err := os.ReadFile(goldPath)
	if err != nil {
		return fmt.Errorf("read labels: %w", err)
	}
	var gold map[string]entry
	if err := json.Unmarshal(raw, &gold); err != nil {
		return fmt.Errorf("labels %s: %w", goldPath, err)
	}
	rw, err := rewriter(rewrite)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(gold))
	for n := range gold {
		names = append(names, n)
	}
	sort.Strings(names)
	outGold := map[string]entry{}
	changed := 0
	for _, name := range names {
		e := gold[name]
		if split != "" && strings.Trim(string(e["split"]), `"`) != split {
			continue
		}
		body, err := os.ReadFile(filepath.Join(notes, filepath.FromSlash(name)))
		if err != nil {
			return fmt.Errorf("notes for %q: %w", name, err)
		}
		var acts []action
		if err := json.Unmarshal(e["actions"], &acts); err != nil {
			return fmt.Errorf("labels of %q: %w", name, err)
		}
		lines := strings.Split(string(body), "\n")
		n := rw(lines, acts)
		changed += n
		b, err := json.Marshal(acts)
		if err != nil {
			return err
		}
		e2 := maps.Clone(e)
		e2["actions"] = b
		delete(e2, "split")
		outGold[name] = e2
		dst := filepath.Join(out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			return fmt.Errorf("write %s: %w", dst, err)
		}
	}
	b, err := json.MarshalIndent(outGold, "", " ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "gold.json"), b, 0o644); err != nil {
		return fmt.Errorf("write labels: %w", err)
	}
	fmt.Fprintf(os.Stderr, "metamorph: %d files, %d lines rewritten (%s) into %s\n", len(outGold), changed, rewrite, out)
	return nil
}

var (
	reATX        = regexp.MustCompile(`^#{1,6}\s+(.*?)\s*#*\s*$`)
	reActionHead = regexp.MustCompile(`(?i)^(\s*(?:#{1,6}\s+|\*\*|__)?)(action items?|actions?|next steps|to-?dos?|follow[- ]?ups?|tasks|action points)(\s*:?\s*(?:\*\*|__)?\s*:?\s*)$`)
	reNameTo     = regexp.MustCompile(`^(\s*(?:[-*+]|\d+\.)\s+(?:\[ \]\s+)?)(\p{Lu}[\p{L}'-]+)\s+(?:to|will)\s+(\p{Ll}.*?)\.?\s*$`)
)

// rewriter returns the rewrite named; it changes lines (and the labels'
// owners, for a rename) in place and says how many lines it changed.
func rewriter(name string) (func([]string, []action) int, error) {
	switch {
	case name == "bold-headings":
		return eachLine(func(l string) string {
			if m := reATX.FindStringSubmatch(l); m != nil && m[1] != "" && !strings.Contains(m[1], "*") {
				return "**" + m[1] + "**"
			}
			return l
		}), nil
	case strings.HasPrefix(name, "heading="):
		to := strings.TrimPrefix(name, "heading=")
		return eachLine(func(l string) string {
			if m := reActionHead.FindStringSubmatch(l); m != nil {
				return m[1] + to + m[3]
			}
			return l
		}), nil
	case strings.HasPrefix(name, "names="):
		return renameOwners(strings.Split(strings.TrimPrefix(name, "names="), ",")), nil
	case name == "owner-paren" || name == "owner-dash" || name == "owner-colon":
		return ownerForm(strings.TrimPrefix(name, "owner-")), nil
	}
	return nil, fmt.Errorf("rewrite %q: want bold-headings, heading=NAME, names=A,B or owner-paren|dash|colon", name)
}

func eachLine(f func(string) string) func([]string, []action) int {
	return func(lines []string, _ []action) int {
		n, fence := 0, false
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), "```") {
				fence = !fence
			}
			if fence {
				continue
			}
			if r := f(l); r != l {
				lines[i], n = r, n+1
			}
		}
		return n
	}
}

// ownerForm rewrites a labelled "Name to/will work" item so the owner is
// written in another place.
func ownerForm(form string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		n := 0
		for _, a := range acts {
			owner, _ := a["owner"].(string)
			line, _ := a["line"].(float64)
			i := int(line) - 1
			if owner == "" || i < 0 || i >= len(lines) {
				continue
			}
			m := reNameTo.FindStringSubmatch(lines[i])
			if m == nil || m[2] != owner {
				continue
			}
			work := strings.ToUpper(m[3][:1]) + m[3][1:]
			switch form {
			case "paren":
				lines[i] = m[1] + work + " (" + owner + ")"
			case "dash":
				lines[i] = m[1] + work + " - " + owner
			case "colon":
				lines[i] = m[1] + owner + ": " + m[3]
			}
			n++
		}
		return n
	}
}

var reCapWord = regexp.MustCompile(`^\p{Lu}\p{Ll}{2,}$`)

// renameOwners gives each labelled owner's capitalised words new names,
// everywhere in the notes and in the labels.
func renameOwners(pool []string) func([]string, []action) int {
	return func(lines []string, acts []action) int {
		mapping := map[string]string{}
		var order []string
		for _, a := range acts {
			owner, _ := a["owner"].(string)
			for _, w := range strings.FieldsFunc(owner, func(r rune) bool { return strings.ContainsRune(" ,+/&;·@", r) }) {
				if _, ok := mapping[w]; !ok && reCapWord.MatchString(w) && len(mapping) < len(pool) && !slices.Contains(pool, w) {
					mapping[w] = pool[len(mapping)]
					order = append(order, regexp.QuoteMeta(w))
				}
			}
		}
		if len(mapping) == 0 {
			return 0
		}
		re := regexp.MustCompile(`(?:^|[^\p{L}\-])(` + strings.Join(order, "|") + `)(?:$|[^\p{L}\-])`)
		sub := func(s string) string {
			return re.ReplaceAllStringFunc(s, func(m string) string {
				sm := re.FindStringSubmatch(m)
				return strings.Replace(m, sm[1], mapping[sm[1]], 1)
			})
		}
		n := 0
		for i, l := range lines {
			if r := sub(l); r != l {
				lines[i], n = r, n+1
			}
		}
		for _, a := range acts {
			if owner, ok := a["owner"].(string); ok {
				a["owner"] = sub(owner)
			}
		}
		return n
	}
}
