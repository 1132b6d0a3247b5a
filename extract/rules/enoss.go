package rules

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Open-source governance minutes (TSC, steering committees, working
// groups, SIGs) write many lines that carry one commitment signal —
// a future, an imperative, a deadline — and are no one's task. Each
// form below is read by its shape, not by its words.

// reInvertedQuestion: a line that opens as a question by inversion — an
// auxiliary before its subject ("Do we need to vote next week - general
// agreement to yes", "Should we move the repo") — asks the meeting, with
// or without a question mark; its answer may follow it. A request
// ("Can you send …", "Will you …") is not read this way.
var reInvertedQuestion = regexp.MustCompile(`^(?i:do|does|did|should|shall|is|are|was|were|has|have)\s+(?i:we|they|there|it|anyone|someone|everyone|people|the\s+group|the\s+team)\b`)

// reReaderHowTo: an instruction to whoever reads the notes, not a task
// of the meeting — a purpose clause or an "if you" condition first, the
// imperative after its comma ("To become a member, send email to …",
// "If you have agenda items, contact @ann").
var reReaderHowTo = regexp.MustCompile(`^(?:(?i:to)\s+\p{Ll}+|(?i:if)\s+you\b)[^,;.]{0,160},\s*(?:(?i:please)\s+)?\p{Ll}+`)

// enNotTask: the line is a question by inversion or an instruction to
// its reader. An explicit action marker keeps its line.
func (p *parser) enNotTask(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	plain := strings.TrimSpace(stripInline(n.Text))
	if plain == "" || extract.HasHangul(plain) || markerItem(plain) != nil || inlineMarker(plain) != nil {
		return false
	}
	if reInvertedQuestion.MatchString(plain) || reReaderHowTo.MatchString(plain) || reWillBeDate.MatchString(strings.TrimSpace(c.Title)) || reStandingPolicy.MatchString(plain) && !p.section(n.Section).action {
		return true
	}
	title := strings.TrimSpace(c.Title)
	if reRollLine.MatchString(plain) || roleOnlyTitle(title) || reGroupMove.MatchString(title) {
		// "Attendees: Ana, Bo [Ana to join for the first hour]": who is
		// at the meeting; "Ana, Bo will take notes", "Cy will facilitate.
		// Ana will take notes.": who holds the meeting's roles.
		return true
	}
	if p.enNotWork(plain, title) {
		// (ennotwork.go) "Bob: nothing new", "Carol is out next week".
		return true
	}
	// "The policy stays as it is (e.g., admins will manage their user
	// pools)": the commitment is the example's.
	for _, m := range reExampleParen.FindAllStringSubmatch(plain, -1) {
		if title != "" && strings.Contains(m[1], title) {
			return true
		}
	}
	return false
}

// reRollLine: a roll call's label opening a line with its names after
// it ("Attendees: …", "Present: …"): whatever the line adds about them
// is their attendance, no task.
var reRollLine = regexp.MustCompile(`(?i)^(?:attendees|attendance|attending|participants|present|apologies|regrets|absent)\s*[:：]\s*\S`)

// reGroupMove: a person moving between the organisation's groups and
// nothing else ("leave the events team and join the finance group",
// "join LWG with Cy"): a change of membership, no work.
var reGroupMove = regexp.MustCompile(`(?i)^(?:(?:leave|quit|join|rejoin|move\s+to|switch\s+to)\s+(?:the\s+)?(?-i:[\p{Lu}]{2,5}s?)|(?:leave|quit|join|rejoin|move\s+to|switch\s+to)\s+(?:the\s+)?(?:[\p{L}-]+\s+){1,2}(?:team|group|committee|circle|board|working\s+group|wg))(?:\s*(?:,|and|&)\s*(?:(?:leave|quit|join|rejoin|move\s+to|switch\s+to)\s+(?:the\s+)?(?:(?-i:[\p{Lu}]{2,5}s?)|(?:[\p{L}-]+\s+){1,2}(?:team|group|committee|circle|board|working\s+group|wg))))*(?:\s+with\s+[^.;!?]{1,60})?\s*[.!]?$`)

// reRoleSentenceLead: the people a role sentence gives the role to ("Ana
// and Bo will …").
var reRoleSentenceLead = regexp.MustCompile(`^(?:@?[\p{Lu}][\p{L}'’-]*(?:\s*(?:,|&|\band\b)\s*)?)+\s+(?:will|to|shall)\s+`)

// roleOnlyTitle: every sentence of the title gives a meeting role and no
// work ("take notes", "facilitate. Ana and Bo will take notes").
func roleOnlyTitle(title string) bool {
	parts := reSentenceSplit.Split(strings.TrimSpace(title), -1)
	for _, s := range parts {
		s = reRoleSentenceLead.ReplaceAllString(strings.TrimSpace(s), "")
		if !reNextRole.MatchString(s) {
			return false
		}
	}
	return len(parts) > 0
}

// reWillBeDate: a future of "be" whose complement is a date ("His last
// meeting as co-chair will be September 30", "The code freeze will be
// on 3/25"): when something happens, not work anyone takes on.
var reWillBeDate = regexp.MustCompile(`(?i)^[^,;]*\bwill\s+be\s+(?:on\s+|in\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\d{1,4}[/.-]\d{1,2})\b[^,;]{0,24}[.!]?$`)

// reExampleParen: a parenthesis that gives an example ("(e.g., …)",
// "(i.e. …)", "(for example …)").
var reExampleParen = regexp.MustCompile(`\((?i:e\.\s?g\.?|i\.\s?e\.?|eg|ie|for\s+example|for\s+instance)[,:]?\s*([^()]*)\)`)

// enDropNotTasks drops what the passes after the line's own reading
// (clauses, a paragraph's later sentences) found on such lines.
func (p *parser) enDropNotTasks(out []extract.Candidate) []extract.Candidate {
	return slices.DeleteFunc(out, func(c extract.Candidate) bool {
		i := p.d.Index(c.Line)
		return i >= 0 && i < len(p.d.Nodes) && p.enNotTask(i, &c)
	})
}

// planAction: after a "Plan:" label, the words are an action when they
// open with a verb of work ("Plan: drop that combo from the matrix") or
// a person's commitment ("Plan: Mike will take a look on PRs"); "Plan:
// the release goes out in May" states the plan.
func planAction(rest string) bool {
	return workVerbFirst(rest) || reNameTo.MatchString(rest) && !clauseNotSubject[strings.ToLower(firstWord(rest))]
}

// reRoleWord: the head of a role that a person holds ("AWG Chair",
// "Release Manager", "TSC liaison").
var reRoleWord = regexp.MustCompile(`(?i)(?:^|\s|-)(?:chair|co-?chair|chairperson|lead|co-?lead|liaison|secretary|coordinator|manager|maintainer|editor|facilitator|moderator|convener|treasurer|president|director|champion|shepherd)s?$`)

// enRoleParenName: an owner written as a role with the person's name in
// parentheses ("AWG Chair (Kris): post the references") is that person.
func (p *parser) enRoleParenName(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) != 1 || !reRoleWord.MatchString(c.Owners[0]) {
		return
	}
	plain := stripInline(n.Text)
	k := strings.Index(plain, c.Owners[0])
	if k < 0 {
		return
	}
	m := reRoleParen.FindStringSubmatch(plain[k+len(c.Owners[0]):])
	if m == nil || !reNameShaped.MatchString(m[1]) || reRoleWord.MatchString(m[1]) {
		return
	}
	c.Assignee, c.Owners = m[1], []string{m[1]}
}

