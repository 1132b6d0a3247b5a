package rules

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
)

type marker struct {
	owner string
	rest  string
	// due: the marker's "for …" is a horizon, not a person ("Todo for
	// next week: …", "Reminder for next week: …").
	due string
	// plan: the label was "Plan:" (enoss.go), which marks an action only
	// when a commitment or a verb of work follows.
	plan bool
	// label: the marker as written ("Follow up", "TODO").
	label string
}

var reAIBare = regexp.MustCompile(`^@?[\p{Lu}@][\p{L}.'-]*(?:\s+[\p{Lu}][\p{L}.'-]*)?\s+(?:to|will)\s+\S`)

// reCapsLabelHandle: a handle, or handles joined, committing after a
// label in capitals ("wren to …", "ana + bo will …").
var reCapsLabelHandle = regexp.MustCompile(`^@?\p{Ll}[\p{L}\p{N}_.-]{1,30}(?:\s*(?:\+|&|,|/)\s*@?[\p{L}][\p{L}\p{N}_.-]{1,30})*\s+(?:to|will)\s+\p{Ll}`)

// capsLabel: a label of two or more letters all in capitals ("ACTION
// ITEM", "TODO"), which no sentence writes as its own word.
func capsLabel(label string) bool {
	letters := 0
	for _, r := range label {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			letters++
		}
	}
	return letters >= 2
}

var reMarker = regexp.MustCompile(`^(?:\*\*|\*|__|_)?(\[)?\s*((?i:todo|to-?do|to\s+do|homework|(?:group|team)\s+(?:work|tasks?)|reminders?|action\s+items?|actions?|next\s+(?:steps?|actions?)|follow[- ]?ups?|plan|액션\s*아이템|액션|할\s*일|조치\s*사항|조치|후속\s*조치|잔여)|AIs?|APs?)(?:\s+\d+(?:\.\d+)*)?(?:\s*\(([^)]{0,80})\)|\s+(?i:by|for)\s+\[?([^\]:：]{1,60}?)\]?(?:\s*[:：]|\s+-))?(\s*\])?(?:\*\*|\*|__|_)?(\s*[:：]|\s+[-–—]\s)?\s*(?:\*\*|\*|__|_)?\s*(.*)$`)

// markerItem recognises "TODO: …", "AI(name): …", "TODO by name: …",
// "AI - …", "[ACTION ITEM] …".
func markerItem(body string) *marker {
	m := reMarker.FindStringSubmatch(body)
	if m == nil {
		return nil
	}
	bracketed := m[1] == "[" && strings.TrimSpace(m[5]) == "]"
	owner := strings.TrimSpace(m[3] + m[4])
	// "Action item (for Jürgen): …": the owner the marker is for.
	if l := strings.ToLower(owner); strings.HasPrefix(l, "for ") || strings.HasPrefix(l, "by ") {
		owner = strings.TrimSpace(owner[strings.IndexByte(owner, ' ')+1:])
	}
	rest := strings.TrimSpace(m[7])
	due := ""
	if reMarkerHorizon.MatchString(owner) {
		// "Todo for next week: …": when, not who.
		due, owner = owner, ""
	}
	if l := strings.ToLower(m[2]); strings.HasPrefix(l, "reminder") && (due == "" || !workVerbFirst(rest) || isQuestion(rest)) {
		// "Reminder for next week: bring the cable" is work; a bare
		// "Reminder: the office is closed" tells.
		return nil
	}
	// "AI Priya to renew the certificate": an upper-case AI without a
	// colon marks an action only when a named commitment follows.
	aiBare := m[2] == "AI" && reAIBare.MatchString(rest)
	// "ACTION ITEM wren to bisect …", "TODO Reset the cache": a label in
	// capitals stands apart from the sentence as a colon would; a
	// commitment (a handle is as often lower-case) or an instruction
	// after it is the action.
	if !aiBare && capsLabel(m[2]) {
		aiBare = reAIBare.MatchString(rest) || reCapsLabelHandle.MatchString(rest) || capitalStep(rest) && workVerbFirst(rest)
	}
	if !bracketed && m[6] == "" && m[4] == "" && !aiBare {
		return nil
	}
	if rest == "" {
		return nil
	}
	if l := strings.ToLower(m[2]); (strings.HasPrefix(l, "group") || strings.HasPrefix(l, "team")) && !workVerbFirst(rest) {
		// "Group work: draft the FAQ" is the group's step; "Group work:
		// we talked about it" reports.
		return nil
	}
	return &marker{owner: owner, rest: rest, due: due, plan: strings.EqualFold(m[2], "plan"), label: m[2]}
}

// reMarkerHorizon: a time a marker's "for …" can name instead of a
// person.
var reMarkerHorizon = regexp.MustCompile(`(?i)^(?:the\s+)?(?:(?:next|this|coming|following)\s+(?:week|meeting|call|session|sync|sprint|time|month|class|lab)|tomorrow|today|tonight|(?:this|the)\s+weekend|` + enDay + `)$`)

