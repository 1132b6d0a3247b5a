package rules

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/extract"
)

// reEnJoined: a second commitment joined to the first on one line, a
// separator, a name and the words that hand it the work: "…; Bob — close
// stale issues", "…, Carol to draft the PR", "…, and Bob will take the
// notes". "to" hands work only after a comma or semicolon: "meeting with
// Claire and Jeremy to create …" is one task with its people.
var reEnJoined = []*regexp.Regexp{
	regexp.MustCompile(`(?:;|,)\s*(@?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)()\s*(?:—|–|-|:)\s*(\S.*)$`),
	regexp.MustCompile(`(?:;|,)\s*(@?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)()\s+to\s+(\S.*)$`),
	// "…, Alice reviews it": any verb of work in the third person, after
	// a comma or semicolon (enpresentshares.go).
	regexp.MustCompile(`(?:;\s*|,\s*(?:and\s+)?|\s+and\s+)(@?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)\s+(?:will|can|'ll|(takes?|\p{Ll}+s))\s+(\S.*)$`),
	// "@alice update the roadmap, @bob fix the docs build": a handle and
	// a verb of work.
	regexp.MustCompile(`(?:;|,)\s*(?:and\s+)?(@[\p{L}\p{N}_.-]*[\p{L}\p{N}_])()\s+(\p{Ll}+\s+\S.*)$`),
}

// joinedOwner: where title joins a second person's commitment; bare is
// true for a handle and a lower-case word, which must be a verb of work;
// committed for a name the work is handed to by "to", "will" or a verb.
func joinedOwner(title string) (m []int, bare, committed bool) {
	for k, re := range reEnJoined {
		if m := re.FindStringSubmatchIndex(title); m != nil {
			return m, k == len(reEnJoined)-1, k > 0
		}
	}
	return nil, false, false
}

// commaListed: two clauses set apart by a comma, each a person's own
// piece of work ("João Reis will add links to scripts into issue,
// Michael to submit PR with doc"), as a semicolon sets them apart: both
// clauses have a verb and its object. "Xavier drafting, Yuri to review"
// hands one piece of work on; "…assigned to Ravi, Milo- topics picked"
// lists people.
func commaListed(sep, before, rest string, committed bool) bool {
	return committed && strings.HasPrefix(sep, ",") && !strings.HasPrefix(strings.TrimSpace(sep[1:]), "and ") &&
		len(strings.Fields(before)) >= 2 && len(strings.Fields(rest)) >= 2
}

