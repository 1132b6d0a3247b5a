package doc

import (
	"regexp"
	"strings"
)

// Minutes are not all Markdown. Teams keep them as AsciiDoc ("== Summary
// of actions", "* **Dana** to …", "** complete."), as Emacs org-mode
// outlines ("* 03/02/2025", "** actions", "**** implement the menu this
// week", "*** TODO check the licence"), or as plain text underlined or
// framed with "=". The structure those write is the same as Markdown's —
// headings over lists of items, nested items under items — in other
// marks; Parse reads the marks of a document's dialect into the same
// model.

// dialect is the markup of a document beyond Markdown.
type dialect int

const (
	dialectMarkdown dialect = iota
	// dialectAsciiDoc: "= Title" / "== Section" headings, "*"/"**"/"***"
	// list depth, "////" comment blocks, ":name: value" attributes.
	dialectAsciiDoc
	// dialectOrg: "*"/"**" headlines at the line start, "TODO"/"DONE"
	// keywords, "CLOSED: […]" planning lines, "#+KEY:" settings.
	dialectOrg
	// dialectMediaWiki: "== Section ==" headings framed with "=" on both
	// sides, wiki bold and italics, "#" numbered items (mediawiki.go).
	// Parse reads it as the Markdown each line stands for (wikiLines).
	dialectMediaWiki
)

var (
	// reEqHeading: an AsciiDoc section title, or a plain-text heading
	// framed with "=" ("=== Action items ===").
	reEqHeading = regexp.MustCompile(`^(={1,6})\s+(\S.*?)(?:\s+=+)?\s*$`)
	// reStarItem: a list item nested by its run of asterisks (AsciiDoc's
	// "** item" under "* item").
	reStarItem = regexp.MustCompile(`^(\*{2,6})\s+\S`)
	// reEqUnderline: a line of "=" underlining the title above it.
	reEqUnderline = regexp.MustCompile(`^={3,}\s*$`)
	// reOrgHeadline: an org headline, at the start of the line.
	reOrgHeadline = regexp.MustCompile(`^(\*+)\s+(\S.*)$`)
	// reOrgKeyword: a headline's task keyword and priority cookie.
	reOrgKeyword = regexp.MustCompile(`^(TODO|NEXT|STARTED|WAITING|WAIT|HOLD|DONE|CANCELLED|CANCELED)\s+(?:\[#[A-Z0-9]\]\s+)?`)
	// reOrgTags: a headline's trailing tags (":work:meeting:").
	reOrgTags = regexp.MustCompile(`\s+:[\p{L}\p{N}_@#%:]+:\s*$`)
	// reOrgPlanning: a planning line under a headline, or a drawer.
	reOrgPlanning = regexp.MustCompile(`^(?:(?:CLOSED|SCHEDULED|DEADLINE):\s|:[A-Za-z_]+:\s*$|:[A-Za-z_]+:\s)`)
	// reOrgSetting: "#+TITLE: …", "#+STARTUP: content".
	reOrgSetting = regexp.MustCompile(`^#\+[A-Za-z_]+:`)
	// reAdocAttr: an AsciiDoc attribute entry (":leveloffset: 1").
	reAdocAttr = regexp.MustCompile(`^:!?[A-Za-z0-9_][A-Za-z0-9_-]*!?:(?:\s.*)?$`)
	// reAdocMarker: lines only AsciiDoc writes: a comment block
	// delimiter, a table delimiter, an anchor, a block attribute list.
	// reOrgLinkLine: an org link alone on a line ("[[https://…]]",
	// "[[file:notes.org][notes]]"), which an AsciiDoc anchor ("[[intro]]",
	// "[[intro,Introduction]]") never is: an anchor names an id, a link
	// a place (a scheme, a path) or carries its description in a second
	// pair of brackets (en-trials35).
	reOrgLinkLine = regexp.MustCompile(`^\[\[(?:[A-Za-z][A-Za-z0-9+.-]*:|[./~])[^\]]*\](?:\[[^\]]*\])?\]$|^\[\[[^\]]+\]\[[^\]]*\]\]$`)
	reAdocMarker  = regexp.MustCompile(`^(?:////|\|===+|\[\[[^\]]+\]\]|\[(?:cols|options|source|NOTE|TIP|IMPORTANT|WARNING|CAUTION)\b.*\])\s*$`)
)