var (
	reExplicitID     = regexp.MustCompile(`\[(A\d{3,6})\]\s*`)
	reStrikeMark     = regexp.MustCompile(`~~`)
	reMDLink         = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	reMDLinkSpace    = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)(\S)`)
	reLeadHandles    = regexp.MustCompile(`^@[\p{L}\p{N}_./-]*[\p{L}\p{N}_](?:\s*(?:,|\+|&|/|\band\b|및|와|과)?\s*@[\p{L}\p{N}_./-]*[\p{L}\p{N}_])*`)
	reHandle         = regexp.MustCompile(`@[\p{L}\p{N}_./-]*[\p{L}\p{N}_]`)
	reTailHandles    = regexp.MustCompile(`\(\s*(@[^)]*)\)\s*[.!]?\s*$`)
	reOwnerField     = regexp.MustCompile(`[(\[]?\s*(?i:담당자?|owner|assignee|assigned\s+to|lead|dri|poc|point\s+of\s+contact)\s*[:：]{1,2}\s*([^)\],;]{1,60})[)\]]?`)
	reNameDash       = regexp.MustCompile(`^((?:@?[\p{Lu}][\p{L}.'-]*|[\p{Hangul}]{1,10}(?:\s*(?:님|씨))?)(?:\s+[\p{Lu}][\p{L}.'-]*)?(?:\s*(?:,|&|\+|/|·|\band\b|및|\s외)\s*(?:@?[\p{Lu}][\p{L}.'-]*(?:\s+[\p{Lu}][\p{L}.'-]*)?|[\p{Hangul}]{1,10}(?:\s*(?:님|씨))?|\d+\s*(?:명|인|분|people|others?)|others|reviewers?|maintainers?))*)(?:\s*\([^()]{1,40}\))?\s*(?:->|=>|-|–|—|:|：|→)\s+(.+)$`)
	reNameTo         = regexp.MustCompile(`^(@?[\p{L}][\p{L}'-]*(?:\s+(?:[\p{Lu}]\.|[\p{Lu}][\p{L}'-]*))?(?:\s+(?:and|&)\s+@?[\p{L}][\p{L}'-]*)*)\s+(?:to|will|shall|is going to|are going to)\s+(.+)$`)
	reKoNameInCharge = regexp.MustCompile(`^([\p{Hangul}]{2,4})\s*(?:님|씨)?\s*담당\s*[:：-]\s*(\S.*)$|^담당(?:자)?\s*[:：]?\s*([\p{Hangul}]{2,4})\s*(?:님|씨)?\s*[-–—:：]\s*(\S.*)$`)
	reNamePlease     = regexp.MustCompile(`^(@?[\p{L}][\p{L}'’.-]*),\s+(?i:please|pls)\s+(\p{Ll}.*)$`)
	reEmailTo        = regexp.MustCompile(`^([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*(?:to|will)\s+(.+)$`)
	reLeadVerb       = regexp.MustCompile(`^(?i:to|will|shall|should|must|is going to|are going to)\s+`)
	reProbably       = regexp.MustCompile(`^(?i:probably|maybe|perhaps|tentatively|tbassigned|tba|tbd)[\]:]?\s+`)
	reBoldMarks      = regexp.MustCompile(`\*\*|__`)
	reCode           = regexp.MustCompile("`([^`]*)`")
)

// rePassiveRest: a passive after "will" ("be posted on YouTube", "be
// shared after the call").
var rePassiveRest = regexp.MustCompile(`^be\s+(?:\p{Ll}+ed|\p{Ll}+en|sent|made|held|put|set\s+up|built|done|run|shut|cut)\b`)

// stripEmphasis drops emphasis around a whole string.
func stripEmphasis(s string) string {
	return strings.Trim(strings.TrimSpace(s), "*_ ")
}

// reStarEmphasis: a span set off by one asterisk each side, at word
// boundaries ("*Dana Smith*", "*ACTION:*"); a lone asterisk ("5 * 3",
// "footnote*") is no mark.
var reStarEmphasis = regexp.MustCompile(`(^|[\s(\[])\*([^*\s](?:[^*]{0,78}[^*\s])?)\*($|[\s.,:;!?)\]])`)

// reKoStarOwner: an item, then a Korean name after a lone asterisk.
var reKoStarOwner = regexp.MustCompile(`^(.*[^\s*])\s+\*\s?(\p{Hangul}{2,4})\s*$`)

// stripStrike keeps struck-through text (a struck item in an action list is
// usually a finished one, still an action) without the marks.
func stripStrike(s string) string { return reStrikeMark.ReplaceAllString(s, "") }

// stripInline removes inline Markdown: strike marks, bold marks, links
// (keeping their text), code ticks.
func stripInline(s string) string {
	// Each pattern only where its mark is: most lines have none.
	if strings.Contains(s, "~~") {
		s = stripStrike(s)
	}
	if strings.Contains(s, "](") {
		s = reMDLinkSpace.ReplaceAllString(s, "$1 $2")
		s = reMDLink.ReplaceAllString(s, "$1")
	}
	if strings.Contains(s, "**") || strings.Contains(s, "__") {
		s = reBoldMarks.ReplaceAllString(s, "")
	}
	if strings.Contains(s, "*") {
		// "*Dana Smith* to send …": one asterisk each side is AsciiDoc's
		// bold and Markdown's emphasis; the words stay.
		s = reStarEmphasis.ReplaceAllString(s, "$1$2$3")
	}
	if strings.Contains(s, "`") {
		s = reCode.ReplaceAllString(s, "$1")
	}
	if strings.Count(s, ":") >= 2 {
		s = reShortcodeInline.ReplaceAllString(s, "")
	}
	if strings.Contains(s, "\\") {
		// Markdown escapes ("\[Matt\] Organise …") are the characters.
		s = reMDEscape.ReplaceAllString(s, "$1")
	}
	s = strings.ReplaceAll(s, "\u200b", "")
	return strings.TrimSpace(s)
}

// reMDEscape: a backslash escape of Markdown punctuation.
var reMDEscape = regexp.MustCompile(`\\([\[\]_*#<>()~|])`)

// reShortcodeInline: emoji shortcodes (":memo:") carry no words.
var reShortcodeInline = regexp.MustCompile(`(?:^|\s):[a-z0-9_+-]{1,40}:(?:\s|$)`)

// parseItem reads owners, title, due and an explicit ID from an item body.
// owner is an owner already given (a marker's TODO(name), a table's owner
// cell, a heading's group).
func (p *parser) parseItem(body, owner string) *extract.Candidate {
	c := p.parseItemOnce(body, owner)
	if len(c.Owners) > 0 || owner != "" || c.Due == "" {
		return c
	}
	// "데이터 전처리 - 김민수 금요일까지", "Fix the redirect [Alice] by
	// Friday", "발표 대본 `수빈` (~12/4)": the owner forms are read where
	// they close the item; a deadline written after the owner hides
	// them. Read the item again without its deadline.
	title, due := cutDue(body)
	if due == "" || strings.TrimSpace(title) == strings.TrimSpace(body) {
		return c
	}
	// ("로그인 구현 — 김민수 — December 4": the separator before the
	// deadline goes with it.)
	again := p.parseItemOnce(strings.TrimRight(title, " -–—/|,·"), "")
	if len(again.Owners) == 0 || again.Title == "" {
		return c
	}
	if !strings.HasPrefix(strings.TrimSpace(body), strings.TrimSpace(title)) && (!p.allPeople(again.Owners, true) || slices.ContainsFunc(again.Owners, func(o string) bool { return groupOwners[strings.ToLower(o)] })) {
		// "내일까지 박유나 서버 비용 알아보기": a deadline opening the item
		// hides a person the notes know; a group word after it
		// ("금(7/9)에는 다같이 …") owns nothing.
		return c
	}
	// The first reading chose among the line's days ("… ran twice on
	// Saturday -- Nora, by Wednesday"): its due stands.
	again.Due = c.Due
	return again
}

// teamTagThenPerson: the item read without the team tag in brackets
// opening it, when a person then opens the rest; nil otherwise.
func (p *parser) teamTagThenPerson(body string) *extract.Candidate {
	m := reLeadBracket.FindStringSubmatch(body)
	if m == nil || teamName(strings.TrimSpace(m[1])) == "" || !extract.HasHangul(m[2]) {
		return nil
	}
	sub := p.parseItem(m[2], "")
	if len(sub.Owners) != 1 || teamName(sub.Owners[0]) != "" || !(p.known(sub.Owners[0]) || p.koPerson(trimHonorifics(sub.Owners[0]))) || !strings.HasPrefix(strings.TrimSpace(m[2]), sub.Owners[0]) {
		return nil
	}
	return sub
}

// reKoTrailOwner: a Korean item closed by a dash and a name, or by a
// name in inline code.
var reKoTrailOwner = regexp.MustCompile(`\p{Hangul}.*(?:\s[-–—]\s*[\p{Hangul}]{2,4}(?:\s*(?:님|씨))?|\s` + "`" + `[\p{Hangul}]{2,4}(?:\s*(?:님|씨))?` + "`" + `)$`)

// reKoRemarkAfterOwner: a Korean item closed by a dash, a name and a
// remark in brackets ("지도 - 황윤영 (지자체버전, 비회원버전)"): the item
// up to the name, the name, the remark.
var reKoRemarkAfterOwner = regexp.MustCompile(`^(.*\s[-–—]\s*([\p{Hangul}]{2,4}))\s*(\([^()]{0,30}\pL[^()]{0,30}\))\s*$`)

// trailDueParen: body without the bracketed group closing it, when the
// group (nested brackets allowed: "(5.3(금)까지)") holds a deadline and
// nothing else ("(오늘 중)", "(기한: 5/3)", "(~금)", "(by Friday)").
func trailDueParen(body string) (rest, due string, ok bool) {
	t := strings.TrimSpace(body)
	start, open := -1, "("
	switch {
	case strings.HasSuffix(t, "）"):
		start, open = strings.LastIndex(t, "（"), "（"
	case strings.HasSuffix(t, ")"):
		// The bracket that opens the closing one, nested ones skipped.
		for i, depth := len(t)-1, 0; i >= 0 && start < 0; i-- {
			switch t[i] {
			case ')':
				depth++
			case '(':
				if depth--; depth == 0 {
					start = i
				}
			}
		}
	}
	if start <= 0 {
		return body, "", false
	}
	inner := strings.TrimSpace(t[start+len(open) : len(t)-len(open)])
	inner = strings.TrimSpace(reDueFieldLabel.ReplaceAllString(inner, ""))
	if inner == "" {
		return body, "", false
	}
	if tt, d := cutDue(inner); d != "" && strings.Trim(tt, " ~.") == "" {
		return strings.TrimSpace(t[:start]), d, true
	}
	return body, "", false
}

var (
	// reDueFieldLabel: the label of a deadline field opening a bracket.
	reDueFieldLabel = regexp.MustCompile(`^(?:기한|마감(?:일)?|데드라인|due)\s*[:：]\s*`)
	// reDueKoWithin: a span the work is due within, opening or closing
	// an item ("오늘 중 로그인 구현", "로그인 구현 5월 중", "3일 내",
	// "이번 달 안에").
	reDueKoWithin = regexp.MustCompile(`(?:^|\s)(` + koWithin + `)(?:\s*$|\s)`)
)

const koWithin = `(?:오늘|내일|금주|차주|이번\s*주|다음\s*주|이번\s*달|다음\s*달|\d{1,2}\s*월(?:\s*(?:초|말|중순))?|\d{1,2}\s*(?:일|주|개월))\s*(?:내|중|이내|안에|안으로|내로|중으로)`

var reKoSpacedHonorBracket = regexp.MustCompile(`([\[(（]\s*[\p{Hangul}]{2,4})\s+(님|씨)(\s*[\])）])`)

// ownerDue splits the deadline off the end of an owner as read ("Carol
// EOW", "Wei next week"); ok when a deadline and an owner both remain.
func ownerDue(s string) (owner, due string, ok bool) {
	t, d := cutDue(s)
	if d == "" || strings.TrimSpace(t) == "" {
		return s, "", false
	}
	return strings.TrimSpace(t), d, true
}

// koSpanBounds narrows or widens the due reDueKoSpan matched in s (m,
// its submatch indexes): a word of work before the span is the title's
// ("로그인 API 구현 주말까지": 구현), and the week before a day is the
// due's ("다음주 화요일 회의 전까지").
func koSpanBounds(s string, m []int) []int {
	m = slices.Clone(m)
	due := s[m[2]:m[3]]
	if f := strings.Fields(due); len(f) > 1 && koWorkWord(f[0]) && !reBareBefore.MatchString(strings.Join(f[1:], " ")) {
		// ("발표 전까지": the work word is the event the deadline is
		// set by when nothing of time is left after it.)
		m[2] += strings.Index(due, f[1])
		m[0] = m[2]
	}
	re := reKoWeekBefore
	if strings.HasPrefix(s[m[2]:m[3]], "주") {
		// "다음 주 스프린트까지": the span's one word before its noun
		// was the week's "주"; its "다음" belongs to it.
		re = reKoWeekQualifier
	}
	if w := re.FindStringSubmatchIndex(s[:m[2]]); w != nil {
		m[2] = w[2]
		m[0] = m[2]
	}
	return m
}

var (
	// reKoWeekBefore: a week word right before a day ("다음주 화요일 …").
	reKoWeekBefore = regexp.MustCompile(`(?:^|\s)((?:이번|다음|담|차)\s*주\s+)$`)
	// reKoWeekQualifier: which week, right before its "주".
	reKoWeekQualifier = regexp.MustCompile(`(?:^|\s)((?:이번|다음|담|차)\s*)$`)
)

// koWorkWord: w is a noun of work ("구현", "작성", "정리"), never a time.
func koWorkWord(w string) bool {
	return w != "" && (reKoActionNoun.FindString(w) == w || reKoWorkNounEnd.FindString(w) == w)
}

// parseItemOnce reads one item's owner, title and due (parseItem).
func (p *parser) parseItemOnce(body, owner string) *extract.Candidate {
	c := &extract.Candidate{}
	// "[민수 님] …", "… (민수 님)": the honorific written apart from the
	// name in brackets is the name's, as "(민수님)".
	body = reKoSpacedHonorBracket.ReplaceAllString(body, "$1$2$3")
	body = p.koDropJobTitles(body)
	if m := reLeadItemID.FindStringSubmatch(body); m != nil {
		// "A2 (Carol): publish …", "#3 Bob: tag …", "AI-4 - Dan to …": the
		// list's own numbering of its actions opens the item; the owner
		// and the work follow it. (A "#3" ref stays on the item's line,
		// where keepItemRefs reads it.)
		body = m[1]
	}
	if t, ok := strings.CutPrefix(strings.TrimSpace(body), "👤"); ok {
		// "👤 민수 / 로그인 구현": the person mark opening the item marks
		// the name after it, which opens the item as it would unmarked.
		body = strings.TrimSpace(strings.TrimPrefix(t, "\uFE0F"))
	}
	if strings.ContainsAny(body, taskEmoji) {
		// "Update docs @alice 📅 2026-12-04 ⏫": a task app's marks of
		// priority and dates; the date after 📅 is the deadline, the
		// name after 👤 the owner.
		body = strings.NewReplacer("👤", " — ", "📅", ", ").Replace(body)
		body = strings.Join(strings.Fields(strings.Map(func(r rune) rune {
			if strings.ContainsRune(taskEmoji, r) || r == '\uFE0F' {
				return ' '
			}
			return r
		}, body)), " ")
	}
	// "_(Dec 4)_": a remark in italics closing the item is read as one.
	body = reItalicParen.ReplaceAllString(body, "$1")
	// "예산안 초안 작성 : 이서연 / 6.7(금)": the fields of an action
	// written on one line — the work, its owner, its deadline.
	fieldDue := ""
	// ("… (담당자: 이지훈 / 마감: 10/2)" is a parenthesised record, read
	// by the owner-field rules.)
	if m := reFieldsSlash.FindStringSubmatch(body); m != nil && strings.Count(m[1], "(") == strings.Count(m[1], ")") && p.allPeople(splitOwners(m[2]), true) {
		if d := strings.TrimSpace(m[3]); reNoValue.MatchString(strings.ToLower(d)) || d == "미정" || reNoDeadline.MatchString(strings.ToLower(d)) {
			body = m[1] + " : " + m[2]
		} else if dueField(d) {
			body, fieldDue = m[1]+" : "+m[2], d
		}
	}
	if fieldDue == "" && owner == "" {
		// "BE) API 명세 작성 / 서연 / ~수", "서연 / 로그인 화면 / 금요일",
		// "견적서 재발송 · 박지훈 · 6/14": the fields of an action between
		// spaced separators, in any order.
		if o, task, due, ok := p.koSlashFields(body); ok {
			owner, body, fieldDue = o, task, due
		}
	}
	defer func() {
		if c.Due == "" {
			c.Due = fieldDue
		}
	}()
	// "발표 자료 준비 (이서연) → 이월": the item's state after an arrow is
	// no part of it; a state of done asks a person, as a done row does.
	if m := reArrowState.FindStringSubmatchIndex(body); m != nil && m[0] > 0 {
		if st := body[m[2]:m[3]]; reDone.MatchString(strings.ToLower(st)) {
			c.Problems = append(c.Problems, problemMarkedDone+st+"): confirm it is still to do")
		}
		body = strings.TrimSpace(body[:m[0]])
	}
	// "finish the design doc `frank` (Dec 10)", "… @frank (Dec 10)": a
	// date in brackets closes the item after its owner; the owner is
	// read as the last words once the date is taken off.
	tailDue := ""
	if m := reDueParenBare.FindStringSubmatchIndex(body); m != nil && m[0] > 0 && !extract.HasHangul(body) {
		tailDue, body = strings.TrimSpace(body[m[2]:m[3]]), strings.TrimSpace(body[:m[0]])
	} else if rest, d, ok := trailDueParen(body); ok && reKoTrailOwner.MatchString(rest) {
		// "로그인 구현 - 민수 (5.3(금)까지)", "… `민수` (오늘 중)": a
		// deadline in brackets after the owner closing a Korean item; the
		// owner is read once it is taken off.
		tailDue, body = d, rest
	} else if rest, d := cutDue(body); d != "" && strings.HasSuffix(strings.TrimSpace(body), d) && reKoTrailOwner.MatchString(strings.TrimSpace(rest)) {
		// "로그인 구현하기 - 민수 5/3까지": the same, unbracketed.
		tailDue, body = d, strings.TrimSpace(rest)
	}
	if m := reKoRemarkAfterOwner.FindStringSubmatch(body); m != nil && tailDue == "" && reKoTrailOwner.MatchString(m[1]) && p.koPerson(m[2]) {
		// "지도 - 황윤영 (지자체버전, 비회원버전)": a remark in brackets
		// after the owner closing a Korean item is the work's; the
		// owner is read once it stands last.
		body = strings.TrimSpace(m[1][:len(m[1])-len(m[2])])
		body = strings.TrimSpace(strings.TrimRight(body, "-–— ")) + " " + m[3] + " - " + m[2]
	}
	// "프론트 화면 구현 `김민수`", "로그인 구현 `백엔드`": an owner in
	// inline code closing the item.
	if o, end, ok := codeOwnerTail(body); ok && owner == "" {
		if (p.allPeople(splitOwners(o), true) || extract.HasHangul(body[:end]) && allTrailTeams(splitOwners(o))) && !strings.ContainsAny(o, "/._()") {
			owner, body = o, body[:end]
		}
	}
	if m := reKoStarOwner.FindStringSubmatch(body); m != nil && owner == "" && extract.HasHangul(m[1]) && p.koPerson(m[2]) {
		// "memberDao에 JDBC 적용하기 *계령": a name after an asterisk
		// closing the item marks who takes it.
		owner, body = m[2], m[1]
	}
	if o, rest, ok := p.koBracketOwnerTail(body); ok && owner == "" {
		// "발표 대본 작성 [방지호]" (kotwosignals.go): the person in
		// brackets closing a Korean item.
		owner, body = o, rest
	}
	if m := reBoldLead.FindStringSubmatch(strings.TrimSpace(body)); m != nil && owner == "" && (p.known(m[1]) || p.wholeNameKnown(m[1])) && !reJoinerLead.MatchString(m[2]) {
		// "**Bob Smith** API docs refresh": a name the notes know, set
		// in bold to open the item, is its owner.
		owner, body = m[1], m[2]
	}
	body = stripInline(body)
	if m := reTaskMark.FindStringIndex(body); m != nil && m[0] == 0 {
		body = body[m[1]:]
	}
	// "1: Dana, Omar - reach out to …", "#2) Dana - …": the number the
	// notes give their action items, written inside the bullet, opens
	// the item before its owner; it is no part of the owner or the task.
	body = reItemEnumerator.ReplaceAllString(body, "")
	// "XXX - Investigate …", "??? – …": the owner's slot left to fill;
	// the item is the task, with nobody named.
	if m := rePlaceholderLead.FindStringSubmatch(body); m != nil && reOwnerPlaceholder.MatchString(m[1]) {
		body = m[2]
	}
	// "NEW: QP to update …", "Carried over: Ana will …": a label of the
	// item's standing in the list, before its owner.
	body = reStandingLabel.ReplaceAllString(body, "")
	// "(partial) @tsc: Tag stale issues …", "(진행 중) 민서: …": a state
	// in parentheses opening a carried item is how it stands, not its
	// owner (it was read as an owner "partial").
	body = reStandingParen.ReplaceAllString(body, "")
	body, c.ExplicitID = cutExplicitID(body)
	body = strings.TrimSpace(strings.TrimLeft(body, "*_ "))
	body = strings.TrimSpace(reProbably.ReplaceAllString(body, ""))
	// (kotemplatefields.go) "… (담당: / 기한: )": fields left blank.
	body = koEmptyFields(body)
	metaOwner, metaDue := "", ""
	body, metaOwner, metaDue = p.metaParen(body)
	if metaOwner == "" && metaDue == "" {
		if k := reFieldsAfterDash.FindStringSubmatchIndex(body); k != nil {
			// "Verify the rollback script — owner Dan, due Friday": the
			// fields after a dash, read as the parenthesis would be.
			if b, o, d := p.metaParen(body[:k[0]] + " (" + body[k[2]:k[3]] + ")"); o != "" || d != "" {
				body, metaOwner, metaDue = b, o, d
			}
		}
	}
	if metaDue == "" {
		metaDue = tailDue
	}
	// "베타 신청 폼 오픈 @김민수 @2026년 6월 17일": Notion and Confluence
	// write a date as a mention; it is the item's deadline, no handle.
	if b, d := cutDateMention(body); d != "" {
		body = b
		if metaDue == "" {
			metaDue = d
		}
	}
	// "김민수 알림 규칙 삭제 2026년 6월 19일": a full date closing a Korean
	// item (a tracker export's due column flattened into the line).
	if d := reKoTrailDate.FindStringSubmatchIndex(body); d != nil && metaDue == "" && !strings.Contains(body, "@") && endsHangul(body[:d[0]]) {
		metaDue, body = body[d[2]:d[3]], strings.TrimSpace(body[:d[0]])
	}
	// "회고 문서 작성, 다음 주 월요일": a day after a comma closing a
	// Korean item, as a deadline field is written.
	if d := reKoCommaDay.FindStringSubmatchIndex(body); d != nil && metaDue == "" && endsHangul(body[:d[0]]) {
		metaDue, body = body[d[2]:d[3]], strings.TrimSpace(body[:d[0]])
	}
	if b, d := koSlashDue(body); d != "" && metaDue == "" {
		// (kotemplatefields.go) "서상호 / 이번 주 / 피그마 사용법 익히기".
		body, metaDue = b, d
	}
	if b, d := enOwnerParenDue(body); d != "" && metaDue == "" {
		body, metaDue = b, d
	}
	body = enArrow(enAndOthers(body))
	if lead, d, _ := enLeadForm(body); lead != body {
		// "For next session: Dana - draft X", "Assigned to Dana to …",
		// "Dana said she'd …": the owner before the work, read as "Dana
		// to …" (enleadforms.go).
		body = lead
		if metaDue == "" {
			metaDue = d
		}
	}
	if owner == "" {
		owner = metaOwner
	}
	defer func() {
		if c.Due == "" {
			c.Due = metaDue
		}
	}()
	if extract.HasHangul(body) {
		// (kotwosignals.go) "이하준 -> …": a typed arrow after a name;
		// "👉 이영희 - …", "→ …": a mark before the item's words.
		body = koAsciiArrow(koLeadMarks(body))
	}
	if o, rest, d, ok := koMentionOwner(body); ok && owner == "" && !reTailHandleObject.MatchString(stripInline(body)) {
		// "배포 스크립트 정리 @김민수 2024년 5월 3일" (kotwosignals.go).
		owner, body = o, rest
		if metaDue == "" {
			metaDue = d
		}
	}
	if o, rest, ok := p.koChargeLead(body); ok && owner == "" {
		// "최유진 담당으로 보도자료 초안 작성", "홍보팀 주관으로 설명회 준비",
		// "(정보화팀) 서버 교체 계획 수립": who is in charge, opening the
		// work.
		owner, body = o, rest
	}
	if o, rest, ok := p.koLeadName(body); ok && owner == "" {
		// "한소미 크롤러 예외 처리 추가하기", "~10/18 까지 명재원 모델
		// 재학습" (kotwosignals.go): a full name opening the work.
		owner, body = o, rest
	}
	if o, rest, ok := p.koHonoredLead(body); ok && owner == "" {
		// "지은님 피그마 프로토타입 공유" (kogiven.go): the honoured name
		// opening the work.
		owner, body = o, rest
	}
	if o, rest, ok := p.koChargeLabel(body); ok && owner == "" {
		// "도율 담당: 회원 탈퇴 API 조사" (kotwosignals.go): the name
		// before 담당 is the owner, not the work after the colon.
		owner, body = o, rest
	}
	if b, o, ok := koRoleParenOwner(body); ok && owner == "" {
		// (kotemplatefields.go) "… 발표 진행 (발표자: 김재우)".
		owner, body = o, b
	}
	if m := reOwnerField.FindStringSubmatchIndex(body); m != nil && owner == "" && hasLetter(body[m[2]:m[3]]) {
		owner = strings.TrimSpace(body[m[2]:m[3]])
		rest := ""
		// "Owner: Erin — follow up": the field ends at the dash.
		if i := strings.IndexAny(owner, "—–"); i > 0 {
			owner, rest = strings.TrimSpace(owner[:i]), strings.TrimLeft(owner[i:], "—– ")
		} else if i := strings.Index(owner, " - "); i > 0 {
			owner, rest = strings.TrimSpace(owner[:i]), owner[i+3:]
		}
		// "Owner: Frank. Due: Tuesday.": the field ends with its
		// sentence.
		if sm := reFieldSentenceEnd.FindStringSubmatchIndex(owner); sm != nil && !nameAbbrev[strings.ToLower(owner[sm[2]:sm[3]])] {
			owner, rest = strings.TrimSpace(owner[:sm[3]]), strings.TrimSpace(owner[sm[1]:]+" "+rest)
		}
		if o, d, ok := ownerDue(owner); ok {
			// "— owner: Wei next week": the field ends at its deadline.
			owner, rest = o, d+" "+rest
		}
		if i := strings.Index(owner, "("); i > 0 && p.personLike(strings.TrimSpace(owner[:i]), false) {
			// "Lead: Seth Larson (PSF).": the affiliation after the
			// name is no part of it.
			owner = strings.TrimSpace(owner[:i])
		}
		body = strings.TrimSpace(body[:m[0]] + " " + rest + " " + body[m[1]:])
	}
	if m := reAssignedAsOwner.FindStringSubmatchIndex(body); m != nil && owner == "" && m[0] > 0 && p.plausibleOwner(strings.TrimPrefix(body[m[2]:m[3]], "@")) {
		// "Changes to the guide are required. @sam assigned as owner.":
		// a later sentence names who takes the work.
		owner, body = body[m[2]:m[3]], strings.TrimSpace(body[:m[0]])
	}
	if owner == "" {
		// "[FE] 민수: 로그인 페이지 구현", "[BE] 서연 - 결제 API": the
		// bracket tags the team's part; the person after it owns the
		// work.
		if sub := p.teamTagThenPerson(body); sub != nil {
			return sub
		}
	}
	switch {
	case owner != "":
		c.Assignee = owner
		// A written owner in the body wins over a heading's group.
		// (A group in the body does not replace the given one.)
		if groupOwners[strings.ToLower(owner)] {
			if sub := p.parseItem(body, ""); len(sub.Owners) > 0 && !groupOwners[strings.ToLower(sub.Owners[0])] {
				return sub
			}
		}
		// "TIM: Update …", "ZK to review …" under another person's label:
		// the line's own owner, a person the notes know, wins over the
		// scope's.
		if m := reOwnColon.FindStringSubmatch(body); m != nil && !strings.EqualFold(m[1], owner) && (p.known(m[1]) || reInitials.MatchString(m[1]) && !notInitials[m[1]] && p.initialsPerson(m[1])) {
			if sub := p.parseItem(body, ""); len(sub.Owners) == 1 && sub.Owners[0] == m[1] {
				return sub
			}
		}
	case reLeadBracket.MatchString(body) && reNoValue.MatchString(strings.ToLower(strings.TrimSpace(reLeadBracket.FindStringSubmatch(body)[1]))):
		// "[TBAssigned] Capture …": nobody yet.
		body = reLeadBracket.FindStringSubmatch(body)[2]
	case reLeadBracket.MatchString(body) && p.bracketOwner(body) != "":
		// "[김민서] 초안 작성 — 9/30": the owner in brackets first.
		m := reLeadBracket.FindStringSubmatch(body)
		c.Assignee, body = m[1], m[2]
	case reGroupColonLabel.MatchString(body) && workVerbFirst(reGroupColonLabel.FindStringSubmatch(body)[2]):
		// (engrouplabel.go) "Working Group: Specify …", "All participants:
		// Share …", "Pascal and team: Collect …": a group, or a person with
		// the team, set off by a colon, then work.
		m := reGroupColonLabel.FindStringSubmatch(body)
		c.Assignee, body = strings.TrimSpace(m[1]), m[2]
	case reLeadGroup.MatchString(body) && leadGroupOwns(body):
		m := reLeadGroup.FindStringSubmatch(body)
		c.Assignee, body = m[1], m[2]
	case reLeadHandles.MatchString(body):
		loc := reLeadHandles.FindStringIndex(body)
		if m := reNextNameWord.FindStringSubmatch(body[loc[1]:]); m != nil && !strings.ContainsAny(body[:loc[1]], ",+&/ ") && p.wholeNameKnown(body[:loc[1]]+" "+m[1]) {
			// "@Priya Nair ship the hotfix": a mention of a full name
			// the roster or the attendees know (wikis mention by
			// display name).
			loc[1] += len(m[0])
		}
		c.Assignee = body[:loc[1]]
		body = strings.TrimSpace(strings.TrimLeft(body[loc[1]:], ":：-–—, "))
		if w, rest, ok := strings.Cut(body, " "); ok && (strings.EqualFold(w, "please") || strings.EqualFold(w, "pls")) {
			// "@dana please draft …": the request to the handles, then
			// the work, as "Alice, please check …" reads.
			body = strings.TrimSpace(rest)
		}
	case reTailHandleObject.MatchString(body):
		// "Need to sync with @lucas", "Ask @lucas": the handle is whom
		// the work is with or for, not who takes it.
	case reKoTailHandles.MatchString(body):
		// "회원가입 API 구현 @taemin", "Write the FAQ @alice @bob": an
		// item closed by handles.
		m := reKoTailHandles.FindStringSubmatchIndex(body)
		c.Assignee = body[m[2]:m[3]]
		body = strings.TrimSpace(body[:m[0]])
	case reTailHandles.MatchString(body):
		m := reTailHandles.FindStringSubmatchIndex(body)
		c.Assignee = body[m[2]:m[3]]
		body = strings.TrimSpace(body[:m[0]])
	case reEmailTo.MatchString(body):
		m := reEmailTo.FindStringSubmatch(body)
		c.Assignee, body = m[1], m[2]
	default:
		if m := reKoNameInCharge.FindStringSubmatch(body); m != nil {
			// "민수 담당: 로그인 구현", "담당 민수 - 로그인 구현": the
			// word for who is in charge beside the name.
			if o := m[1] + m[3]; p.known(o) || koFullName(o) {
				c.Assignee, body = o, m[2]+m[4]
				break
			}
		}
		// "백엔드는 … 구현", "Frontend에서 … 정리", "다다음주까지 프론트엔드는
		// A, 백엔드는 B": teams named as the subject own the line.
		if teams := teamSubjects(body); len(teams) > 0 && !p.koHonoredSubjectAfter(body) {
			c.Assignee = strings.Join(teams, ", ")
			body = reTeamSubject.ReplaceAllStringFunc(body, func(m string) string {
				if sm := reTeamSubject.FindStringSubmatch(m); sm != nil && teamName(sm[2]) != "" {
					return sm[1]
				}
				return m
			})
			break
		}
		if m := reKoSubject.FindStringSubmatch(body); m != nil {
			if koOfficer(m[1]) && m[3] != "은" && m[3] != "는" {
				// (koofficers.go) "총무가 …", "사무국장님이 …": the office.
				c.Assignee = m[1]
				body = m[4]
				break
			}
			// "전원은 학생 인증": the whole group, the subject of a task
			// in a list of them, owns it as "전원: 학생 인증" does.
			if p.known(m[1]) || m[2] != "" || groupOwners[m[1]] && m[2] == "" {
				c.Assignee = strings.TrimSpace(m[1] + " " + m[2])
				body = m[4]
				break
			}
		}
		if o, rest, ok := p.koNamesTopic(body); ok {
			// "수빈이/현우는 포스터 시안 만들 것", "장갑 구매는 총무님이"
			// (kotrials4.go).
			c.Assignee, body = o, rest
			break
		}
		if o, rest, ok := p.koNameSlash(body); ok {
			c.Assignee, body = o, rest
			break
		}
		if m := reListLabel.FindStringSubmatch(body); m != nil && p.listLabels[m[1]] {
			// "IT7: 요구사항 재검토" in a list of such labels
			// (listlabels.go).
			c.Assignee, body = m[1], m[2]
			break
		}
		if m := reNameDash.FindStringSubmatch(body); m != nil && koOfficer(m[1]) && !p.allPeople(splitOwners(m[2]), true) && !slices.ContainsFunc(splitOwners(m[2]), koFullName) {
			// (koofficers.go) "회장: 장소 대여 신청", "총무: 예산안 회원
			// 공지": the office takes the work ("회장: 박서윤" only says
			// who holds it).
			c.Assignee, body = m[1], m[2]
			break
		}
		if who, rest, ok := p.forPerson(body); ok {
			// "For Bob: check the CI quota": the label names whom the
			// work is for; "For" is no part of the name.
			c.Assignee, body = who, rest
			break
		}
		if m := reNameDash.FindStringSubmatch(body); m != nil && koTitleOnly(m[1]) {
			// "교수님: 발표 자료 보완": a title alone names who said it,
			// an advisor or an outsider, not a member who takes the work.
			body = m[2]
			break
		}
		if m := reNameDash.FindStringSubmatch(body); m != nil && teamName(m[1]) != "" && !strings.Contains(m[1], " ") && extract.HasHangul(m[1]+m[2]) && !strings.HasPrefix(strings.TrimSpace(body[len(m[1]):]), ":") && !strings.HasPrefix(strings.TrimSpace(body[len(m[1]):]), "：") {
			// "백엔드 - 로그인 API 구현": a team opening the item with a
			// spaced dash owns it as "백엔드: …" does.
			if inner := p.parseItem(m[2], ""); len(inner.Owners) > 0 && teamName(inner.Owners[0]) == "" {
				return inner
			}
			c.Assignee, body = m[1], m[2]
			break
		}
		if m := reNameDash.FindStringSubmatch(body); m != nil && p.plausibleOwner(m[1]) && p.affiliatedName(body, m[1]) && !p.koRollOutsider(trimHonorifics(m[1])) {
			c.Assignee, body = m[1], m[2]
			// "FE: 로그인 페이지 - 지훈", "Design: 로고 (도윤)": a team's
			// label, then the work and the person who takes it.
			if teamName(m[1]) != "" && !p.known(m[1]) {
				if inner := p.parseItem(m[2], ""); len(inner.Owners) > 0 && !slices.ContainsFunc(inner.Owners, func(o string) bool { return teamName(o) != "" || groupOwners[strings.ToLower(o)] }) {
					return inner
				}
			}
			// "NEW: APP to check …", "TAC Election: Sean to email …",
			// "For next session: Bob - update …": a label, then the owner.
			if inner := p.parseItem(m[2], ""); len(inner.Owners) > 0 && p.secondOwner(inner) && !(p.known(m[1]) && !p.known(inner.Owners[0])) && ((reNameTo.MatchString(m[2]) || reNameDash.MatchString(m[2])) && !reAcronym.MatchString(inner.Owners[0]) || p.recurs(inner.Owners[0]) && reNameTo.MatchString(m[2])) {
				return inner
			}
			break
		}
		// "dietrich: schedule the call": a lower-case nickname the notes
		// know (attendees, @handles).
		if m := reLowerDash.FindStringSubmatch(body); m != nil && p.known(m[1]) {
			c.Assignee, body = m[1], m[2]
			break
		}
		if m := reNamePlease.FindStringSubmatch(body); m != nil && p.known(strings.TrimPrefix(m[1], "@")) {
			// "Alice, please check with legal": the request names whom
			// it is for.
			c.Assignee, body = m[1], m[2]
			break
		}
		// "Changes to the guide are required": "to" before a determiner
		// is a preposition, no commitment of a name.
		// "Recording will be posted on YouTube": a passive's subject is
		// what the work is done to, no owner.
		if b := p.namesBareVerb(body); b != nil && strings.HasPrefix(body, b.Assignee) {
			// "Noor and Pavel draft the schedule": people the notes know,
			// then a bare verb of work (english.go).
			c.Assignee, body = b.Assignee, strings.TrimSpace(body[len(b.Assignee):])
			break
		}
		// "Invitations to General Assembly June 17", "Announce to
		// membership lists": a noun or an imperative before "to", and no
		// verb after it — the item's own words, nobody the notes name.
		if m := reNameTo.FindStringSubmatch(body); m != nil && p.plausibleOwner(m[1]) && !determiners[strings.ToLower(firstWord(m[2]))] && !objectPronouns[strings.ToLower(firstWord(m[2]))] && !(rePassiveRest.MatchString(m[2]) && !p.rosterKnows(m[1])) && !(!p.rosterKnows(m[1]) && (capitalAfterTo(m[2]) || verbWord(firstWord(m[1])))) {
			first := strings.Fields(m[1])[0]
			// "Remember to use …", "Plan to ship …": a word that takes
			// "to" itself opens the item as its verb, not as a person
			// (as commitment reads it).
			lw := strings.ToLower(first)
			verbLead := len(strings.Fields(m[1])) == 1 && !p.known(first) && (toControllers[lw] || notInfinitive[lw])
			if r, _ := utf8.DecodeRuneInString(strings.TrimPrefix(first, "@")); !verbLead && (unicode.IsUpper(r) || strings.HasPrefix(first, "@") || p.known(first)) {
				c.Assignee, body = m[1], m[2]
				break
			}
		}
		if m := reMidOwner.FindStringSubmatch(body); m != nil && p.midOwner(m[2]) {
			// "Vendor survey - Sean - in progress", "Providers [EU] - Kim
			// - use cases": the owner between the work and a remark.
			c.Assignee = m[2]
			c.Owners = splitOwners(m[2])
			titled(c, m[1]+" - "+m[3])
			return c
		}
		if t := p.trailingOwner(body, false); t != nil {
			c.Assignee = t.Assignee
			c.Owners = t.Owners
			c.Title, c.Due = t.Title, t.Due
			if o, d, ok := ownerDue(c.Assignee); ok && c.Due == "" {
				// "… - Carol EOW": the deadline read into the owner.
				c.Assignee, c.Due = o, d
				c.Owners = splitOwners(c.Assignee)
			}
			return c
		}
		if owners, rest, ok := p.parenOwnerAmid(body); ok {
			// "Circulate the list (LH, KL) : http://…", "Register the IDs
			// (KL, Lulin Song) (11/15, assigned)", "Invite them (LH -
			// done)": the owners' parenthesis, then remarks.
			c.Assignee, body = owners, rest
			break
		}
		if m := reParenOwner.FindStringSubmatch(body); m == nil {
			// "Turn the issue into a checklist (Mara and Tom) so we can
			// …": names the notes know, joined, in parentheses amid the
			// item own it.
			if pm := reParenKnownNames.FindStringSubmatchIndex(body); pm != nil {
				if names := splitOwners(body[pm[2]:pm[3]]); len(names) > 1 && !slices.ContainsFunc(names, func(o string) bool { return !p.known(o) }) {
					c.Assignee = body[pm[2]:pm[3]]
					body = strings.TrimSpace(body[:pm[0]] + " " + body[pm[1]:])
					break
				}
			}
			// "propose uplift (scottmcm) & cancel FCP": a known name in
			// parentheses anywhere.
			for _, pm := range reParenName.FindAllStringSubmatchIndex(body, -1) {
				name := body[pm[2]:pm[3]]
				if (determiners[strings.ToLower(lastWord(body[:pm[0]]))] || qualifiesNext(name, body[pm[1]:])) && !p.known(name) {
					// "hold a (recorded) call", "speak at
					// (non-jupyter-specific) conferences": before its
					// noun, a word in parentheses qualifies the noun; it
					// names nobody.
					continue
				}
				if p.known(name) || koFullName(name) || (unicode.IsLower([]rune(name)[0]) && (!extract.HasHangul(body) || strings.HasPrefix(name, "@")) && !notNames[name] && !strings.ContainsAny(name, "_.") && utf8.RuneCountInString(name) >= 4 && !commonLower[name] && !reAdverb.MatchString(name)) {
					c.Assignee = name
					body = strings.TrimSpace(body[:pm[0]] + " " + body[pm[1]:])
					break
				}
			}
		}
	}
	c.Assignee = strings.Trim(strings.TrimSpace(c.Assignee), "*_[]")
	if m := reOwnerRemark.FindStringSubmatch(c.Assignee); m != nil {
		// "[RB (for initiation)] Draft …": a remark on the owner in
		// parentheses is no part of the name.
		c.Assignee = strings.TrimSpace(m[1])
	}
	if o, d, ok := ownerDue(c.Assignee); ok && !strings.ContainsAny(c.Assignee, "()") {
		// "… - Carol EOW": the deadline closing the item was read into
		// the owner after the dash.
		c.Assignee, body = o, body+" "+d
	}
	c.Owners = splitOwners(c.Assignee)
	body = reLeadVerb.ReplaceAllString(strings.TrimSpace(body), "")
	if m := reAskYou.FindStringSubmatch(body); m != nil && workVerbFirst(m[1]) {
		// "can you check the logs?": the work, not the asking.
		body = strings.TrimRight(m[1], "?？ ")
	}
	c.Title, c.Due = cutDue(body)
	if m := reKoWeekLead.FindStringSubmatchIndex(c.Title); c.Due == "" && m != nil {
		// "이번주 와이어프레임 완성": an item (not a heading: "차주 목표"
		// names its items' horizon) that opens with its week.
		c.Due, c.Title = c.Title[m[2]:m[3]], strings.TrimSpace(c.Title[m[3]:])
	}
	c.Title = cleanTitle(c.Title)
	return c
}

// taskEmoji: Obsidian Tasks' priority and date marks (a done mark, ✅,
// stays: its date is when the work was done).
const taskEmoji = "📅⏳🛫⏫🔼🔽🔺⏬👤"

// reItalicParen: a parenthesis in italics closing the item.
var reItalicParen = regexp.MustCompile(`[_*](\([^()]*\))[_*]\s*$`)

// determiners open a noun phrase, never a verb.
var determiners = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "these": true, "those": true, "our": true,
	"their": true, "its": true, "his": true, "her": true, "my": true, "your": true, "each": true, "every": true}

