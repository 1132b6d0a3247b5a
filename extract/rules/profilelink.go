package rules

import (
	"regexp"
	"strings"
)

// reProfileLink: a list item or heading that is only a link to someone's
// profile — "[@Dana Kim](https://github.com/dkim)", "[Dana](https://gitlab.com/dana/)".
// A team's notes link each member's name to their account over the work
// they report or take on; a profile address has one path segment, the
// account, where a link to a repository, an issue or a page has more.
var reProfileLink = regexp.MustCompile(`^\s*\[@?([\p{L}][\p{L}.'’_-]*(?: [\p{L}][\p{L}.'’_-]*){0,3})\]\(https?://(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org)/[A-Za-z0-9][A-Za-z0-9_.-]*/?\)\s*[:：]?\s*$`)

// profileLinkName is the name such a link shows, or "".
func profileLinkName(title string) string {
	m := reProfileLink.FindStringSubmatch(stripEmphasis(strings.TrimSpace(title)))
	if m == nil {
		return ""
	}
	return m[1]
}
