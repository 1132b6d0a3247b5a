package connectors

import (
	"regexp"
	"strings"
)

// keyMarkerPrefix starts the hidden marker a tracker connector writes into
// an issue's body: an HTML comment, which GitHub and GitLab keep in the raw
// body and do not render.
const keyMarkerPrefix = "<!-- axagent-key: "

// KeyMarker is the hidden marker carrying key in an issue body.
func KeyMarker(key string) string { return keyMarkerPrefix + key + " -->" }

var (
	keyMarkerRe = regexp.MustCompile(`<!-- axagent-key: ([^\s]+) -->`)
	// keyFooterRe reads the visible footer line, for trackers whose
	// markdown may drop HTML comments (Linear).
	keyFooterRe = regexp.MustCompile("axagent key: `([^`]+)`")
	// jsonEscapes undoes the escapes JSON encoders may put on the
	// marker's angle brackets, so a raw webhook body can be read.
	jsonEscapes = strings.NewReplacer(`\u003c`, "<", `\u003e`, ">", `\u003C`, "<", `\u003E`, ">")
)

// KeysInText returns the business keys written into text by a connector
// (marker or footer), first seen first, each once. text may be a raw JSON
// document that carries an issue's body. A key read this way is a hint:
// whoever edits the issue can write one, so a caller checks it against
// the ledger before trusting it.
func KeysInText(text string) []string {
	text = jsonEscapes.Replace(text)
	var out []string
	seen := map[string]bool{}
	for _, re := range []*regexp.Regexp{keyMarkerRe, keyFooterRe} {
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			if !seen[m[1]] {
				seen[m[1]] = true
				out = append(out, m[1])
			}
		}
	}
	return out
}