// reMetaParen: a parenthesis of fields or of a due and a name at the end
// of an item: "(담당: 박서연, 기한: 9/20)", "(~10/5(목), 민서)", "(Bob, Fri)".
// reFieldsAfterDash: fields closing an item after a dash ("— owner Dan,
// due Friday", "- Owner: Carol").
var reFieldsAfterDash = regexp.MustCompile(`\s+[—–-]\s+((?i:owners?|assignee|due|deadline)\b[^()\[\]]{1,60})$`)

var reMetaParen = regexp.MustCompile(`\s*[(\[]((?:[^()\[\]]|\([^()]*\))*)[)\]]\s*[.]?\s*$`)

// reTailHandleObject: handles closing an item after a word that makes
// them its object ("sync with @lucas", "ask @lucas", "cc @ana").
var reTailHandleObject = regexp.MustCompile(`(?i)\b(?:with|to|from|for|about|ask|ping|cc|contact|thank|thanks|invite|remind|tell|email|message|dm)\s+(?:@[\w.-]+(?:\s*(?:,|and|&)\s*)?)+\s*[.!]?$`)

// reNextNounWord: a lower-case word opening the text after a
// parenthesis, which may be the noun it qualifies.
var reNextNounWord = regexp.MustCompile(`^\s+(\p{Ll}[\p{Ll}-]*)\b`)

// afterOwnerWords: lower-case words that may follow an owner's
// parenthesis amid an item ("(mara) so we can …", "(tim) by Friday").
var afterOwnerWords = wordSet(`so and or to by before until till for after if then when while will would can could should may might
	must shall is are was were has have had also too as at in on of with from via per once since because but nor yet`)

// qualifiesNext: a lower-case compound in parentheses ("(mid-term)",
// "(non-jupyter-specific)") that the item's next word, a noun, follows —
// what the noun is, not who does the work.
func qualifiesNext(name, after string) bool {
	if !strings.Contains(name, "-") || !unicode.IsLower([]rune(name)[0]) {
		return false
	}
	m := reNextNounWord.FindStringSubmatch(after)
	return m != nil && !afterOwnerWords[m[1]]
}

// reEventDuePrep: a preposition closing the text before a day's event
// ("by Thursday's meeting", "for next week's call"), which makes the
// event the work's deadline.
var reEventDuePrep = regexp.MustCompile(`(?i)\b` + eventDuePreps + `\s+(?:the\s+)?$`)

// reDuePrepLead: a due expression that opens with its preposition.
var reDuePrepLead = regexp.MustCompile(`(?i)^` + eventDuePreps + `\s`)

// eventDuePreps: the prepositions that make a day's event a deadline.
const eventDuePreps = `(?:by|before|until|till|for|at|in|ahead\s+of|prior\s+to|after)`

// reAdverb: a lower-case word shaped as an adverb ("(experimentally)",
// "(optionally)"), no nickname in parentheses.
var reAdverb = regexp.MustCompile(`^\p{Ll}{3,}(?:ally|ously|ively|ently|antly|ately|fully|lessly|ibly|ably)$`)

// reJoinerLead: words that go on naming people ("**AB** and **LM** to
// …"): the bold name is not the item's one owner.
var reJoinerLead = regexp.MustCompile(`^(?i:and|or|&|\+|,|/|및|와|과)(?:\s|$)|^[,/&+]`)

