package rules

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A team's division of roles ("## 역할 분담" / "- 윤서: 팀장, 기획", "- 태민:
// 백엔드", "Roles: Priya – PM") says who does which part of the project,
// not a task with an end: a person reads it, nothing is registered.

// koRoleWords: parts of a project a member takes, beyond the team names
// (teamNames) and the positions (koRoles).
var koRoleWords = wordSet(`문서 문서화 서기 회계 개발 총괄 풀스택 발표 자료조사 테스트 검수 ui ux ui/ux lead 리드 개발자 기획자
	퍼블리싱 퍼블리셔 scrum master 스크럼마스터 리뷰 리뷰어 품질`)

// reRoleHeading: a heading or parent that announces roles.
var reRoleHeading = regexp.MustCompile(`(?i)역할|담당\s*분야|r\s*&\s*r|\broles?\b|responsibilities|team\s+structure|팀\s*구성`)

// reMeetingPart: a part in a meeting to come, not work to do: leading its
// discussion of a topic, chairing, hosting or running it, taking its
// notes. (Volunteering to moderate a panel or a webinar is work.)
var reMeetingPart = regexp.MustCompile(`(?i)^(?:(?:lead|led|leads)\s+the\s+discussion(?:\s+(?:on|of|about)\b.*)?|(?:chair|host|moderate|facilitate|run)\s+the\s+(?:next\s+)?(?:meeting|call|session)|take\s+(?:the\s+)?(?:notes|minutes)(?:\s+(?:at|for|of|in)\s+the\s+(?:next\s+)?(?:meeting|call|session))?)\s*[.]?$`)

var reRoleSep = regexp.MustCompile(`\s*(?:[,/·+&]|및|\band\b)\s*`)

// roleValue: every part of v is a role or team; positional says one of
// them is a position (팀장, 조장), which names a role wherever it is
// written ("백엔드" or "Docs" alone may be the work of a to-do list).
func roleValue(v string) (all, positional bool) {
	v = strings.TrimSpace(strings.Trim(strings.TrimSpace(reTrailParen.ReplaceAllString(v, "")), "*_.`"))
	if v == "" {
		return false, false
	}
	for _, part := range reRoleSep.Split(v, -1) {
		w := strings.ToLower(strings.TrimSpace(part))
		switch {
		case w == "":
			continue
		case koRoles[w]:
			positional = true
		case teamName(w) != "" || koRoleWords[w] || roleWords(w):
		default:
			return false, false
		}
	}
	return true, positional
}

// roleWords: a role of several words, each a role word ("개발 리드",
// "리뷰 품질").
func roleWords(w string) bool {
	f := strings.Fields(w)
	if len(f) < 2 {
		return false
	}
	for _, x := range f {
		if !koRoleWords[x] && !koRoles[x] && teamName(x) == "" {
			return false
		}
	}
	return true
}

// roleLine: candidate c of node i is one member's role in the project:
// under a heading or parent that announces roles ("## 역할 분담", which
// the rules otherwise read as a list of assignments), or naming a
// position outside a list of work.
func (p *parser) roleLine(i int, c *extract.Candidate) bool {
	if len(c.Owners) == 0 || c.Due != "" {
		return false
	}
	for _, o := range c.Owners {
		if groupOwners[o] || groupOwners[strings.ReplaceAll(o, " ", "")] {
			// "QA는 다 같이": the whole team's work, no one's role.
			return false
		}
	}
	n := p.d.Nodes[i]
	if reMeetingPart.MatchString(strings.TrimSpace(c.Title)) {
		// "Wei will lead the discussion on the CI project": who leads,
		// chairs or takes the notes of a meeting is a role in it.
		return true
	}
	if p.roleDuties(stripInline(stripEmphasis(n.Text))) {
		return true
	}
	if p.underRoleHeading(n) && p.partOverNames(stripInline(n.Text)) {
		// "(1) 딥 러닝 모델(2명) : 이명학, 박은환": a part of the project,
		// then the members who take it.
		return true
	}
	if p.underAreaHeading(n) && areaValue(c.Title) {
		// "## 담당 영역" / "- 서연: 채팅, 알림": the parts of the product
		// a member looks after, no task.
		return true
	}
	all, positional := roleValue(c.Title)
	if !all {
		return false
	}
	if p.underRoleHeading(n) {
		return true
	}
	return positional && !p.section(n.Section).action
}

// roleListLine: node i, under a heading or parent that announces
// roles, gives a member a part of the project ("김민수: 백엔드", "Dana -
// docs"): a role, neither a task nor a possible action.
func (p *parser) roleListLine(i int) bool {
	n := p.d.Nodes[i]
	area := p.underAreaHeading(n)
	if !area && !p.underRoleHeading(n) {
		return false
	}
	m := reNameDash.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(n.Text))))
	if m == nil || !p.plausibleOwner(m[1]) {
		return false
	}
	if area && areaValue(m[2]) {
		// "## 담당 영역" / "- 서연: 채팅, 알림": a member's area.
		return true
	}
	all, _ := roleValue(m[2])
	return all
}