// reRoleParen: the parenthesis right after a role, and what closes the
// owner (a colon, a dash, "to", "will").
var reRoleParen = regexp.MustCompile(`^\s*\(\s*([^()]{1,40}?)\s*\)\s*(?:[:：]|[-–—]\s|(?i:to|will)\s)`)

// reBoldActionLabel: a bold action label with its colon ("**ACTION**:",
// "**Action:**") inside a line.
var reBoldActionLabel = regexp.MustCompile(`\*\*(?i:action(?:\s+items?)?)\s*(?:\*\*\s*[:：]|[:：]\s*\*\*)`)

// enSplitBoldActions: a paragraph of minutes that records several actions
// inline, each after its own bold label ("**ACTION**: Ewa will draft the
// budget. The group discussed fees. **ACTION**: Juan will open an
// issue."), gives one action per label, each with its own owner.
func (p *parser) enSplitBoldActions(out []extract.Candidate) []extract.Candidate {
	var res []extract.Candidate
	for _, c := range out {
		i := p.d.Index(c.Line)
		if i < 0 || i >= len(p.d.Nodes) || extract.HasHangul(c.Title) {
			res = append(res, c)
			continue
		}
		text := p.d.Nodes[i].Text
		if strings.Contains(text, "***") {
			text = reStarRun.ReplaceAllString(text, "**")
		}
		locs := reBoldActionLabel.FindAllStringIndex(text, -1)
		if len(locs) < 2 {
			res = append(res, c)
			continue
		}
		var parts []extract.Candidate
		for k, loc := range locs {
			end := len(text)
			if k+1 < len(locs) {
				end = locs[k+1][0]
			}
			seg := strings.TrimSpace(stripInline(text[loc[1]:end]))
			if seg == "" {
				continue
			}
			pc := p.parseItem(seg, "")
			if pc == nil || len(pc.Owners) == 0 {
				continue
			}
			oneSentenceTitle(pc)
			n := c
			n.Owners, n.Assignee, n.Title = pc.Owners, pc.Assignee, strings.TrimSpace(pc.Title)
			if pc.Due != "" {
				n.Due = pc.Due
			}
			parts = append(parts, n)
		}
		if len(parts) < 2 {
			res = append(res, c)
			continue
		}
		res = append(res, parts...)
	}
	return res
}