// reBoldLead: a bold span opening an item, then the rest.
var reBoldLead = regexp.MustCompile(`^(?:\*\*|__)\s*@?([^*_\s][^*_]{0,39}?)\s*(?:\*\*|__)\s+(\S.*)$`)

// reFieldKVSpaced: an English field written without its colon ("owner
// Wei", "due Friday").
var reFieldKVSpaced = regexp.MustCompile(`^(?i:(owners?|assignee|assigned\s+to|담당자?)|(due|deadline|eta|기한|마감))\s+(\S.*)$`)

var reFieldKV = regexp.MustCompile(`^(?i:(담당자?|책임자|owner|owners|assignee|who)|(기한|마감일?|due|deadline|eta|by))\s*[:：]{1,2}\s*(.+)$`)

// metaParen takes owner and due out of a trailing parenthesis whose every
// part is a field, a due expression or a name; anything else (a remark in
// parentheses) is left in the title.
func (p *parser) metaParen(body string) (rest, owner, due string) {
	m := reMetaParen.FindStringSubmatchIndex(body)
	if m == nil {
		return body, "", ""
	}
	inner := body[m[2]:m[3]]
	if r := reParenRoleTail.ReplaceAllString(strings.TrimSpace(inner), ""); r != strings.TrimSpace(inner) && reOnlyHandles.MatchString(r) {
		// "(@cara review)": the reviewer is who the item waits on; the
		// role is no part of the name (issueminutes.go).
		inner = r
	}
	if reDueParenBare.MatchString("(" + inner + ")") {
		// "(D-3)", "(5주차)": a time alone, no owner.
		return body, "", ""
	}
	stated := false
	if sm := reMetaStatus.FindStringIndex(inner); sm != nil && sm[0] > 0 {
		// "(Adriana - done)", "(Britt to do)": the owner, then the
		// item's state.
		inner, stated = inner[:sm[0]], true
	}
	parts := reMetaSep.Split(inner, -1)
	if len(parts) < 2 && !stated && !reFieldKV.MatchString(strings.TrimSpace(inner)) && !reFieldKVSpaced.MatchString(strings.TrimSpace(inner)) && !reBareDate.MatchString(strings.TrimSpace(inner)) && !p.wholeNameKnown(strings.TrimSpace(inner)) {
		// (One name alone in brackets is an owner when the roster or
		// the notes know it: "… in CONTRIBUTING.md [Carol]"; else it may
		// be a tag, "[WIP]", "[docs]".)
		return body, "", ""
	}
	var owners []string
	for _, part := range parts {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if r := reParenRoleTail.ReplaceAllString(part, ""); r != part && strings.HasPrefix(r, "@") && !strings.Contains(r, " ") {
			// "(@ana, @ben review)": the reviewer shares the work; the
			// role is no part of the name (issueminutes.go).
			part = r
		}
		kv := reFieldKV.FindStringSubmatch(part)
		if sp := reFieldKVSpaced.FindStringSubmatch(part); kv == nil && sp != nil && (sp[1] == "" || p.personLike(strings.TrimPrefix(sp[3], "@"), false)) {
			// "(owner Wei, EOW)", "(due Friday)": a field's name without
			// its colon.
			kv = sp
		}
		if kv != nil {
			if kv[1] != "" {
				owners = append(owners, strings.TrimSpace(kv[3]))
			} else {
				due = part // as written: "기한: 9/20"
			}
			continue
		}
		if t, d := cutDue(part); d != "" && strings.TrimSpace(t) == "" || reBareDate.MatchString(part) || dates.IsDateExpr(part) {
			due = part
			continue
		}
		if o := strings.TrimPrefix(part, "@"); p.personLike(o, false) || strings.HasPrefix(part, "@") {
			owners = append(owners, part)
			continue
		}
		return body, "", ""
	}
	return strings.TrimSpace(body[:m[0]]), strings.Join(owners, ", "), due
}

// reMetaStatus: a state closing an owner's parenthesis ("Adriana -
// done", "Britt to do", "민수 - 진행중").
var reMetaStatus = regexp.MustCompile(`(?i)(?:\s*[-–—:,]\s*|\s+)(?:to\s+do|todo|done|in\s+progress|wip|pending|ongoing|완료|진행\s*중)\s*$`)

var (
	reMetaSep  = regexp.MustCompile(`\s*[,;|]\s*|\s+/\s+`)
	reBareDate = regexp.MustCompile(`^~\s*[월화수목금토일](?:요일)?$|^~\s*\d{1,2}-\d{1,2}$|^~?\s*(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}/\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일)(?:\s*\([^)]*\))?(?:\s*까지)?$|^(?i:mon|tue|wed|thu|fri|sat|sun)[a-z]*$|^[월화수목금토일]요일(?:까지)?$`)
)

// reAssignedAsOwner: a sentence after the work that names its owner.
var reAssignedAsOwner = regexp.MustCompile(`(?:[.;]\s+|\s+[-–—]\s+)(@?\p{L}[\p{L}\p{N}_.'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+(?:is\s+|was\s+|has\s+been\s+)?(?i:assigned|named|set|nominated)\s+(?i:as\s+)?(?i:the\s+)?(?i:owner|lead|assignee|dri)\b[.!]?\s*$`)

// reOwnerRemark: an owner, then a lower-case remark in parentheses.
var reOwnerRemark = regexp.MustCompile(`^(@?\p{L}[^()]{0,40}?)\s*\(\s*\p{Ll}[^()]{0,40}\)$`)

// reLeadItemID: an action list's numbering of its items ("A2", "AI-1",
// "AP 3", "#3") opening an item, and the rest.
var reLeadItemID = regexp.MustCompile(`^(?:#\d{1,4}|(?:AI|AP|A)[-_ ]?\d{1,3})\s*(?:\\?[:.)–—-])?\s+(\S.*)$`)

var reLeadBracket = regexp.MustCompile(`^\[([^\]\[]{1,40})\]\s*[:：–—-]?\s*(.+)$`)

// bracketOwner is the owner a leading "[…]" names, when every name in it
// is a person, a group or a Korean team ("[백엔드] 로그인 구현").
func (p *parser) bracketOwner(body string) string {
	m := reLeadBracket.FindStringSubmatch(body)
	if m == nil || reTrackerKey.MatchString(strings.TrimSpace(m[1])) {
		// ("[REL-204] Dan to bump the chart": a tracker's key names the
		// ticket, not who works on it.)
		return ""
	}
	for _, o := range splitOwners(m[1]) {
		o = strings.TrimPrefix(o, "@")
		if bracketTags[strings.ToLower(o)] {
			return ""
		}
		// Initials in brackets ("[APP] Update …") are a person when the
		// notes write them elsewhere too (a speaker's prefix, an
		// attendee).
		initials := reAcronym.MatchString(o) && utf8.RuneCountInString(o) <= 4 && (p.recurs(o) || p.known(o))
		if !(p.known(o) || koFullName(o) || groupOwners[strings.ToLower(o)] || koTrailTeam(o) || p.personLike(o, false) && len(strings.Fields(o)) <= 3) || reAcronym.MatchString(o) && !initials {
			return ""
		}
	}
	return m[1]
}

// leadGroupOwns: "team" opening an item is its owner when a separator
// sets it off ("Team: update the wiki") or work follows it ("team to
// vote", "team review the notes"); run into a noun it is the first word
// of a compound ("Team communication exercise", "Team lead discussion"),
// no owner. (A quantifier, "all", "everyone", is never a noun's
// modifier: "All Council members will …", "everyone read …".)
func leadGroupOwns(body string) bool {
	m := reLeadGroupBare.FindStringSubmatch(body)
	if m == nil {
		return true
	}
	next := strings.ToLower(strings.Trim(firstWord(m[1]), "*_,.:"))
	return workVerbFirst(m[1]) || reGroupAux.MatchString(next)
}

// reLeadGroupBare: "team" and the next word with nothing between them.
var reLeadGroupBare = regexp.MustCompile(`^(?i:the\s+team|team)\s+([\p{L}].*)$`)

// reGroupAux: words that go on a group subject's sentence ("team to …",
// "team will …", "team please …").
var reGroupAux = regexp.MustCompile(`^(?:to|will|shall|should|must|needs?|can|could|please|may|might|would|has|have|is|are)$`)

// reLeadGroup: "everyone review the notes", "전원: 의견 제출".
var reLeadGroup = regexp.MustCompile(`^(?i)(everyone|everybody|all\s+hands|all\s+(?:team\s+)?members|all|the\s+team|team|모두|다들|전원|각자|다같이)\s*[:,–—-]?\s+(?-i)(.+)$`)

var reLowerDash = regexp.MustCompile(`^([\p{Ll}][\p{L}\p{N}_.-]{1,30})\s*(?:[:：]|\s[-–—])\s+(.+)$`)

var reParenName = regexp.MustCompile(`\(\s*(@?[\p{L}][\p{L}\p{N}-]{1,30})\s*\)`)

// reParenKnownNames: two or more capitalised names joined in parentheses
// ("(Mara and Tom)", "(Ines, Wren)").
var reParenKnownNames = regexp.MustCompile(`\(\s*(\p{Lu}[\p{L}-]{1,30}(?:\s*(?:,|&|\+|/|\band\b)\s*\p{Lu}[\p{L}-]{1,30})+)\s*\)`)

// commonLower: lower-case words often found alone in parentheses.
var commonLower = map[string]bool{"optional": true, "draft": true, "maybe": true, "done": true, "wip": true, "later": true, "again": true, "remote": true, "async": true, "ongoing": true, "pending": true, "blocked": true, "required": true, "recommended": true, "deprecated": true, "example": true, "internal": true, "external": true, "private": true, "public": true, "tentative": true, "approved": true, "merged": true, "closed": true, "open": true, "urgent": true, "high": true, "medium": true, "low": true, "notes": true, "slides": true, "video": true, "recording": true, "link": true, "links": true, "details": true, "context": true, "background": true, "above": true, "below": true, "cont": true, "continued": true, "discussion": true, "proposal": true, "decision": true, "update": true, "today": true, "tomorrow": true, "weekly": true, "monthly": true}

// plausibleOwner rejects labels and imperatives posing as names.
func (p *parser) plausibleOwner(s string) bool {
	owners := splitOwners(s)
	for _, o := range owners {
		if adjBeforeTo[strings.ToLower(o)] && !p.rosterKnows(o) {
			// "Hard to make everyone's schedule": an adjective that
			// takes "to" opens a remark, it names nobody.
			return false
		}
		if p.known(o) || groupOwners[strings.ToLower(o)] || koOrgUnit(o) {
			continue
		}
		if len(owners) > 1 && coOwnerRole(o) && slices.ContainsFunc(owners, p.known) {
			// "지훈 + 리뷰어: 계약서 검토", "Dana & reviewers: …": a role
			// beside a person the notes know shares the work (several
			// owners: a person decides who takes it).
			continue
		}
		f := strings.Fields(o)
		if len(f) == 0 {
			return false
		}
		w := strings.ToLower(f[0])
		if koTitleOnly(o) || notNames[w] || notNames[strings.TrimSuffix(w, "s")] || workGerund(w) || reOwnerPlaceholder.MatchString(o) {
			return false
		}
		if len(f) > 1 && workVerbFirst(o) && !p.known(o) {
			// "Edit Governance to accommodate …": a verb of work
			// opening a capitalised step, not a given name.
			return false
		}
		if len(f) > 1 && reAcronym.MatchString(f[len(f)-1]) && !p.rosterKnows(f[0]) && !p.rosterKnows(o) {
			// "Join GDN - contact Van", "Update README - Ana": a word and
			// an acronym name a thing to act on, no person.
			return false
		}
		if extract.HasHangul(o) && !koFullName(o) && !hasHonorific(o) && !p.known(strings.Fields(o)[0]) {
			return false
		}
	}
	return s != ""
}

// affiliatedName: an owner label with a parenthesis after the name
// ("Priya Raman (Acme): …", "김민서 (디자인팀): …") names a person only
// when the notes know the name or it is a full name — "Setup (optional):
// …" is a step and its note.
func (p *parser) affiliatedName(body, name string) bool {
	if !strings.HasPrefix(strings.TrimSpace(body[len(name):]), "(") {
		return true
	}
	return p.known(name) || koFullName(name) || len(strings.Fields(name)) >= 2
}

var reMovedHint = regexp.MustCompile(`\b(?:moved|postponed|pushed|rescheduled|delayed|slipped)\s`)

// coOwnerRole: a role that shares an item's work beside a named person.
func coOwnerRole(o string) bool {
	w := strings.ToLower(strings.TrimSpace(o))
	return koRoles[w] || coRoles[w] || reHeadCount.MatchString(w)
}

// reHeadCount: "지훈 외 2명", "Dana + 2 others" — people counted, not
// named, beside a named one.
var reHeadCount = regexp.MustCompile(`^(?:\d+\s*(?:명|인|분|people|others?)|others|다른\s*분들?)$`)

var coRoles = map[string]bool{
	"리뷰어": true, "리뷰어들": true, "검토자": true, "reviewer": true, "reviewers": true, "maintainers": true, "maintainer": true,
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// trimHonorifics takes the honorific and title endings (님, 씨, 팀장님,
// " 대리") off a Korean name as written, in koHonorifics' order.
func trimHonorifics(s string) string {
	for _, h := range koHonorifics {
		s = strings.TrimSpace(strings.TrimSuffix(s, h))
	}
	return s
}

func hasHonorific(s string) bool {
	for _, h := range koHonorifics {
		if strings.HasSuffix(strings.TrimSpace(s), h) {
			return true
		}
	}
	return false
}

var reOwnerSep = regexp.MustCompile(`\s*(?:,|\+|&|\s/\s|/|·|、|\band\b|및|;|\s외\s)\s*`)

// splitOwners: "@a, @b" → [a b]; "Alan and Steven" → [Alan Steven];
// "오태민·강소희" → [오태민 강소희].
func splitOwners(s string) []string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	var out []string
	if strings.Contains(s, "@") && !reEmail.MatchString(s) {
		if hs := reHandle.FindAllString(s, -1); len(hs) > 0 && reOnlyHandles.MatchString(s) {
			for _, h := range hs {
				out = append(out, strings.TrimPrefix(h, "@"))
			}
			return out
		}
		s = strings.ReplaceAll(s, "@", "")
	}
	for _, p := range reOwnerSep.Split(s, -1) {
		if p = strings.Trim(strings.TrimSpace(p), "*_"); p != "" {
			out = append(out, p)
		}
	}
	return out
}

var reOnlyHandles = regexp.MustCompile(`^(?:@[\p{L}\p{N}_./-]*[\p{L}\p{N}_][\s,+&/;]*(?:and\s+|및\s+)?)+$`)

var reEmail = regexp.MustCompile(`^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$`)

func cutExplicitID(s string) (string, string) {
	m := reExplicitID.FindStringSubmatchIndex(s)
	if m == nil {
		return s, ""
	}
	return strings.TrimSpace(s[:m[0]] + s[m[1]:]), s[m[2]:m[3]]
}

const enDay = `(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)`

const enMonth = `(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?`

// koTime is a time of day after a date: "오후 3시", "오전", "자정", "15:00".
const koTime = `(?:\s*(?:오전|오후|저녁|아침|밤|새벽|낮|자정|정오)?\s*(?:\d{1,2}\s*시(?:\s*\d{1,2}\s*분|\s*반)?|\d{1,2}:\d{2}(?:\s*[aApP][mM])?)|\s*(?:오전|오후|저녁|아침|밤|새벽|낮|자정|정오))?`

const koDay = `(?:(?:(?:\d{4}\s*년\s*)?\d{1,2}\s*월\s*\d{1,2}\s*일|\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}/\d{1,2})\s+[월화수목금토일]요일|(?:~\s*)?\d{1,2}/\d{1,2}\s*\([월화수목금토일]\)|(?:~\s*)?\d{1,2}\.\s?\d{1,2}\.?(?:\s*\([월화수목금토일]\))?|(?:~\s*)?\d{1,2}\s*월\s*\d{1,2}\s*일\s*\([월화수목금토일]\)|(?:(?:이번|다음|차|금|담|내|익)\s*주\s*)?[월화수목금토일](?:요일|욜)|(?:이번|다음|차|금|담|내|익)\s*주\s*[월화수목금토일]|~\s*[월화수목금토일](?:요일|욜)?|오늘|내일|모레|금일|명일|익일|월말|이번\s*달\s*말|이달\s*말|\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일|\d{1,2}\s*월\s*\d{1,2}\s*일|~?\s*\d{1,2}/\d{1,2}(?:\s*일)?|\d{1,2}\s*월\s*(?:첫째|둘째|셋째|넷째|다섯째|마지막|첫|둘|셋|넷)\s*주|\d{1,2}\s*월\s*\d\s*주차|이번\s*주|다음\s*주|금주|차주|내주|익주|이번\s*달|다음\s*달|이달|20\d{6}|\d{1,2}\s*일|\d{1,2}\s*주차)`