// detectDialect reads which markup the lines are written in. AsciiDoc:
// an "=" heading together with another mark only AsciiDoc writes (an
// attribute, a comment block, a "**" item) or a "=="-level heading. Org:
// a "#+KEY:" setting, or headlines at two depths at the line start and
// no "=" heading nor a title underlined with "=" (org writes none: a
// document with "Notes" over "=====" is Markdown or reStructuredText, its
// "*"/"**" lines list items).
func detectDialect(lines []string) dialect {
	eq, deepEq, adoc, setting, stars, deepStars, underlined := 0, 0, 0, 0, 0, 0, 0
	// framed: "=" headings closed by as many "=" as open them; wikiBold:
	// lines with wiki bold; atx: Markdown headings of level 2 and deeper
	// ("# …" alone is an org comment).
	framed, wikiBold, atx := 0, 0, 0
	// starRun: "* " lines at the margin right after another (blank lines
	// between or not), or right under a line of text (a label over its
	// list): a list's items, where org's headlines have their body
	// between, and a blank line or the end of a "-" list above;
	// dashItems: "- " items at the margin.
	starRun, dashItems, lastStar, lastBlank, lastDash := 0, 0, false, true, false
	fenced := false
	for i, l := range lines {
		if i >= 4000 {
			break
		}
		l = strings.TrimRight(l, "\r")
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			fenced = !fenced
		}
		if fenced {
			continue
		}
		if _, _, ok := wikiHeading(l); ok {
			framed++
		}
		if reWikiBold.MatchString(l) {
			wikiBold++
		}
		if m := reHeading.FindStringSubmatch(l); m != nil && len(m[1]) >= 2 && m[2] != "" {
			atx++
		}
		if i > 0 && reEqUnderline.MatchString(l) && strings.TrimSpace(lines[i-1]) != "" && !reEqUnderline.MatchString(strings.TrimRight(lines[i-1], "\r")) {
			underlined++
		}
		if m := reEqHeading.FindStringSubmatch(l); m != nil {
			eq++
			if len(m[1]) >= 2 {
				deepEq++
			}
		}
		if reAdocAttr.MatchString(l) || reAdocMarker.MatchString(strings.TrimSpace(l)) && !reOrgLinkLine.MatchString(strings.TrimSpace(l)) {
			adoc++
		}
		if reOrgSetting.MatchString(l) {
			setting++
		}
		if t := strings.TrimSpace(l); t != "" {
			star := strings.HasPrefix(l, "* ")
			if star && (lastStar || !lastBlank && !lastDash) {
				starRun++
			}
			dash := reDashItem.MatchString(l)
			if dash && !strings.HasPrefix(l, " ") && !strings.HasPrefix(l, "\t") {
				dashItems++
			}
			lastStar, lastBlank, lastDash = star, false, dash
		} else {
			lastBlank = true
		}
		if m := reOrgHeadline.FindStringSubmatch(l); m != nil {
			stars++
			if len(m[1]) >= 2 {
				deepStars++
			}
		}
	}
	switch {
	case adoc == 0 && setting == 0 && (eq > 0 && framed == eq || wikiBold > 0 && atx == 0):
		// Every "=" heading framed on both sides, or wiki bold: the
		// notes are MediaWiki (AsciiDoc may frame a title too, but
		// writes its own marks besides). Bold in three quotes among
		// "## Topic" headings is a stray in Markdown, whose "# …" lines
		// are headings, not a wiki's numbered items.
		return dialectMediaWiki
	case eq > 0 && (deepEq > 0 || adoc > 0):
		return dialectAsciiDoc
	case setting > 0 && stars > 0, eq == 0 && adoc == 0 && underlined == 0 && atx == 0 && deepStars > 0 && stars >= 2,
		// Headlines at one depth only ("* Action items", its "- [ ]"
		// list, "* Triage", …): org when no two "*" lines follow each
		// other, as a list's items do, and the lists are written "-".
		eq == 0 && adoc == 0 && underlined == 0 && atx == 0 && deepStars == 0 && stars >= 2 && starRun == 0 && dashItems > 0:
		// (Markdown headings — "## Topic", or an HTML <h2> read as one —
		// make the "*"/"**" lines under them a list: org writes its
		// titles as headlines.)
		return dialectOrg
	}
	return dialectMarkdown
}