// reRoleWill: a role, with its article, as the subject of a commitment
// ("The Executive Council liaison will report back to the committee",
// "The release manager will cut the branch"): governance minutes name
// the office, not the person.
var reRoleWill = regexp.MustCompile(`^(?i:the\s+)((?:[\p{L}][\p{L}'’-]*\s+){0,3}(?i:chair|co-?chair|chairperson|lead|co-?lead|liaison|secretary|coordinator|manager|editor|facilitator|treasurer|president|director|champion|shepherd))\s+(?:will|is\s+going\s+to|to)\s+(\p{Ll}[^.;!?]*)`)

// enRoleWill reads node i as a role's commitment; outside an action
// section it waits for a person to confirm.
func (p *parser) enRoleWill(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reRoleWill.FindStringSubmatch(text)
	if m == nil || reClauseHedge.MatchString(m[2]) || notPlanVerb[strings.ToLower(firstWord(m[2]))] {
		return nil
	}
	return p.ownedLine(n, strings.TrimSpace(m[1]), m[2], "role-will")
}

// reGroupRest: after a quantifier read as the owner ("All"), the group
// it quantifies and the commitment ("Council members will read …").
var reGroupRest = regexp.MustCompile(`^((?:[\p{Lu}][\p{L}'’-]*\s+){0,4}(?i:members|maintainers|chairs|leads|reviewers|participants|attendees|contributors|committers|editors|volunteers))\s+(?:will|to|should|shall)\s+(\p{Ll}.*)$`)

// reStandingPolicy: "should" with an adverb of habit ("maintainers should
// periodically review …", "reviewers should always verify …"): a rule
// of the process, not a task.
var reStandingPolicy = regexp.MustCompile(`(?i)\bshould\s+(?:periodically|regularly|always|never|generally|usually|routinely|continuously)\b`)

// enGroupOwner fixes two owners a governance line gives wrongly: a
// quantifier with its group ("All Council members will …" is the
// council's members, not "All") and an object pronoun.
func enGroupOwner(c *extract.Candidate) {
	if len(c.Owners) != 1 {
		return
	}
	o := strings.ToLower(c.Owners[0])
	if o == "all" || o == "each" || o == "every" {
		if m := reGroupRest.FindStringSubmatch(strings.TrimSpace(c.Title)); m != nil {
			who := c.Owners[0] + " " + strings.TrimSpace(m[1])
			c.Assignee, c.Owners, c.Title = who, []string{who}, strings.TrimSpace(m[2])
		}
		return
	}
	if objectPronouns[c.Owners[0]] {
		// "… review PRs assigned to them": an object pronoun owns
		// nothing (as written: "ME" is someone's initials).
		c.Assignee, c.Owners = "", nil
	}
}

// reNameCommaVerb: a person addressed, then a verb in the imperative
// ("Rich, invite Ruben as guest to discuss this one issue"): the task is
// theirs. A name then a remark ("Matteo, important issue", "Myles,
// 8.16.0 released yesterday") is who spoke.
var reNameCommaVerb = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?)\s*,\s+(\p{Ll}[^.;!?]*)`)

// enNameCommaImperative reads node i as a task given to the person it
// addresses: a name the notes know, a comma, a verb of work.
func (p *parser) enNameCommaImperative(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reNameCommaVerb.FindStringSubmatch(text)
	if m == nil || !p.known(m[1]) || clauseNotSubject[strings.ToLower(m[1])] || !workVerbFirst(m[2]) || reClauseHedge.MatchString(m[2]) {
		return nil
	}
	return p.ownedLine(n, m[1], m[2], "name-comma-imperative")
}