// reAreaHeading: a heading that divides the product into members' areas
// ("담당 영역", "파트 분배", "Areas of ownership").
var reAreaHeading = regexp.MustCompile(`(?i)(?:담당|맡은)\s*(?:영역|파트|기능)|파트\s*(?:분배|분담|배분)|영역\s*(?:분배|분담)|\bareas?\s+of\s+(?:ownership|responsibility)\b`)

// underAreaHeading: a heading above node n names members' areas.
func (p *parser) underAreaHeading(n doc.Node) bool {
	for s := n.Section; s != nil; s = s.Parent {
		if reAreaHeading.MatchString(s.Title) {
			return true
		}
	}
	return false
}

// areaValue: what a member is given under a heading of areas is an area
// ("채팅, 알림"), not work, unless it is written as work ("로그인 API
// 구현하기", "Write the FAQ").
func areaValue(v string) bool {
	return !koWorkEnding(v) && !workVerbFirst(v)
}

// koWorkEnding: a Korean line closed as work to do ("…하기", "…할 것",
// "…해주세요", a noun of work).
func koWorkEnding(t string) bool {
	return reKoImperative.MatchString(t) || reKoTaskNoun.MatchString(t) || reKoWorkNounEnd.MatchString(t) || reKoCoreWorkEnd.MatchString(t) || strings.HasSuffix(strings.TrimSpace(t), "기")
}

// reKoCoreWorkEnd: a line closed by one of the core nouns of work
// ("로그인 API 구현").
var reKoCoreWorkEnd = regexp.MustCompile(`(?:` + extract.KoWorkNouns + `)\s*[.!)\]]?\s*$`)

// underRoleHeading: a heading above node n, or its parent item,
// announces roles ("## 역할 분담").
func (p *parser) underRoleHeading(n doc.Node) bool {
	for s := n.Section; s != nil; s = s.Parent {
		if reRoleHeading.MatchString(s.Title) {
			return true
		}
	}
	return n.Parent >= 0 && reRoleHeading.MatchString(p.d.Nodes[n.Parent].Text)
}

// reHeadCountParen: how many members a part takes ("(2명)", "(1인)").
var reHeadCountParen = regexp.MustCompile(`\(\s*\d+\s*(?:명|인)\s*\)`)

// partOverNames: line t is a part of the project with its head count and
// the members after its colon ("웹 서버(1명) : 김도윤"). (Without a head
// count "유스케이스 다이어그램: 이서윤" names a deliverable and its maker,
// a task.)
func (p *parser) partOverNames(t string) bool {
	k := strings.IndexAny(t, ":：")
	if k <= 0 {
		return false
	}
	label := strings.TrimSpace(reEnumLead.ReplaceAllString(strings.TrimSpace(t[:k]), ""))
	names := splitOwners(strings.TrimSpace(strings.TrimLeft(t[k:], ":：")))
	if label == "" || len(names) == 0 || !p.allPeople(names, true) && !slices.ContainsFunc(names, koFullName) {
		return false
	}
	return reHeadCountParen.MatchString(label)
}

// reKoRoleDuties: a part of the team's work, 담당, a colon and what it
// covers ("문서 담당 : 리드미, 회의록 작성, 행동 수칙").
var reKoRoleDuties = regexp.MustCompile(`^(\S.{0,30}?)\s*담당\s*[:：]\s*(\S.*)$`)

// roleDuties: line t names a role by its part of the work ("문서 담당",
// "리뷰, 품질 담당") and lists the duties it covers after the colon: the
// role's description, not work given to someone. The colon's value is no
// one when it lists two or more things and not people ("로그인 구현
// 담당: 민수" or "발표 담당 : 김민수, 이지은" give work to people).
func (p *parser) roleDuties(t string) bool {
	m := reKoRoleDuties.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil || !extract.HasHangul(m[1]) {
		return false
	}
	label := strings.TrimSpace(reEnumLead.ReplaceAllString(m[1], ""))
	for _, w := range reRoleSep.Split(label, -1) {
		if w = strings.TrimSpace(w); w != "" && (p.known(w) || koFullName(w)) {
			return false
		}
	}
	parts := strings.Split(m[2], ",")
	if len(parts) < 2 {
		return false
	}
	var names []string
	for _, x := range parts {
		if x = strings.TrimSpace(x); x != "" {
			names = append(names, x)
		}
	}
	return len(names) >= 2 && !p.allPeople(names, true) && !slices.ContainsFunc(names, p.known)
}