// orgHeadline reads line i, an org headline of depth stars: its text
// without keyword, priority and tags; whether it is a task (a keyword),
// and done; and whether it titles what follows — a deeper headline or
// body text under it — rather than standing alone as an item of the
// headline above (a leaf: the next headline is as shallow or shallower).
func orgHeadline(lines []string, i int, stars int, rest string) (text string, task, done, title bool) {
	text = strings.TrimSpace(reOrgTags.ReplaceAllString(rest, ""))
	if m := reOrgKeyword.FindStringSubmatch(text); m != nil {
		task = true
		done = m[1] == "DONE" || m[1] == "CANCELLED" || m[1] == "CANCELED"
		text = strings.TrimSpace(text[len(m[0]):])
		return text, task, done, false
	}
	for j := i + 1; j < len(lines) && j < i+200; j++ {
		t := strings.TrimRight(lines[j], "\r")
		trim := strings.TrimSpace(t)
		if trim == "" || reOrgPlanning.MatchString(trim) {
			continue
		}
		if m := reOrgHeadline.FindStringSubmatch(t); m != nil {
			// Over deeper headlines only, a headline worded as a title
			// heads them ("* 03/02/2025", "** actions", "* TODO:"); one
			// worded as a task is a task with its sub-tasks ("** compare
			// the two methods on ten circuits" / "*** graph the
			// results"), as a nested list would write it.
			return text, false, false, len(m[1]) > stars && (stars == 1 || orgTitleLike(text))
		}
		return text, false, false, true
	}
	return text, false, false, false
}

// reOrgEnum: a number opening a headline ("1. ", "2) ").
var reOrgEnum = regexp.MustCompile(`^\d{1,3}[.)]\s+`)

// reOrgStamp: an org timestamp ("<2020-11-10 Tue>", "[2014-10-03 Fri
// 10:18]").
var reOrgStamp = regexp.MustCompile(`[<\[]\d{4}-\d{2}-\d{2}[^>\]]*[>\]]`)

// orgTitleLike: a headline worded as a title — a colon at its end, or
// five words at most besides its timestamps.
func orgTitleLike(text string) bool {
	t := strings.TrimSpace(reOrgStamp.ReplaceAllString(text, ""))
	return strings.HasSuffix(t, ":") || len(strings.Fields(t)) <= 5
}

// reStrong: AsciiDoc's and org's bold, one asterisk each side of words
// ("*Dana*", "*completed*"), between spaces or punctuation.
var reStrong = regexp.MustCompile(`(^|[\s(\[{"'“‘])\*([^*\s](?:[^*]*[^*\s])?)\*($|[\s.,;:!?)\]}"'”’-])`)

// strongLines writes AsciiDoc's and org's "*bold*" as Markdown's
// "**bold**", past the run of stars that opens an item or a headline, so
// the rules read an owner or a state in bold ("*DONE* Ana to …", "-
// *completed*") as they do in Markdown. "**bold**" stays as written.
func strongLines(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l
		if !strings.Contains(l, "*") {
			continue
		}
		lead := len(l) - len(strings.TrimLeft(l, " \t"))
		if m := reOrgHeadline.FindStringSubmatchIndex(l[lead:]); m != nil {
			lead += m[4]
		}
		body := l[lead:]
		for range 2 {
			// Twice: a match takes the space it ends with, which the
			// next bold along needs ("*a* *b*").
			body = reStrong.ReplaceAllString(body, "$1**$2**$3")
		}
		out[i] = l[:lead] + body
	}
	return out
}

// reDashItem: a "-" list item, at any indent.
var reDashItem = regexp.MustCompile(`^\s*-\s`)
