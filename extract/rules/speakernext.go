package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// reSpeakerNext: a person's update that reports, then labels what comes
// next — "Alice: ran the ablation; accuracy dropped. Next: try a larger
// batch", "Bob: finished the review. Next week: write the related work",
// "Carol: stuck on the loader. Plan: pair with Bob on Thursday" — and
// the label put after the name ("Bob (next): rerun the baselines",
// "Alice — TODO: clean up the scripts").
var (
	reSpeakerNext   = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*)?)\s*(?:[:：]|\s[-–—])\s+\S.*?[.;!]\s+(?i:next(?:\s+steps?)?|next\s+(?:week|time|sprint)|plan|plans|todo|to-?do|action)\s*[:：]\s*(\S.+)$`)
	reNameNextLabel = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*)?)\s*(?:\(\s*(?i:next(?:\s+steps?)?|next\s+week|todo|to-?do|plan)\s*\)\s*[:：—–-]|\s[—–-]\s*(?i:next(?:\s+steps?)?|todo|to-?do|plan)\s*[:：])\s*(\S.+)$`)
	reNextWeekLabel = regexp.MustCompile(`(?i)[.;!]\s+next\s+(week|sprint)\s*[:：]`)
)

// speakerNext reads what a person the notes know labels as their next
// step in their own update.
func (p *parser) speakerNext(plain string) *extract.Candidate {
	if extract.HasHangul(plain) {
		return nil
	}
	m := reSpeakerNext.FindStringSubmatch(plain)
	if m == nil {
		m = reNameNextLabel.FindStringSubmatch(plain)
	}
	if m == nil || !p.known(strings.TrimPrefix(m[1], "@")) || isQuestion(m[2]) {
		return nil
	}
	c := &extract.Candidate{Assignee: m[1], Owners: splitOwners(m[1]), Syntax: "speaker-next"}
	if !titled(c, m[2]) {
		return nil
	}
	if w := reNextWeekLabel.FindStringSubmatch(plain); w != nil && c.Due == "" {
		c.Due = "next " + strings.ToLower(w[1])
	}
	return c
}
