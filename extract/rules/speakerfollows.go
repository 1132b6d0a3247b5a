package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// A speaker promising a deliverable by saying it will come: "Alex: PR
// will follow for this", "Dana: the build is flaky, a fix will follow
// this week", "Kim: details to follow". The deliverable is a thing the
// speaker sends (a pull request, a patch, a write-up, an issue, an
// email), and "will follow" / "to follow" says it comes after the call:
// the speaker's work. Anything else that follows ("discussion will
// follow", "the release will follow the RC") is no one's task.

// reSpeakerFollows: a speaker, an optional clause of theirs, then a
// deliverable and "will follow" or "to follow".
var reSpeakerFollows = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){0,2})\s*[:：]\s+(?:[^:;!?]{0,160}?(?:,|;|\.|\s[-–—])\s+)?(?i:(?:an?|the|my)\s+)?((?i:PR|pull\s+request|patch|fix|issue|write-?up|proposal|draft|doc|document|summary|details|email|update|blog\s+post)s?)\s+(?i:will\s+follow|to\s+follow)\b\s*(.*)$`)

// speakerFollows reads reSpeakerFollows when the speaker is a person.
func (p *parser) speakerFollows(text string) *extract.Candidate {
	low := strings.ToLower(text)
	if !strings.Contains(low, "follow") {
		return nil
	}
	m := reSpeakerFollows.FindStringSubmatch(text)
	if m == nil || !p.speakerName(m[1]) || strings.ContainsAny(text, "?？") {
		return nil
	}
	rest := strings.TrimSpace(strings.TrimRight(m[3], ".!"))
	if strings.HasPrefix(strings.ToLower(rest), "up") {
		// "… the issue will follow up on …": "follow up" is another verb.
		return nil
	}
	title := "Send " + strings.TrimSpace(m[2])
	if rest != "" {
		title += " " + rest
	}
	c := &extract.Candidate{Assignee: m[1], Owners: []string{m[1]}, Syntax: "speaker-follows"}
	if !titled(c, title) {
		return nil
	}
	return c
}