// enSplitJoined splits a candidate whose title carries a second person's
// commitment into two: "Alice will schedule the review next week, and
// Bob takes the release notes" is Alice's review and Bob's release notes,
// not one task of Alice's with Bob in its title. The second person must be
// one the notes or the roster know: a capitalised word after "and" is as
// often a product ("…, and GitHub will …").
func (p *parser) enSplitJoined(out []extract.Candidate) []extract.Candidate {
	n := len(out)
	// root[k]: the candidate read from the whole line that out[k] was
	// split from (itself when it was not).
	root := make([]int, n)
	work := make([]int, n)
	for k := range out {
		root[k], work[k] = k, k
	}
	for len(work) > 0 {
		k := work[0]
		work = work[1:]
		if len(out[k].Owners) == 0 {
			continue
		}
		if extract.HasHangul(out[k].Title) {
			if more := p.koSplitPairs(&out[k]); len(more) > 0 {
				out = append(out, more...)
				root = append(root, slices.Repeat([]int{root[k]}, len(more))...)
			}
			continue
		}
		for {
			c := &out[k]
			m, bare, committed := joinedOwner(c.Title)
			if m == nil {
				break
			}
			name := strings.TrimPrefix(c.Title[m[2]:m[3]], "@")
			verb := ""
			if m[5] > m[4] {
				verb = strings.ToLower(c.Title[m[4]:m[5]])
			}
			third := verb != "" && verb != "take" && verb != "takes"
			if third && (!workThirdPerson(verb) || strings.HasPrefix(strings.TrimSpace(c.Title[m[0]:]), "and")) {
				// ("… and Bob reviews": only "takes" after a bare "and".)
				break
			}
			if !p.known(name) && !(third && (strings.HasPrefix(c.Title[m[2]:m[3]], "@") || allNameShaped([]string{name}))) || bare && !workVerbFirst(c.Title[m[6]:m[7]]) && !workThirdPerson(firstWord(c.Title[m[6]:m[7]])) {
				// (A name the notes do not list is a person when it does
				// work in the third person: "…, Marco reviews it".)
				break
			}
			r := &out[root[k]]
			sep := strings.TrimSpace(c.Title[m[0]:])
			listed := bare || strings.HasPrefix(sep, ";") || commaListed(sep, c.Title[:m[0]], c.Title[m[6]:m[7]], committed)
			if listed && slices.Contains(r.Owners, name) && len(r.Owners) > 1 {
				// "Alice to cut the RC; Bob to update the changelog",
				// read as one task of Alice's and Bob's: items of a list
				// set apart by semicolons are each their person's.
				// (Clauses joined by "and" or a full stop stay one task
				// of all its people: "Priya to update the PR. Tomasz to
				// review.")
				r.Owners = slices.DeleteFunc(slices.Clone(r.Owners), func(o string) bool { return o == name })
				r.Assignee = strings.Join(r.Owners, ", ")
			} else if slices.Contains(c.Owners, name) {
				break
			}
			rest := c.Title[m[6]:m[7]]
			if m[5] > m[4] {
				// "Bob takes the release notes": the work is the taking;
				// "Alice reviews it": the reviewing.
				rest = thirdPersonBase(verb) + " " + rest
			} else if f := firstWord(rest); bare && workThirdPerson(f) {
				// "…, @alice reviews it".
				rest = thirdPersonBase(strings.ToLower(f)) + rest[len(f):]
			}
			second := extract.Candidate{Line: c.Line, Evidence: c.Evidence, Syntax: c.Syntax, Assignee: name, Owners: []string{name}, Problems: slices.Clone(c.Problems)}
			if !titled(&second, rest) {
				break
			}
			if c.Due != "" && (strings.Contains(rest, c.Due) || dueAfter(c.Evidence, c.Due, c.Title[m[2]:m[3]])) {
				// "Alice will draft it and Bob will review it by
				// Friday": the deadline closing the line is the last
				// clause's.
				second.Due, c.Due = c.Due, ""
			}
			c.Title = cleanTitle(c.Title[:m[0]])
			// "…; Bob to update the changelog; Carol to announce …":
			// the second may join a third.
			out = append(out, second)
			root = append(root, root[k])
			work = append(work, len(out)-1)
			if out[k].Title == "" {
				break
			}
		}
	}
	if len(out) == n {
		return out
	}
	slices.SortStableFunc(out, func(a, b extract.Candidate) int { return a.Line - b.Line })
	return out
}

// dueAfter: in the line as written, due stands after the name that opens
// the joined clause.
func dueAfter(line, due, name string) bool {
	n := strings.Index(line, name)
	return n >= 0 && strings.LastIndex(line, due) > n
}

// reKoNextPair: the next "이름: 할 일" pair of a line that lists several
// ("민수: 로그인 구현 / 서연: 회원가입 화면 / 지훈: DB 연동").
var reKoNextPair = regexp.MustCompile(`\s*[/|;·]\s*([\p{Hangul}]{2,4}?)\s*(?:님|씨)?\s*[:：]\s*`)

// koSplitPairs splits c, read as the first person's task, at each further
// "/ 이름: …" pair whose name the notes know, as enSplitJoined splits an
// English line: each pair is its person's task on the same line, with the
// line's deadline unless it writes its own. It returns the tasks split
// off.
func (p *parser) koSplitPairs(c *extract.Candidate) []extract.Candidate {
	locs := reKoNextPair.FindAllStringSubmatchIndex(c.Title, 8)
	if len(locs) == 0 {
		return nil
	}
	for _, m := range locs {
		if !p.known(c.Title[m[2]:m[3]]) {
			return nil
		}
	}
	// A deadline the line closes with ("… / 지훈: DB 연동(~수)") is the
	// last pair's, not the others'.
	lineDue, lastName := c.Due, c.Title[locs[len(locs)-1][2]:locs[len(locs)-1][3]]
	ownDue := lineDue != "" && dueAfter(c.Evidence, lineDue, lastName+":")
	var more []extract.Candidate
	for k, m := range locs {
		end := len(c.Title)
		if k+1 < len(locs) {
			end = locs[k+1][0]
		}
		name := c.Title[m[2]:m[3]]
		second := extract.Candidate{Line: c.Line, Evidence: c.Evidence, Syntax: c.Syntax, Assignee: name, Owners: []string{name}, Problems: slices.Clone(c.Problems)}
		title, due := cutDue(c.Title[m[1]:end])
		if !titled(&second, title) {
			return nil
		}
		switch {
		case due != "":
			second.Due = due
		case !ownDue || k == len(locs)-1:
			second.Due = lineDue
		}
		more = append(more, second)
	}
	if ownDue {
		c.Due = ""
	}
	c.Title = cleanTitle(c.Title[:locs[0][0]])
	return more
}