var (
	// (due 2026-09-21), (기한: 9/18), (by Friday), (마감 월요일), (다음 주까지)
	reDueParen = regexp.MustCompile(`(?i)\s*[(\[]\s*((?:due|by|until|deadline|기한|마감|납기)\s*[:：]?\s*[^)\]]{1,40}|[^()\[\]]{1,20}까지)[)\]]`)
	// A bare time word in brackets closing the item, "(차주)", "(next
	// week)": a deadline as written, which dates resolves or leaves for a
	// person — not part of the title with no due at all.
	reDueParenBare = regexp.MustCompile(`(?i)\s*[(\[]\s*((?:이번|다음)\s*(?:주|스프린트)(?:\s*(?:내|중|안))?|\d{1,2}\s*월\s*(?:첫째|둘째|셋째|넷째|다섯째|마지막|첫|둘|셋|넷)\s*주(?:\s*(?:내|중|안))?|차주|금주|오늘|내일|모레|\d{1,2}\s*주차|D\s*-\s*\d{1,3}|this\s+week|next\s+week|today|tomorrow|(?:(?:이번|다음|차|금)\s*주\s*)?[월화수목금토일]요일|(?:이번|다음|차|금|담)\s*주\s*[월화수목금토일]|(?:(?:this|next)\s+)?` + enDay + `|` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}(?:st|nd|rd|th)?\s+` + enMonth + `(?:\s+\d{4})?|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2})\s*[)\]]\s*[.!]?$`)
	// "— moved to 12/11", "postponed until Friday": an item put off names
	// its new deadline (the date alone is the due; the words are no work).
	reDueMoved = regexp.MustCompile(`(?i)\s*[—–,;-]?\s*\b(?:moved|postponed|pushed(?:\s+back)?|rescheduled|delayed|slipped)\s+(?:to|until|till)\s+((?:(?:this|next)\s+)?` + enDay + `|next\s+week|` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+` + enMonth + `|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2})\s*[.!)]?$`)
	// ", due: 9/21" or "기한: 9/18" at the end
	reDueField = regexp.MustCompile(`(?i)[\s,;—–·•|-]*(\b(?:due|deadline|eta)\s*[:：]{0,2}\s*[^,;()]{1,30}|(?:기한|마감일?|납기)\s*[:：]\s*[^,;()]{1,30})\s*[.!]?$`)
	// "Draft the RFC - Oct 3", "정리, 9/30": a bare date closing the item.
	// "update the roadmap 2026-12-15", "로그인 구현 12/4 (금)", "… 금(12/4)",
	// "… D-3": a full date, or a day with its weekday, closing the item.
	reDueTrailISO = regexp.MustCompile(`\s((?:by\s+|due\s+)?\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}\s*\([월화수목금토일]\)|[월화수목금토일]\s*\(\d{1,2}/\d{1,2}\)|D-\d{1,3})\s*[.!]?$`)
	// reDateObject: words that make the date after them the object of
	// the work, not its deadline.
	reDateObject = regexp.MustCompile(`(?i)\b(?:for|on|and|or|from|of|since|at|after|scheduled|dated|to)\s*$`)
	reDueTrail   = regexp.MustCompile(`(?i)(?:\s+[-–—]\s*|\s*,\s*)((?:` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+` + enMonth + `|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일)(?:\s*\([^)]{1,10}\))?)\s*[.!]?$`)
	// "review the PR today", "ping Sam again today.": the day closing
	// the item is its due.
	reDueToday = regexp.MustCompile(`(?i)[\s,]+(today|tonight)\s*[.!]?$`)
	// reProgressiveNow: a verb in the progressive ("is leading",
	// "leading the call today").
	reProgressiveNow = regexp.MustCompile(`(?i)^\s*\p{L}{2,}ing\b|\b(?:is|are|am|was|were)\s+\p{L}+ing\b`)
	// A full date with its year closing the item with no word before
	// it ("… @Maria Rossi  Nov 17, 2026", "… 20 Nov 2026"): a wiki's
	// date chip, the item's due.
	reDueTrailYear = regexp.MustCompile(`(?i)\s+((?:` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+` + enMonth + `,?\s+\d{4}))\s*[.!]?$`)
	// by the 15th, before the 3rd of May, no later than Friday: a day
	// of the month alone, and "no later than" before any date reDueEn
	// reads after "by".
	reDueEnOrdinal = regexp.MustCompile(`(?i)[\s,]*\b((?:by|before|until|no\s+later\s+than)\s+the\s+\d{1,2}(?:st|nd|rd|th)\b(?:\s+of\s+(?:the\s+month|` + enMonth + `))?|no\s+later\s+than\s+(?:(?:this|next)\s+)?(?:` + enDay + `|` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+` + enMonth + `|(?:the\s+)?end\s+of\s+(?:the\s+)?(?:week|month)|tomorrow|next\s+week))`)
	// by Friday, by EOD Tuesday, by next week Monday, by 9/21, by Sep 30, until end of month, ASAP
	reDueEn = regexp.MustCompile(`(?i)[\s,]*\b((?:by|until|till|before|due|on)\s+(?:the\s+)?(?:eod\s+|end\s+of\s+|\d{1,2}(?::\d{2})?\s*(?:am|pm)\s+(?:on\s+)?)?(?:(?:this|next)\s+week(?:'s)?\s+` + enDay + `|` + enDay + `(?:\s+(?:this|next)\s+week)?(?:\s+late\s+day)?` + enDayDate + `|` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}(?:st|nd|rd|th)?\s+` + enMonth + `(?:,?\s+\d{4})?|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}/\d{1,2}|eod|eom|eow|today|tomorrow|(?:the\s+)?day\s+tomorrow|(?:the\s+)?(?:day|week|month|quarter)|q[1-4]|this\s+week|next\s+week|next\s+\w+day|next\s+[\p{L}]+\s+(?:call|meeting|sync)|next\s+(?:call|meeting|sync|session))|asap|as\s+soon\s+as\s+possible|(?:this|next)\s+` + enDay + `|(?:this|next)\s+week|eod\s+` + enDay + `|end\s+of\s+(?:the\s+)?(?:day|week|month)|in\s+(?:the\s+)?next\s+few\s+(?:days|weeks)|early\s+next\s+week|at\s+the\s+next\s+meetings?|(?:in|for)\s+the\s+next\s+(?:(?:working\s+)?group\s+|team\s+|wg\s+)?meeting|(?:at|in|for)\s+next\s+week(?:'s|’s)\s+(?:meeting|call|sync))\b[.!]?`)
	// 월요일까지, 이번 주 금요일까지, 9월 30일 오후 3시까지, 2026-09-21까지, 내일까지, ~금;
	// an hour alone on the meeting's day ("19시까지", "오후 6시까지": a
	// hackathon's or a launch day's notes).
	reDueKo = regexp.MustCompile(`\s*((?:` + koDay + `)` + koTime + `\s*(?:까지(?:는)?|전까지|중으로|중에|내로|내에|안에|안으로|이내|(?:\s*내|\s*중)\s*[.]?\s*$)|~\s*[월화수목금토일](?:요일|욜)?|~\s*\d{1,2}[/.]\d{1,2}(?:\s*\([월화수목금토일]\))?\s*$|(?:~\s*)?(?:이번|다음|차|금)\s*주\s*(?:에|내|중)(?:\s|$)|(?:가능한|최대한)\s*빨리|빠른\s*시일\s*(?:내에|내로|안에|내)|조속히|(?:(?:이번|다음|차)\s*주\s*)?[월화수목금토일]요일\s*전(?:\s|$)|(?:^|\s)(?:(?:오전|오후|저녁|아침|밤|새벽)\s*)?(?:\d{1,2}\s*시(?:\s*\d{1,2}\s*분|\s*반)?|\d{1,2}:\d{2}|자정)\s*(?:까지|전까지))`)
	// A date leading the item: "3/27 오후 10시까지 …", "4/1 에 모여서 …",
	// "20일까지 …".
	reDueLead = regexp.MustCompile(`^((?:\d{1,2}/\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일|\d{4}[-./]\d{1,2}[-./]\d{1,2}|` + `(?:(?:이번|다음|차)\s*주\s*)?[월화수목금토일]요일|(?:이번|다음|차|금|담)\s*주\s*[월화수목금토일]|~\s*[월화수목금토일](?:요일)?|~\s*\d{1,2}/\d{1,2}|[월화수목금토일]\s*\(\s*\d{1,2}/\d{1,2}\s*\)|20\d{6}|\d{1,2}\s*일(?:\s*(?:전까지|까지))|(?:오늘|내일|모레)\s*(?:혹은|또는|이나|나)\s*(?:내일|모레|글피))(?:\s*\((?:[월화수목금토일]|\d{1,2}[./]\d{1,2})\))?` + koTime + `(?:\s*(?:전까지|까지|자정까지|에는|에|중))?)(?:\s*[:：])?(?:\s+|$)`)
	// A span of time named by a word of time and closed by 까지/전까지/동안
	// (the date it falls on may follow in parentheses, "이번 주말(06.23)까지"):
	// "연휴 기간까지", "일요일 전까지", "주말동안", "방학 전까지", "발표 전까지".
	// A date after a colon closing a line of Korean work ("보고서 제출 :
	// 12.4(화) 10:59"): the work's field of when, as "… : 12.4(화) 23:59
	// 까지" writes it with 까지.
	reDueKoColonDate = regexp.MustCompile(`\s*[:：]\s*((?:` + koDay + `)` + koTime + `)\s*$`)
	// A deadline set by any event the notes name, one word before
	// 전까지 or 전에 ("데모 전까지", "demo 전까지", "시연 전에"): the word
	// is the event, whatever it is, written apart from 전 ("사전에" is
	// one word, "beforehand"); a count of time ("2주 전까지") or a while
	// ago ("얼마 전에", koAgoWord) is no event.
	// The next meeting before a bare 전 and the work ("다음 회의 전 공유",
	// "차기 미팅 전 정리"): the meeting to be ready for, as "다음 회의
	// 전까지" writes it with 까지. (Any other word before a bare 전 may
	// count time back — "2주 전 작성한 문서" — and is left alone.)
	reDueKoNextBare    = regexp.MustCompile(`(?:^|[\s,(\[])((?:다음|차기|다음번)\s*(?:주\s*)?(?:회의|미팅|모임|스터디|세션|스크럼|멘토링|수업)\s+전)(?:\s|$)`)
	reDueKoEventBefore = regexp.MustCompile(`(?:^|[\s,(\[])((?:[\p{Hangul}]+|[A-Za-z][A-Za-z0-9]*)\s+전(?:까지|에))(?:\s|$)`)
	reDueKoSpan        = regexp.MustCompile(`\s*((?:[\p{Hangul}\d.]+\s*)?(?:요일|주말|연휴|기간|방학|학기|` + koEventNouns + `|시험|마감|월말|월초|주|말|중순|개강|종강|개학|면담|면접|심사|해커톤|데모데이|전날|당일)(?:\s*\(\s*(?:(?:\d{4}\s*[./-]\s*)?\d{1,2}\s*[./월-]\s*\d{1,2}\s*일?\s*(?:\([월화수목금토일]\))?(?:\s*\d{1,2}:\d{2}|\s*\d{1,2}\s*시)?|\d{1,2}\s*일(?:\s*[월화수목금토일](?:요일)?)?|[월화수목금토일](?:요일)?)\s*\))?(?:\s*때)?\s*(?:전까지|까지|전에|동안|중으로|내로|내에|이내|안에|안으로))`)
	// A date and a delivery in parentheses closing a Korean item: "(2/25
	// 공유)", "(6/12 제출)" — the day the work is handed over.
	reDueParenDeliver = regexp.MustCompile(`\s*[(（]\s*(\d{1,2}/\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일)(?:\s*\([월화수목금토일]\))?\s*(?:까지\s*)?(?:공유|제출|전달|보고|완료|배포|회신)\s*[)）]`)
	// A bracketed deadline note: "[주말동안 완료할 것]", "(이번주까지)".
	reDueBracketKo = regexp.MustCompile(`\s*[\[(]\s*(` + koBracketDueNote + `)\s*[\])]`)
	// reKoWeekLead: a week opening a Korean item.
	reKoWeekLead = regexp.MustCompile(`^((?:이번|다음|차|금)\s*주(?:\s*(?:중|내|안에|중에|중으로))?)\s+\p{Hangul}`)
	// A weekday of one syllable, or two, closed by 까지: "목까지", "수 or
	// 목까지" (after a space: "항목까지" is an item).
	reDueKoDayChar = regexp.MustCompile(`(?:^|\s)((?:[월화수목금토일]\s*(?:or|또는|/|,|~)\s*)?[월화수목금토일]\s*(?:전까지|까지))`)
	// English spans: "this weekend", "in April", "in the coming days/weeks/months",
	// "tomorrow", "next month", "in a week or two".
	reDueEnSpan = regexp.MustCompile(`(?i)[\s,]*\b((?:this|next|the|over\s+the)\s+weekend|in\s+(?:(?:early|late|mid)[\s-]?)?` + enMonth + `|in\s+the\s+(?:coming|next)\s+(?:few\s+|couple\s+(?:of\s+)?)?(?:days|weeks|months)|tomorrow|next\s+(?:month|quarter)|this\s+(?:sprint|iteration|quarter)|(?:over|by|during)\s+the\s+holidays|(?:by\s+)?(?:the\s+)?end\s+of\s+Q[1-4]|(?:in\s+)?a\s+week\s+or\s+two|(?:in|within)\s+(?:\d{1,2}|one|two|three|four)\s+(?:days|weeks|months))\b`)
	// A deadline noun after a date, closing the item or a clause: "금요일
	// 마감", "10/16 제출 마감", "10/16까지 제출 기한". 마감 must end there:
	// "금요일 마감 회의" names a meeting and "마감했습니다" says done.
	reDueKoNounAfter = regexp.MustCompile(`\s*((?:` + koDay + `)` + koTime + `\s*(?:(?:전)?까지\s*)?(?:제출\s*)?(?:마감일|마감|기한|데드라인))(?:\s*$|\s*[.,;!:)\]]|\s+[-–—])`)
	// A deadline noun before a date: "마감일 10월 16일", "제출 기한
	// 10/16까지", "데드라인 금요일" (with a colon reDueField reads it).
	reDueKoNounBefore = regexp.MustCompile(`(?:^|[\s,;(\[—–-])((?:제출\s*)?(?:마감\s*기한|마감일|마감|기한일|기한|데드라인)\s*[:：]?\s*(?:` + koDay + `)` + koTime + `(?:\s*(?:전까지|까지))?)`)
	// A weekday's one syllable in parentheses closing a Korean item
	// ("크롤링 주기 설정 기능 (금)"): the day it is due, as "(금요일)" is;
	// a note in parentheses of its own may follow it ("… 제거 준비 (금)
	// (JSON 출력 후 연계)").
	reDueParenDayChar = regexp.MustCompile(`\s+\(\s*([월화수목금토일])\s*\)(?:\s*\([^()]{1,60}\))?\s*[.!]?$`)
	reDatedDayParen   = regexp.MustCompile(`\d\s*\(\s*[월화수목금토일]\s*\)\s*[.!]?$`)
	// A tilde deadline in brackets: "(~10/16)", "(~금)", "[~10월 16일]".
	reDueParenTilde = regexp.MustCompile(`\s*[(\[]\s*(~\s*(?:\d{1,2}[/.]\d{1,2}\.?|\d{1,2}\s*월\s*\d{1,2}\s*일|[월화수목금토일](?:요일)?|\d{4}[-./]\d{1,2}[-./]\d{1,2}|(?:(?:이번|다음|차|금|담)\s*주|금주|차주)(?:\s*[월화수목금토일]요일)?(?:\s*(?:내|중|안))?|오늘|내일|모레))\s*[)\]]`)
	// reRelSpanAfter: a span counted from what comes before it ("3일 전",
	// "2주 후").
	reRelSpanAfter = regexp.MustCompile(`^\s*(?:전|후|뒤|이후|이전)`)
	reRelSpanIn    = regexp.MustCompile(`\d\s*(?:일|주)\s*(?:전|후)`)
	// reDateWord: something of a date in a deadline field's value.
	reDateWord = regexp.MustCompile(`(?i)\d|\b(?:` + enDay + `|` + enMonth + `|today|tomorrow|tonight|week|weekend|month|quarter|year|eod|eow|eom|asap|soon|end|next|this|coming|q[1-4]|h[12])\b|[월화수목금토일]요일|주|월말`)
	// 자정까지 after a date
	reMidnight = regexp.MustCompile(`\s*자정\s*`)
)

// reOrNext: "… this week or next (week)": a second span of the same kind.
var reOrNext = regexp.MustCompile(`(?i)^\s+or\s+(?:the\s+)?next(?:\s+(?:one|week))?\b`)

// reDottedOnly: a due that is only a dotted number ("1.9", "3.6").
var reDottedOnly = regexp.MustCompile(`^\d{1,2}\.\d{1,2}$`)

// reVersionAfter: a noun after a number that makes it a release ("1.9
// milestone", "3.6 support", "2.1 release").
var reVersionAfter = regexp.MustCompile(`(?i)^\s+(?:milestone|release|releases|version|branch|support|series|beta|rc\d*|alpha|spec|specification|compatibility|compliance|features?)\b`)

// versionNumber: the due s[a:b] is a dotted number that names a release
// by the noun after it, not a date ("mark it for the 1.9 milestone",
// "drop Python 3.6 support"); dates.VersionBefore reads "v3.6", "release
// 3.6". (A capitalised word before the number — "Table 4.5", "ISA 1.12"
// — is left to the date rules: on the dev split it lost actions.)
func versionNumber(s string, a, b int) bool {
	return reDottedOnly.MatchString(strings.TrimSpace(s[a:b])) && (reVersionAfter.MatchString(s[b:]) || dates.VersionBefore(s[:a]))
}

// reEventBefore: a meeting or event named just before a time span ("…
// call tomorrow", "the workshop next month"): the span is when it takes
// place.
var reEventBefore = regexp.MustCompile(`(?i)\b(?:call|meeting|sync|session|workshop|webinar|event|standup|stand-up|hangout|meetup|summit|conference)s?\s*$`)

// reDueEndOf: the end of a working day, week or month by its short name
// ("EOW", "by COB Friday", "EOD tomorrow").
var (
	reDueEndOf  = regexp.MustCompile(`(?i)\s*((?:by\s+)?\b(?:eod|eow|eom|cob|eob)\b(?:\s+(?:today|tomorrow|` + enDay + `))?)`)
	reEndOfHint = regexp.MustCompile(`(?i)\b(?:eod|eow|eom|cob|eob)\b`)
)

// reDueEnHint: no English due expression without one of these words.
var reDueEnHint = regexp.MustCompile(`\b(?:by|until|till|before|due|on|asap|soon|this|next|eod|end|early|at|in|ahead|prior|for|during|within)\b`)

// reDayAfterEOD: the day after "end of day" ("… end of day Friday").
var reDayAfterEOD = regexp.MustCompile(`(?i)^,?\s+(?:on\s+)?(?:today|tomorrow|` + enDay + `)\b`)

var reTimeAfter = regexp.MustCompile(`(?i)^(?:,?\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\s+at\s+\d{1,2}(?::\d{2})?|\s+\d{1,2}:\d{2}|\s+(?:at\s+)?(?:noon|midnight)|\s+(?:morning|afternoon|evening|night)\b|\s+(?:eod|cob|eob)|(?-i:\s+(?:[A-Z]{2,4}T|UTC|KST|PST|PDT|EST|EDT|CET)))+\b`)

// koAgoWord: words that, before 전에/전까지, say a while ago, or point
// back at what the notes said before ("그 전에": before that, no event).
var koAgoWord = map[string]bool{"얼마": true, "오래": true, "조금": true, "한참": true, "직": true, "며칠": true, "몇": true, "방금": true,
	"그": true, "이": true, "저": true, "그것": true, "이것": true, "바로": true, "그보다": true}

// cutDue finds the due expression, returns the title without it and the
// expression as written. The title never keeps part of a date expression:
// a time of day goes with its date.
// reYearLead: a date opening a line with its year.
// reClockTime: a time of day on the clock ("9:00pm", "21:00"), whose
// colon labels nothing.
var reClockTime = regexp.MustCompile(`\d{1,2}:\d{2}`)

var reYearLead = regexp.MustCompile(`^\d{4}\s*[-./년]`)

// reDueNextMeetingLead: the next meeting (and its bracketed date) as a
// label before the work ("Next call (June): …", "For the next sync: …").
var reDueNextMeetingLead = regexp.MustCompile(`(?i)^((?:(?:for|before|by|until)\s+)?(?:the\s+)?next\s+(?:meeting|call|sync|session|check-?in)(?:\s*\([^()]{1,30}\))?)\s*[:：]\s+`)

// reDueDashDay: a day set off by a dash closing an item ("update the
// changelog — Friday", "… - next Tuesday", "… – EOW").
var reDueDashDay = regexp.MustCompile(`(?i)\s+[—–-]\s+((?:(?:next|this)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|eow|eod|end\s+of\s+(?:the\s+)?(?:week|day|month))\s*[.!]?$`)

// reDoneMarkBefore: a done mark set off at the end of the text before a
// date ("… - **completed** ", "… (done "): what follows dates the work
// done. A "done" inside the sentence ("get the notes done by Friday")
// is no mark.
var reDoneMarkBefore = regexp.MustCompile(`(?i)(?:^|[-–—(\[,;|]|\*\*|__)\s*(?:\*\*|__)?\s*(?:completed|complete|done|finished|resolved|closed|merged|shipped|fixed|delivered)\s*(?:\*\*|__)?[\s:,-]*$`)

// reDeadlineWordLead: a due phrase that a deadline word opens ("by
// Friday", "until 3/10", "due 3/10").
var reDeadlineWordLead = regexp.MustCompile(`(?i)^(?:by|until|till|before|due|no\s+later)\b`)

// koDaySyllableOfWord: s[:end] closes on one of the syllables a weekday
// is written with, and a Hangul syllable follows it in the same word.
func koDaySyllableOfWord(s string, end int) bool {
	if end <= 0 || end >= len(s) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(s[:end])
	next, _ := utf8.DecodeRuneInString(s[end:])
	return strings.ContainsRune("월화수목금토일", last) && unicode.Is(unicode.Hangul, next)
}

func cutDue(s string) (title, due string) {
	// ("2021-07-05: RB to schedule …" dates a log entry: a full date
	// with a colon leads no deadline, "3/20: 명세서 제출" in a schedule
	// does.)
	if m := reDueLead.FindStringSubmatchIndex(s); m != nil && !(strings.ContainsAny(s[m[3]:m[1]], ":：") && reYearLead.MatchString(s)) {
		due = strings.TrimSpace(s[m[2]:m[3]])
		due = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(due, "에는"), "에"))
		if e := reDueKoSpan.FindStringSubmatchIndex(s[m[1]:]); e != nil && e[0] == 0 && !strings.HasSuffix(due, "까지") && !strings.ContainsAny(reClockTime.ReplaceAllString(due, ""), ":：") {
			// "9/30 정기 회의까지 …": the date is the event's, and the
			// deadline the event up to its 까지.
			return strings.TrimSpace(s[m[1]+e[1]:]), strings.TrimSpace(s[m[2] : m[1]+e[3]])
		}
		return strings.TrimSpace(s[m[1]:]), due
	}
	if m := reDueNextMeetingLead.FindStringSubmatchIndex(s); m != nil && nextMeetingWork(s[m[1]:]) {
		// "Next call (June): start with the design review": the
		// meeting is the horizon of the work after the colon.
		return strings.TrimSpace(s[m[1]:]), strings.TrimSpace(s[m[2]:m[3]])
	}
	low := strings.ToLower(s)
	for _, re := range []*regexp.Regexp{reDueParen, reDueParenBare, reDueParenTilde, reDueParenDeliver, reDueBracketKo, reDueKoNounBefore, reDueKoNounAfter, reDueKo, reDueKoSpan, reDueKoWithin, reDueKoDayChar, reDueParenDayChar, reDueKoDday, reDueKoEventBefore, reDueKoNextBare, reDueKoColonDate, reDueField, reDueEn, reDueTrail, reDueTrailYear, reDueToday, reDueMoved, reDueEnSpan, reEnDueMore, reDueEnOrdinal, reDueEndOf, reDueTrailISO, reDueDashDay, reDueMonthPart} {
		// Cheap first tests keep long lines from paying for every pattern.
		switch re {
		case reDueParen, reDueParenBare, reDueParenTilde, reDueParenDeliver:
			if !strings.ContainsAny(s, "([") {
				continue
			}
		case reDueKo:
			if !extract.HasHangul(s) && !strings.Contains(s, "~") {
				continue
			}
		case reDueKoEventBefore:
			if !strings.Contains(s, "전까지") && !strings.Contains(s, "전에") {
				continue
			}
		case reDueKoNextBare:
			if !strings.Contains(s, " 전") {
				continue
			}
		case reDueKoColonDate:
			if !extract.HasHangul(s) || !strings.ContainsAny(s, ":：") {
				continue
			}
		case reDueKoSpan, reDueBracketKo, reDueKoDayChar, reDueKoDday, reDueKoWithin:
			if !extract.HasHangul(s) {
				continue
			}
		case reDueParenDayChar:
			// ("6/14 (수)" names the day of a date, no deadline.)
			if !extract.HasHangul(s) || reDatedDayParen.MatchString(s) {
				continue
			}
		case reDueKoNounBefore, reDueKoNounAfter:
			if !strings.Contains(s, "마감") && !strings.Contains(s, "기한") && !strings.Contains(s, "데드라인") {
				continue
			}
		case reDueEnSpan:
			if !strings.Contains(low, "weekend") && !strings.Contains(low, " in ") && !strings.Contains(low, "coming") && !strings.Contains(low, "next") && !strings.Contains(low, "tomorrow") && !strings.Contains(low, "week or two") && !strings.Contains(low, "within ") && !strings.Contains(low, "this ") && !strings.Contains(low, "holidays") && !strings.Contains(low, "end of q") {
				continue
			}
		case reDueField:
			if !strings.Contains(low, "due") && !strings.Contains(low, "deadline") && !strings.Contains(low, "eta") && !strings.Contains(s, "기한") && !strings.Contains(s, "마감") && !strings.Contains(s, "납기") {
				continue
			}
		case reDueEn:
			if !reDueEnHint.MatchString(low) {
				continue
			}
		case reDueToday:
			if !strings.Contains(low, "today") && !strings.Contains(low, "tonight") || reProgressiveNow.MatchString(s) {
				// "Priya is leading the call today": what goes on
				// today, no due.
				continue
			}
		case reDueTrail, reDueTrailYear:
			if !strings.ContainsAny(s, "0123456789") {
				continue
			}
		case reDueMoved:
			if !reMovedHint.MatchString(low) {
				continue
			}
		case reEnDueMore:
			if !reDueEnHint.MatchString(low) {
				continue
			}
		case reDueEndOf:
			if !reEndOfHint.MatchString(s) {
				continue
			}
		case reDueMonthPart:
			if !reMonthPartHint.MatchString(s) {
				continue
			}
		case reDueEnOrdinal:
			if !strings.Contains(low, "later than") && !strings.ContainsAny(s, "0123456789") {
				continue
			}
		}
		if m := re.FindStringSubmatchIndex(s); m != nil {
			if re == reDueEn {
				m = deadlineOverOn(s, m)
			}
			if reDoneMarkBefore.MatchString(s[:m[2]]) && !reDeadlineWordLead.MatchString(s[m[2]:m[3]]) {
				// "Add a QA pipeline - **completed** on 08/28/2020": the
				// date after a done mark says when the work was done, no
				// deadline.
				continue
			}
			if re == reDueKoSpan {
				m = koSpanBounds(s, m)
			}
			if (re == reDueKo || re == reDueLead) && koDaySyllableOfWord(s, m[3]) {
				// "이후 ~ 목업 제작", "~ 수정 작업": the syllable a weekday
				// is written with opens a word ("목업", "수정"), no day.
				continue
			}
			if rest := s[m[3]:]; (strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s")) && (!reDayEvent.MatchString(rest) || !reEventDuePrep.MatchString(s[:m[2]]) && !reDuePrepLead.MatchString(s[m[2]:m[3]])) {
				// "worked on by today's attendees": a day that owns a
				// noun modifies it; only its event after a preposition
				// ("by Thursday's meeting") is a deadline — "to lead
				// next week's meeting" leads it.
				continue
			}
			if re == reDueEnSpan && (strings.HasPrefix(s[m[1]:], "'s") || strings.HasPrefix(s[m[1]:], "’s") || reEventBefore.MatchString(s[:m[2]]) && !strings.HasPrefix(strings.ToLower(s[m[2]:m[3]]), "in ")) {
				// "next month's call" names a meeting, and "Process Call
				// tomorrow" says when one is: no deadline.
				continue
			}
			if re == reDueTrailISO && reDateObject.MatchString(s[:m[2]]) {
				// "Cancel the meetings scheduled for 2025-08-18 and
				// 2025-09-01": the date is what the work is about.
				continue
			}
			due = strings.TrimSpace(s[m[2]:m[3]])
			if re == reDueParenDayChar {
				// The syllable alone is many words ("금", "수"): the due
				// names the weekday it stands for.
				due += "요일"
			}
			if re == reDueField && !strings.ContainsAny(due, ":：") && !dates.IsDateExpr(due) && !reDateWord.MatchString(due) {
				// "The deadline was missed", "Due diligence": a deadline
				// noun with nothing of a date after it is no due
				// expression. One with a date dates cannot settle ("due
				// coming Friday") stays, unresolved, for a person.
				continue
			}
			if re == reDueKoNounBefore && (reRelSpanAfter.MatchString(s[m[1]:]) || reRelSpanIn.MatchString(due)) {
				// "마감 3일 전 공지": days counted from a deadline not
				// written here, no date of its own.
				continue
			}
			if re == reDueKoEventBefore && koAgoWord[strings.Fields(s[m[2]:m[3]])[0]] {
				// "얼마 전에", "오래 전까지": a while ago, no event.
				continue
			}
			if re == reDueKoNounAfter {
				// What closed the match (punctuation, a dash) stays.
				m[1] = m[3]
			}
			if re == reDueKo {
				due = strings.TrimSpace(s[m[2]:m[1]])
				if strings.HasSuffix(due, "주에") || strings.HasSuffix(due, "주 에") {
					if strings.TrimSpace(s[:m[2]]) == "" {
						// "다음 주에 각 팀이 …" opens a sentence: when it
						// happens, read as the line's time, not a deadline.
						continue
					}
					// "… 다음 주에 진행 예정": the week, not its particle.
					due = strings.TrimSpace(strings.TrimSuffix(due, "에"))
				}
			}
			end := m[1]
			if re == reDueEn {
				// "before Thursday's meeting": the day's event goes
				// with the due, not into the title.
				if t := reDayEvent.FindStringIndex(s[end:]); t != nil {
					end += t[1]
				}
			}
			// "this week or next": the alternative goes with the due.
			if t := reOrNext.FindStringIndex(s[end:]); t != nil && strings.HasSuffix(strings.ToLower(due), "week") {
				due = strings.TrimSpace(due + s[end:end+t[1]])
				end += t[1]
			}
			// "by end of day Friday": the day the end of day is of.
			if low := strings.ToLower(due); strings.HasSuffix(low, "end of day") || strings.HasSuffix(low, "end of the day") {
				if t := reDayAfterEOD.FindStringIndex(s[end:]); t != nil {
					due = strings.TrimSpace(due + s[end:end+t[1]])
					end += t[1]
				}
			}
			// (teachingweek.go) "by week 6", "by Monday Week 3": a
			// course counts its weeks; the number goes with the due.
			if t := teachingWeekAfter(due, s[end:]); t > 0 {
				due = strings.TrimSpace(due + s[end:end+t])
				end += t
			}
			// A time of day after the date goes with it ("by Sep 30 at
			// 5pm", "by 9/30 EOD"): a title keeps no half of a due.
			if t := reTimeAfter.FindStringIndex(s[end:]); t != nil {
				due = strings.TrimSpace(due + s[end:end+t[1]])
				end += t[1]
			}
			return strings.TrimSpace(s[:m[0]] + " " + s[end:]), due
		}
	}
	return s, ""
}

// reFieldSentenceEnd: the first word that closes a sentence in a field's
// value ("Frank. Due: Tuesday.", "Frank."); nameAbbrev: the words before
// a period that belong to a name ("Dr. Lee").
var (
	reFieldSentenceEnd = regexp.MustCompile(`\b(\p{L}{2,})\.(?:\s+|$)`)
	nameAbbrev         = map[string]bool{"dr": true, "mr": true, "ms": true, "mrs": true, "st": true, "jr": true, "sr": true, "prof": true}
)

// reDayEvent: a day's meeting after it ("Thursday's meeting", "Friday's
// demo").
var reDayEvent = regexp.MustCompile(`^['’]s\s+(?:meeting|call|sync|standup|stand-up|session|demo|review|retro|planning|check-?in)\b`)

// reNextNameWord: a capitalised word right after a mention, which may
// be the rest of the person's name.
var reNextNameWord = regexp.MustCompile(`^\s+([\p{Lu}][\p{L}'’-]+)\b`)

// wholeNameKnown: name, as a whole, is a roster name or alias or a name
// the notes list ("Priya Nair"), not a known first name followed by some
// other word ("Bob Review").
func (p *parser) wholeNameKnown(name string) bool {
	name = strings.TrimPrefix(strings.TrimSpace(name), "@")
	if p.names[strings.ToLower(name)] || p.rollInitialsOf[strings.ToLower(name)] {
		return true
	}
	who, ok := p.roster.Lookup(name)
	if !ok {
		return false
	}
	if strings.EqualFold(who.Name, name) {
		return true
	}
	for _, a := range who.Aliases {
		if strings.EqualFold(a, name) {
			return true
		}
	}
	return false
}

// deadlineOverOn: a day said with "on" tells when something happened or
// happens ("find out why the job ran twice on Saturday -- Frank, by
// Wednesday"); a later day said with a deadline word ("by", "before",
// "until", "due") is the item's due: that match, when there is one.
func deadlineOverOn(s string, m []int) []int {
	if !strings.HasPrefix(strings.ToLower(s[m[2]:m[3]]), "on ") {
		return m
	}
	for _, l := range reDueEn.FindAllStringSubmatchIndex(s[m[1]:], -1) {
		if !strings.HasPrefix(strings.ToLower(s[m[1]+l[2]:m[1]+l[3]]), "on ") {
			for k := range l {
				if l[k] >= 0 {
					l[k] += m[1]
				}
			}
			return l
		}
	}
	return m
}

// reKoGiroEnd: a verb's 기 with the 로 of a decision and what follows it
// ("만들기로 했음", "발급받기로", "만들어 오기로 했음").
var reKoGiroEnd = regexp.MustCompile(`(?:[\p{Hangul}]{2,}|\s[^\s하]|[\p{Hangul}]+[아어여와워]\s?오)(기)로(?:\s*(?:함|했음|했다|했습니다|하였음|하였습니다|합의함|합의))?$`)

// reKoAskedDo: a verb's last syllable, its 아/어 and a request closing
// the line ("받아주세요", "읽어 주시기 바랍니다").
var reKoAskedDo = regexp.MustCompile(`(\p{Hangul})[아어]\s?(?:주세요|주시기\s*바랍니다|주십시오)\s*[.!]?$`)

// koClosedSyllable: the Hangul syllable s ends with a consonant (받, 읽).
func koClosedSyllable(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return koFinal(r) > 0
}

// The finals of Hangul syllables the readings test, by their index among
// the 28 (0 is none).
const (
	koFinalN  = 4  // ㄴ: 한, 된 (an adnominal)
	koFinalL  = 8  // ㄹ: 할, 보낼
	koFinalB  = 17 // ㅂ: 합(니다)
	koFinalSS = 20 // ㅆ: 했, 됐
)

// koFinal: the index of syllable r's final consonant (0 when it has
// none), or -1 when r is no Hangul syllable.
func koFinal(r rune) int {
	if r < 0xAC00 || r > 0xD7A3 {
		return -1
	}
	return int((r - 0xAC00) % 28)
}

// reKoPromiseDo: a verb's promise closing the line — its future form
// before 게요 ("끝낼게요": group 1), or its stem before 겠습니다 ("보겠습니다":
// group 2).
var reKoPromiseDo = regexp.MustCompile(`(?:\p{Hangul}(볼|줄|올|갈|낼|될|쓸|둘|릴|킬|칠|들)\s?[게께]요|(\p{Hangul})겠습니다)\s*[.!~]*$`)

// reKoWillDo: a verb's future form before 예정 or 계획 ("끝낼 예정이다"),
// its last syllable one koWillStem knows.
var reKoWillDo = regexp.MustCompile(`\p{Hangul}(볼|줄|올|갈|낼|될|쓸|둘|릴|킬|칠|들)\s*(?:예정|계획)(?:이다|입니다|임|이에요)?\s*[.]?$`)

// koWillStem: the future form's syllable without its ㄹ (끝낼 → 끝내);
// 들 is a stem's own (만들 → 만들기).
var koWillStem = map[string]string{"볼": "보", "줄": "주", "올": "오", "갈": "가", "낼": "내", "될": "되", "쓸": "쓰", "둘": "두", "릴": "리", "킬": "키", "칠": "치", "들": "들"}

var koEndings = []string{
	"요망",
	"하겠다고 했습니다", "하겠다고 하였음", "하겠다고 했음", "하겠다고 했다", "하겠다고 말함", "하겠다고 함", "겠다고 함", "을 진행할 계획입니다", "을 진행할 계획이다", "을 진행할 계획임", "을 진행할 계획", "를 진행할 계획", "할 계획입니다", "할 계획이다", "할 계획임", "할 계획",
	"하도록 하였음", "하도록 했음", "하도록 한다", "하도록 했다", "하도록 함", "해 주길 바랍니다", "해주길 바랍니다", "해 주길 바람", "해주길 바람", "해 주었으면 좋겠음", "해주었으면 좋겠음", "해 주었으면 함", "해주었으면 함",
	"해 오기로 했습니다", "해 오기로 하였다", "해 오기로 했다", "해오기로 했다", "해 오기로 함", "해오기로 함", "해 오기로", "해오기로", "해 올 것", "해올 것",
	"해 주시기로 했습니다", "해 주시기로 함", "해주시기로 함", "해 주시기로", "해주시기로",
	"해 주시면 됩니다", "해주시면 됩니다", "해 주기로 했습니다", "해 주기로 함", "해주기로 함", "해 주기로 했음", "해 주기로", "해주기로", "해 보기로 함", "해보기로 함", "해 보기로", "해보기로", "주기로 함", "하기로 하였습니다", "하기로 하였음", "하기로 합의함", "하기로 합의", "맡았습니다", "맡았어요", "맡았음", "맡았다", "맡게 되었습니다", "맡게 됐습니다", "맡게 되었음", "맡게 됐음", "맡게 되었다", "맡게 됐다", "맡게 됩니다", "맡게 된다", "맡게 됨", "하게 되었습니다", "하게 됐습니다", "하게 되었음", "하게 됐음", "하게 되었다", "하게 됐다", "하게 됩니다", "하게 된다", "하게 됨", "맡기로 한다", "맡기로 함", "맡기로 했음", "맡기로 하였음", "맡기로 하였다", "맡기로 했다", "하기로 했습니다", "하기로 했음", "하기로 하였다", "하기로 했다", "하기로 함", "하기로", "할 예정이다", "할 예정입니다", "할 예정임", "할 예정", "해야 합니다", "해야 한다", "해야 함", "해야 됨", "해야", "할 필요가 있습니다", "할 필요가 있음", "할 필요가 있다", "할 필요 있음", "하겠습니다", "해 주세요", "해주세요",
	"부탁드립니다", "부탁드려요", "부탁", "드리겠습니다", "드립니다", "할게요", "할께요", "합니다", "한다", "하기", "함", "할 것", "할것", "예정이다", "예정입니다", "예정임", "예정", "하라", "해라",
}

// reDayField: a deadline field's value — a day ("6.7(금)", "~6/10",
// "6월 14일", "2024-06-14") or a weekday.
var reDayField = regexp.MustCompile(`^~?\s*(?:\d{4}[-./]\s*)?\d{1,2}\s*[./월]\s*\d{1,2}\s*일?\.?\s*(?:\([월화수목금토일]\))?\s*(?:까지)?$|^[월화수목금토일]요일(?:까지)?$|^~?\s*\d{1,2}\s*월\s*(?:초|초순|상순|중|중순|하순|말|내)(?:\s*까지)?$`)

// reFieldsSlash: "work : owner / deadline".
var reFieldsSlash = regexp.MustCompile(`^(.{2,120}?)\s*[:：]\s*([^:：/]{2,40}?)\s+/\s+(\S.{0,30})$`)

// reKoJobTitle: a Korean name followed by a job title ("이서연 대리",
// "박지훈 사원님"), as company minutes write people.
var reKoJobTitle = regexp.MustCompile(`([\p{Hangul}]{2,4})\s+(?:` + strings.Join(extract.KoJobTitles, "|") + `)(?:님)?(\s|[,)/.:：·]|$)`)

// koDropJobTitles leaves the name of "이서연 대리" where the words before
// the title are a person's name (a full name, or one the notes know), so
// the owner forms read it as they read "이서연".
func (p *parser) koDropJobTitles(body string) string {
	if !strings.Contains(body, " ") || !extract.HasHangul(body) {
		return body
	}
	return reKoJobTitle.ReplaceAllStringFunc(body, func(m string) string {
		sm := reKoJobTitle.FindStringSubmatch(m)
		if koFullName(sm[1]) || p.known(sm[1]) {
			return sm[1] + sm[2]
		}
		return m
	})
}

// reArrowState: an item's state written after an arrow closing it
// ("→ 이월", "-> 보류", "=> done").
var reArrowState = regexp.MustCompile(`(?i)\s*(?:→|->|=>|⇒)\s*(이월|보류|연기|완료|진행\s*중|미완료|미완|취소|계속|지속|done|completed|fixed|resolved|merged|closed|shipped|released|해결|반영\s*완료|wip|in\s+progress|carried\s+over|postponed|on\s+hold|ongoing)\s*[.!]?\s*$`)

// reCodeOwnerTail: one or more people in inline code closing an item
// ("… `지훈`", "… `지훈`, `유진`").
var reCodeOwnerTail = regexp.MustCompile("\\s(`[^`]{2,40}`(?:\\s*(?:[,，、/&+]|and)?\\s*`[^`]{2,40}`){0,5})\\s*[.]?\\s*$")

// codeOwnerTail: the owners of reCodeOwnerTail as one list ("지훈, 유진")
// and where the item's words end; ok false when no code span closes s.
func codeOwnerTail(s string) (owners string, end int, ok bool) {
	m := reCodeOwnerTail.FindStringSubmatchIndex(s)
	if m == nil {
		return "", 0, false
	}
	var names []string
	for _, part := range strings.Split(s[m[2]:m[3]], "`") {
		if t := strings.Trim(part, " ,，、/&+"); t != "" && t != "and" {
			names = append(names, t)
		}
	}
	return strings.Join(names, ", "), m[0], true
}

// codeOwnerAsDash: raw, a line closed by its owner in inline code
// ("머리 자르기 `Jo`", "#### Attention 레이어 `차성철`"), written with the
// owner after a dash ("… - Jo"), as the trailing-owner reading takes it;
// else plain, the line without its inline marks. A code span that holds a
// path or an identifier ("`main.py`", "`get_user()`") names nobody.
func codeOwnerAsDash(raw, plain string) string {
	o, end, ok := codeOwnerTail(strings.TrimSpace(raw))
	if !ok || strings.ContainsAny(o, "/._()") {
		return plain
	}
	return strings.TrimSpace(stripInline(strings.TrimSpace(raw)[:end])) + " - " + o
}

// reOwnColon: an item opened by a capitalised owner: "TIM: Update …",
// "ZK to review …", "Ana will …".
var reOwnColon = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]{1,20})(?:\s*[:：]|\s+(?:to|will)\b)\s+\S`)

// reStandingLabel: a label of an item's standing in the list before its
// owner ("NEW:", "Carried over:", "Ongoing:"), no part of owner or title.
// reItemEnumerator: an action's own number written inside its bullet
// ("1: …", "2) …", "#3 - …", "AI 4: …" is a marker, read elsewhere);
// a time ("1:30") has no space after its colon.
var reItemEnumerator = regexp.MustCompile(`^\s*#?\d{1,3}\s*(?:[:)]|\s[-–—])\s+`)

// reOwnerPlaceholder: an owner slot the notes left to fill ("XXX - …",
// "??? - …", "TBA: …", "[name] - …"): nobody is named yet.
var reOwnerPlaceholder = regexp.MustCompile(`(?i)^(?:x{2,}|\?{2,}|tba|tbc|tbd)$|^[\[<](?:name|owner|who|tbd)[\]>]$`)

// rePlaceholderLead: an owner slot opening the item before a dash or a
// colon (reOwnerPlaceholder says which words leave it empty).
var rePlaceholderLead = regexp.MustCompile(`^\s*(\S{2,8})\s*[-–—:：]\s+(.+)$`)

var reStandingLabel = regexp.MustCompile(`^\s*(?i:new|open|ongoing|pending|continuing|continued|carried(?:\s+over|\s+forward)?|carry[- ]?over|in\s+progress|still\s+open|repeat|next(?:\s+(?:steps?|up))?)\s*[:：]\s+`)

// reStandingParen: a state in parentheses opening an item, before its
// owner ("(partial) @tsc: …", "(in progress) Dana: …", "(보류) 민서:
// …"): a state of work not done (a done state is a report, read as such
// elsewhere).
var reStandingParen = regexp.MustCompile(`^\s*\((?i:partial(?:ly\s+done)?|in\s+progress|wip|ongoing|pending|blocked|on\s+hold|carried\s+over|진행\s*중|보류|이월|계속|지속)\)\s*[:：]?\s+`)

// reTaskMark: marks of a task's state that are no part of its title: a
// leading "[O]"/"[X]"/"[v]" (done or not) and "(todo)".
var reTaskMark = regexp.MustCompile(`^\s*\[[OoXxVv✓✔ ]\]\s*|\s*\((?i:todo|to-?do)\)\s*`)

// reEmptyParen: what cutting a due out of "(~금)" leaves.
var reEmptyParen = regexp.MustCompile(`\(\s*\)|\[\s*\]`)

// reKoSettledTitle: a title closed by "…는 것으로 (함)" / "…는 걸로"; the
// group is the line up to the verb's stem.
var reKoSettledTitle = regexp.MustCompile(`^(.*\p{Hangul})는\s*(?:걸로|것으로)(?:\s*` + koSettledEnding + `)?$`)

// koLDropStems: stems that drop their ㄹ before 는 ("만드는" of 만들다).
var koLDropStems = map[string]string{"만드": "만들", "여": "열", "파": "팔", "거": "걸"}

// reKoGiroDone: a closing "…기로 했다" and its written variants.
var reKoGiroDone = regexp.MustCompile(`기로\s*(?:하였다|했다|했음|하였음|했습니다|하였습니다)\s*$`)

var koDropParticles = []string{"을", "를", "의"}

var koKeepWithParticle = map[string]bool{"회의": true, "논의": true, "합의": true, "동의": true, "협의": true, "문의": true, "정의": true, "주의": true, "건의": true, "심의": true, "질의": true, "강의": true, "의의": true}

// cleanTitle trims punctuation and nominalises a Korean commitment:
// "공급사의 납기 회신을 확인합니다" → "공급사 납기 회신 확인".
func cleanTitle(s string) string {
	s = strings.TrimSpace(reTaskMark.ReplaceAllString(s, " "))
	s = reEmptyParen.ReplaceAllString(s, " ")
	s = strings.Trim(s, " \t.,;:!-–—*_→>/|")
	// "(Jim to update)" read from inside its parentheses leaves "update)":
	// a closing parenthesis nothing opened is no part of the title.
	for strings.HasSuffix(s, ")") && strings.Count(s, ")") > strings.Count(s, "(") {
		s = strings.Trim(strings.TrimSuffix(s, ")"), " \t.,;:!-–—*_→>")
	}
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return s
	}
	last := []rune(s)[utf8.RuneCountInString(s)-1]
	if !unicode.Is(unicode.Hangul, last) {
		return s
	}
	// "견적 받아주세요", "자료 읽어 주세요": a stem closed by a
	// consonant, its 아/어 and the request become the to-do form, "받기".
	if m := reKoAskedDo.FindStringSubmatchIndex(s); m != nil && koClosedSyllable(s[m[2]:m[3]]) {
		s = s[:m[3]] + "기"
	}
	// "로그인 끝낼게요", "로그 모니터링 보겠습니다": a speaker's promise
	// becomes the work's to-do form, "끝내기", "보기" (하다's "할게요",
	// "하겠습니다" are cut below).
	if m := reKoPromiseDo.FindStringSubmatchIndex(s); m != nil {
		if m[2] >= 0 {
			s = s[:m[2]] + koWillStem[s[m[2]:m[3]]] + "기"
		} else if m[4] >= 0 && s[m[4]:m[5]] != "하" && !(s[m[4]:m[5]] == "리" && strings.HasSuffix(s[:m[4]], "드")) {
			s = s[:m[4]] + s[m[4]:m[5]] + "기"
		}
	}
	// "끝낼 예정이다", "올릴 예정": the verb's future form becomes its
	// to-do form, "끝내기", "올리기" (하다's "할 예정" is cut below).
	if m := reKoWillDo.FindStringSubmatchIndex(s); m != nil {
		s = s[:m[2]] + koWillStem[s[m[2]:m[3]]] + "기"
	}
	// "보고서 올릴 것임", "정리할 것입니다": the declarative reads as the
	// plain "올릴 것", "정리할 것".
	if koWillDecl(s) {
		s = strings.TrimSpace(s[:strings.LastIndex(s, "것")]) + " 것"
	}
	// "서버 배포하는 것으로 함", "자료 만드는 걸로": work settled keeps
	// its to-do form — a 하다 noun alone, another verb's "…기" (kosettled.go).
	if m := reKoSettledTitle.FindStringSubmatch(s); m != nil {
		f := strings.Fields(m[1])
		head, stem := strings.Join(f[:len(f)-1], " "), f[len(f)-1]
		switch h, ok := strings.CutSuffix(stem, "하"); {
		case ok && strings.TrimSpace(head+" "+h) != "":
			s = strings.TrimSpace(head + " " + h)
		case !ok:
			if full, ok := koLDropStems[stem]; ok {
				stem = full
			}
			s = strings.TrimSpace(head + " " + stem + "기")
		}
	}
	// "자료 찾아보기로 하였다", "서버 옮기기로 했음": a verb agreed to
	// keeps its to-do form, "찾아보기" (하다's and 맡다's, and the endings
	// koEndings lists, are cut below).
	if m := reKoGiroDone.FindStringIndex(s); m != nil && !strings.HasSuffix(s[:m[0]], "하") && !strings.HasSuffix(s[:m[0]], "맡") && strings.TrimSpace(s[:m[0]]) != "" && !slices.ContainsFunc(koEndings, func(e string) bool { return strings.HasSuffix(s, e) }) {
		s = s[:m[0]] + "기"
	}
	for _, e := range koEndings {
		h, ok := strings.CutSuffix(s, e)
		if !ok || strings.TrimSpace(h) == "" {
			continue
		}
		// "정하기" is a verb, not 정 + 하기: keep a stem of one syllable whole.
		if f := strings.Fields(h); !strings.HasSuffix(h, " ") && utf8.RuneCountInString(f[len(f)-1]) < 2 {
			break
		}
		s = strings.TrimSpace(h)
		break
	}
	// "발급받기로 함", "만들기로 했음": the 기로 of a verb other than 하다
	// keeps the work's noun form, "발급받기".
	if m := reKoGiroEnd.FindStringSubmatchIndex(s); m != nil && strings.Contains(s[:m[1]], " ") {
		s = s[:m[3]]
	}
	words := strings.Fields(s)
	kept := words[:0]
	for _, w := range words {
		// The speaker's own subject adds nothing to a task title.
		if w != "제가" && w != "저는" && w != "저희가" {
			kept = append(kept, w)
		}
	}
	if len(kept) > 0 {
		words = kept
	}
	for i, w := range words {
		if koKeepWithParticle[w] || keepsItsUi(w, i == len(words)-1) {
			continue
		}
		// A topic particle on a long noun ("공지문은" → "공지문").
		if utf8.RuneCountInString(w) >= 3 && isHangul(w) {
			if h, ok := strings.CutSuffix(w, "은"); ok && !koAdnominalStem(h) {
				words[i] = h
				continue
			}
			if h, ok := strings.CutSuffix(w, "는"); ok && !koAdnominalStem(h) {
				words[i] = h
				continue
			}
		}
		for _, p := range koDropParticles {
			// "ERD를 완성", "API의 문서": a Latin word takes the particle too.
			if h, ok := strings.CutSuffix(w, p); ok && h != "" && (isHangul(h) || isLatinWord(h)) {
				words[i] = h
				break
			}
		}
	}
	return strings.Join(words, " ")
}

// keepsItsUi: a word's final 의 is its own syllable, not the possessive
// particle, when the word ends in a noun of koKeepWithParticle ("재정의",
// "주간회의") or closes the title, where a possessive has nothing to
// qualify ("페르소나 재정의").
func keepsItsUi(w string, last bool) bool {
	if !strings.HasSuffix(w, "의") {
		return false
	}
	if last {
		return true
	}
	for k := range koKeepWithParticle {
		if strings.HasSuffix(w, k) {
			return true
		}
	}
	return false
}

// isLatinWord: letters and digits of the Latin script only ("ERD", "S3").
func isLatinWord(s string) bool {
	for _, r := range s {
		if r > unicode.MaxASCII || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return s != ""
}

func isHangul(s string) bool {
	for _, r := range s {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	return true
}

// reTeamSubject: a word with a subject or topic particle ("백엔드는",
// "Frontend에서", "디자인팀이").
var reTeamSubject = regexp.MustCompile(`(^|[,，]\s*|\s)([\p{Hangul}A-Za-z][\p{Hangul}A-Za-z-]{0,15}?)\s?(?:은|는|이|가|에서|측에서|쪽에서)\s`)

// teamSubjects: the teams a Korean line names as its subjects, when the
// first comes within its first few words.
func teamSubjects(body string) []string {
	if !extract.HasHangul(body) {
		return nil
	}
	var out []string
	for i, m := range reTeamSubject.FindAllStringSubmatchIndex(body, 4) {
		t := teamName(body[m[4]:m[5]])
		if t == "" {
			continue
		}
		if f := strings.Fields(body[:m[4]]); len(f) > 0 && koCompoundHead(f[len(f)-1]) {
			// "리뷰 크롤링 데이터는 …": 데이터 closes a compound noun
			// (the crawled data), it names no team.
			continue
		}
		if len(out) == 0 && (i > 0 && len(strings.Fields(body[:m[4]])) > 3 || len(strings.Fields(body[:m[4]])) > 3) {
			return nil
		}
		out = append(out, t)
	}
	return out
}

// koCompoundHead: the word before a team's name makes one noun with it —
// a bare Hangul noun, with no particle, time or punctuation closing it
// ("크롤링 데이터는", but "다다음주까지 프론트엔드는", "그리고 백엔드는").
func koCompoundHead(w string) bool {
	if !isHangul(w) || utf8.RuneCountInString(w) < 2 {
		return false
	}
	for _, end := range []string{"까지", "부터", "에는", "에서", "에", "은", "는", "이", "가", "을", "를", "도", "로", "고", "며", "면", "서", "와", "과", "및", "그리고", "또한"} {
		if strings.HasSuffix(w, end) {
			return false
		}
	}
	return !reKoTimeWord.MatchString(w)
}

var reKoTimeWord = regexp.MustCompile(`(?:주|일|월|요일|오늘|내일|모레|이번|다음|차주|금주|우선|먼저|이후|앞으로|향후|추후)$`)

// titled sets c's title and due from text — the due expression cut out,
// the rest cleaned — and says whether a title is left. Every form that
// reads a task from a span of text goes through it, so they all trim and
// split the same way.
func titled(c *extract.Candidate, text string) bool {
	c.Title, c.Due = cutDue(text)
	c.Title = cleanTitle(c.Title)
	return c.Title != ""
}

// subjectless: a candidate of syntax titled from text that names nobody
// to do it (a person picks one); due is its deadline where text writes
// none. nil when text leaves no title.
func subjectless(syntax, text, due string) *extract.Candidate {
	c := &extract.Candidate{Syntax: syntax}
	if !titled(c, text) {
		return nil
	}
	if c.Due == "" {
		c.Due = due
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// koTitleOnly: a title or form of address with no name ("교수님",
// "선생님", "조교님"): who spoke or whom a line addresses, not a person the
// notes can give a task to.
func koTitleOnly(s string) bool {
	s = strings.Join(strings.Fields(s), "")
	if s == "선생님" {
		return true
	}
	for _, h := range []string{"님", "씨"} {
		if base, ok := strings.CutSuffix(s, h); ok && koTitles[base] {
			return true
		}
	}
	return koTitles[s]
}

// reMidOwner: an owner set off by dashes between the work and a remark
// ("topic - Name - remark").
var reMidOwner = regexp.MustCompile(`^(.{3,}?)\s+(?:-|–|—)\s+(@?[\p{Lu}][\p{L}'.]*(?:\s+[\p{Lu}][\p{L}'.]*)?(?:\s*(?:/|,|&|\band\b)\s*@?[\p{Lu}][\p{L}'.]*(?:\s+[\p{Lu}][\p{L}'.]*)?)*)\s+(?:-|–|—)\s+(\S.{0,80})$`)

// midOwner: every name between the dashes is a person: one the notes
// know, or a capitalised name, no label word or acronym, that the notes
// write more than once.
func (p *parser) midOwner(s string) bool {
	owners := splitOwners(s)
	if len(owners) == 0 {
		return false
	}
	for _, o := range owners {
		o = strings.TrimPrefix(o, "@")
		if p.known(o) {
			continue
		}
		if reAcronym.MatchString(o) || len(strings.Fields(o)) > 2 || !p.personLike(o, false) || !p.recurs(strings.Fields(o)[0]) {
			return false
		}
	}
	return true
}

// reDateMention: a date written as a mention (Notion's "@2026년 6월 17일",
// "@2026-06-17", "@June 17, 2026", "@오늘"/"@내일", "@Today").
var reDateMention = regexp.MustCompile(`(?i)(?:^|\s)@((?:\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일|\d{4}[-./]\d{1,2}[-./]\d{1,2}|` + enMonth + `\s+\d{1,2},?\s+\d{4}|오늘|내일|모레|today|tomorrow)(?:\s*\([월화수목금토일]\))?)(?:\s|$|[.,)])`)

// cutDateMention takes a date mention out of an item: the item without
// it and the date as written (without the @), or due "" when none.
func cutDateMention(body string) (string, string) {
	if !strings.Contains(body, "@") {
		return body, ""
	}
	m := reDateMention.FindStringSubmatchIndex(body)
	if m == nil {
		return body, ""
	}
	due := strings.TrimSpace(body[m[2]:m[3]])
	rest := strings.TrimSpace(body[:m[2]-1]) + " " + strings.TrimSpace(body[m[3]:])
	return strings.TrimSpace(rest), due
}

// reTeamParenLabel: a team's short label closed by a parenthesis opening
// an item ("BE) …", "디자인) …").
var reTeamParenLabel = regexp.MustCompile(`^([A-Za-z]{2,12}|[가-힣]{2,6})\)\s+`)

// koSlashFields reads a Korean item written as fields between spaced
// slashes (or middle dots, or bars: "견적서 재발송 · 박지훈 · 6/14"): one field a person (a name the notes know, a full name, a
// team or office), at most one a deadline, the rest the work. A team's
// label opening the item ("BE) ") names the area, not the owner.
func (p *parser) koSlashFields(body string) (owner, task, due string, ok bool) {
	b := strings.TrimSpace(body)
	sep := ""
	for _, s := range []string{" / ", " · ", " | "} {
		if strings.Contains(b, s) {
			sep = s
			break
		}
	}
	// "보고서 초안 작성, 김민수, 금요일까지", "Ping legal, Jo Park, next
	// week": commas part the fields only when there are three, a person
	// the notes know and a deadline among them (commas part words
	// otherwise).
	// ("… — owner: Dana, Omar, due Friday": the commas part an owner
	// field's names, read by the field.)
	commas := sep == "" && strings.Count(b, ", ") == 2 && !reOwnerField.MatchString(b)
	if commas {
		sep = ", "
	}
	if !extract.HasHangul(b) && !commas || sep == "" || len(b) > maxItemBytes {
		return "", "", "", false
	}
	if m := reTeamParenLabel.FindStringSubmatch(b); m != nil && teamName(m[1]) != "" {
		b = b[len(m[0]):]
	}
	parts := strings.Split(b, sep)
	if len(parts) < 2 || len(parts) > 4 {
		return "", "", "", false
	}
	var work []string
	for _, f := range parts {
		f = strings.TrimSpace(f)
		switch {
		case f == "":
			return "", "", "", false
		case owner == "" && utf8.RuneCountInString(f) <= 20 && p.allPeople(splitOwners(f), true):
			owner = f
		case due == "" && slashDue(f):
			due = f
		default:
			work = append(work, f)
		}
	}
	if owner == "" || len(work) != 1 || !extract.HasHangul(work[0]) && !commas || commas && due == "" {
		return "", "", "", false
	}
	return owner, work[0], due, true
}

// dueField: the last field of "work : owner / due" (or of "work | owner |
// due", pipefields.go) holds a deadline.
func dueField(d string) bool {
	_, due := cutDue(d)
	return due != "" || reDueLead.MatchString(d+" ") || reDayField.MatchString(d) || reBareMonthDay.MatchString(strings.TrimSpace(d))
}

// slashDue: a field that is a deadline and nothing else ("~수", "6/14",
// "금요일까지", "6월 말").
func slashDue(f string) bool {
	if reDayField.MatchString(f) || reBareDate.MatchString(f) || reBareMonthDay.MatchString(strings.TrimSpace(f)) {
		return true
	}
	rest, d := cutDue(f)
	return d != "" && strings.TrimSpace(strings.Trim(rest, " ()[]~")) == ""
}

// reBareMonthDay: an English month and day alone ("Dec 4", "4 December").
var reBareMonthDay = regexp.MustCompile(`(?i)^(?:` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+` + enMonth + `)$`)

// reKoCommaDay: a day alone after a comma closing an item ("…, 다음 주
// 월요일", "…, 6/14", "…, 내일").
var reKoCommaDay = regexp.MustCompile(`\s*,\s*((?:(?:이번|다음|차)\s*주\s*)?[월화수목금토일]요일|\d{1,2}/\d{1,2}(?:\s*\([월화수목금토일]\))?|\d{1,2}\s*월\s*\d{1,2}\s*일(?:\s*\([월화수목금토일]\))?|내일|모레|오늘\s*중)\s*[.]?$`)

var (
	// reKoChargeLead: a person or office, then 담당/주관/책임 and the work.
	reKoChargeLead = regexp.MustCompile(`^([가-힣]{2,12}?)\s*(?:님|씨)?\s*(?:담당|주관|책임)(?:으로|하에|\s+하에)\s+(\S.*)$`)
	// reKoParenLead: a person or office in parentheses opening the work.
	reKoParenLead = regexp.MustCompile(`^[(（]\s*([^()（）]{2,24}?)\s*[)）]\s*(\S.*)$`)
)

// koChargeLead reads an item that opens with who is in charge of it
// (reKoChargeLead, reKoParenLead): a name the notes know, a full name or
// an office; what follows is the work.
func (p *parser) koChargeLead(body string) (owner, rest string, ok bool) {
	b := strings.TrimSpace(body)
	if !extract.HasHangul(b) {
		return "", "", false
	}
	for _, re := range []*regexp.Regexp{reKoChargeLead, reKoParenLead} {
		m := re.FindStringSubmatch(b)
		if m == nil || !extract.HasHangul(m[2]) {
			continue
		}
		o := strings.TrimSpace(m[1])
		owners := splitOwners(o)
		people := len(owners) > 0
		for _, w := range owners {
			// "(공통) 10월 2일 이슈 나누기": a group word in the
			// parentheses is the owner as written, as "(민서)" beside it
			// is a person's.
			group := re == reKoParenLead && groupOwners[strings.ToLower(w)]
			if !(p.koPerson(w) || p.known(w) || koOrgUnit(w) || group) {
				people = false
			}
		}
		if people {
			return o, strings.TrimSpace(m[2]), true
		}
	}
	return "", "", false
}

// endsHangul: s closes with a Hangul word (the Korean work before a
// deadline written after it; "Book the venue by" is English's own form).
func endsHangul(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(s))
	return unicode.Is(unicode.Hangul, r)
}

// adjBeforeTo: adjectives written before "to" and a verb ("Hard to keep
// up", "Important to test first", "Nice to have"): a remark's opening
// word, never a person's name.
var adjBeforeTo = map[string]bool{"hard": true, "easy": true, "difficult": true, "able": true, "unable": true, "ready": true,
	"nice": true, "good": true, "great": true, "important": true, "necessary": true, "possible": true, "impossible": true,
	"likely": true, "unlikely": true, "sure": true, "willing": true, "happy": true, "glad": true, "relevant": true,
	"useful": true, "helpful": true, "tricky": true, "tough": true, "better": true, "best": true, "essential": true,
	"crucial": true, "critical": true, "worth": true, "fun": true, "interesting": true, "okay": true, "ok": true, "fine": true,
	// and the participles that take "to" the same way ("Hoping to close
	// them this week")
	"hoping": true, "trying": true, "planning": true, "wanting": true, "aiming": true, "looking": true, "going": true}

// koHonoredSubjectAfter: body names a person with 님/씨 and a subject
// particle ("QA는 세훈님이 금요일까지 진행"): the topic before is the work,
// the person does it.
func (p *parser) koHonoredSubjectAfter(body string) bool {
	m := reKoHonorificSubject.FindStringSubmatch(body)
	return m != nil && !koTitleOnly(m[1]+m[2]) && !koRoles[m[1]] && !koCommonWord[m[1]] && (p.known(m[1]) || koGivenShaped(m[1]) || koFullName(m[1]))
}

// reParenOwnerAmid: a parenthesis that opens with the names of those who
// take the item, then maybe a remark of its own ("(LH - done)", "(KL,
// ask the others too)", "(LH drafted 4/19)").
var reParenOwnerAmid = regexp.MustCompile(`[(（]\s*(` + capName + `(?:\s*(?:,|/|&|\+|·|\band\b)\s*` + capName + `)*)\s*(?:(?:[-–—;,:]\s*|\s+)([^()]*))?[)）]`)

// capName: a capitalised name, maybe with a second capitalised word
// ("LH", "Lulin Song", "@Ana").
const capName = `@?[\p{Lu}][\p{L}\p{N}._-]*(?:\s+[\p{Lu}][\p{Ll}]+)?`

// reAfterOwnerParen: what may follow the owners' parenthesis — further
// parentheses, a link after a colon, a remark after a dash.
var reAfterOwnerParen = regexp.MustCompile(`^(?:\s*[(（][^()]*[)）])*\s*(?:(?:[:：]\s*\S+|[-–—]\s+.*)\s*)?[.]?$`)

// parenOwnerAmid: an action item's owners in a parenthesis that is not
// the last thing on the line — "Circulate the list (LH, KL) : http://…",
// "Register the IDs (KL, Lulin Song) (11/15, has been assigned)", "Post the
// invitations (LH - done)", "Make a list of invitees (KL, ask the others
// as well)". Each owner must be a person by itself: a name the notes
// know, a full name, or initials the notes write more than once; a remark
// inside the parenthesis is a dash, a comma or a past form ("LH drafted
// 4/19"), never words that make the "names" a phrase ("(UI changes)").
func (p *parser) parenOwnerAmid(body string) (string, string, bool) {
	for _, m := range reParenOwnerAmid.FindAllStringSubmatchIndex(body, -1) {
		if m[0] == 0 || strings.TrimSpace(body[:m[0]]) == "" {
			continue
		}
		if !reAfterOwnerParen.MatchString(body[m[1]:]) {
			continue
		}
		remark := ""
		if m[4] >= 0 {
			remark = strings.TrimSpace(body[m[4]:m[5]])
		}
		between := body[m[3]:m[1]]
		if remark != "" && !strings.ContainsAny(strings.TrimSpace(between)[:1], "-–—;,:") {
			// "(LH drafted 4/19)": after a space, only a past form
			// or "done" reports on the owners' work.
			w := strings.ToLower(firstWord(remark))
			if w != "done" && !strings.HasSuffix(w, "ed") {
				continue
			}
		}
		names := body[m[2]:m[3]]
		owners := splitOwners(names)
		ok := len(owners) > 0
		for _, o := range owners {
			o = strings.TrimPrefix(o, "@")
			initials := reInitials.MatchString(o) && !notInitials[o] && p.recurs(o)
			full := len(strings.Fields(o)) == 2 && unicode.IsUpper([]rune(strings.Fields(o)[1])[0]) && !reAcronym.MatchString(strings.Fields(o)[1])
			if !(p.known(o) || initials || full && unicode.IsUpper([]rune(o)[0])) || notNames[strings.ToLower(o)] {
				ok = false
			}
		}
		if !ok {
			continue
		}
		rest := strings.TrimSpace(body[:m[0]] + " " + body[m[1]:])
		return names, rest, true
	}
	return "", "", false
}

// capitalAfterTo: the words after "X to" open with a capitalised word
// that is no acronym and no verb ("to General Assembly", "to Berlin"): a
// place or a name of a thing ("to PR the fix", "to Fix the bug" are
// verbs).
func capitalAfterTo(rest string) bool {
	w := strings.Trim(firstWord(rest), "*_,.:;!?")
	r, _ := utf8.DecodeRuneInString(w)
	lw := strings.ToLower(w)
	return w != "" && w != "I" && unicode.IsUpper(r) && !reAcronym.MatchString(w) && !workVerb(lw) && !verbWord(w) && !enWorkVerbs[lw]
}
