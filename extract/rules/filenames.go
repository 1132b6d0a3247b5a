package rules

import (
	"regexp"
	"strings"
)

// An item that is only file names ("install_python_01.jpg",
// "instance_01.jpg / instance_11.jpg") shows how files are to be named
// under the instruction above it: a sample, no piece of work.

// reFileName: one file name with its extension.
var reFileName = regexp.MustCompile(`^[\p{L}\p{N}_()\[\]-]+(?:\.[\p{L}\p{N}_-]+)*\.[A-Za-z][A-Za-z0-9]{1,4}$`)

// reFileNameSep: what lists file names ("a.jpg / b.jpg", "a.jpg, b.jpg",
// "a.jpg ~ b.jpg").
var reFileNameSep = regexp.MustCompile(`\s*(?:/|,|~|…|\.\.\.|\s)\s*`)

// fileNamesOnly: node i's words are file names and nothing else.
func (p *parser) fileNamesOnly(i int) bool {
	t := strings.TrimSpace(stripInline(p.d.Nodes[i].Text))
	if t == "" {
		return false
	}
	n := 0
	for _, w := range reFileNameSep.Split(t, -1) {
		if w == "" {
			continue
		}
		if !reFileName.MatchString(w) {
			return false
		}
		n++
	}
	return n > 0
}
