package rules

// Officers of a club, a student council, an apartment residents' board,
// an association or a church group (issue 28, third Korean trials): their
// minutes give the follow-up work to the office, not the person holding
// it — "총무가 … 하기로 함", "회장: 장소 대여 신청", "… (관리소장)",
// "홍보부장 → 포스터 시안". Like "팀장" and "총무" before them these are
// owners where an owner is expected, and a line that only says who holds
// the office ("회장: 박서윤") is the roster, no task.

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

// koOfficerRoles: offices held in such bodies, as written alone.
var koOfficerRoles = []string{
	"회장", "부회장", "총무", "회계", "감사", "간사", "단장", "부단장", "사무국장", "사무총장",
	"관리소장", "위원장", "부위원장", "동대표", "대표회장", "운영위원장", "총무이사", "관리이사",
	"기획이사", "회계감사", "집행위원장", "학생회장", "과대표", "기장", "부기장",
}

// reKoOfficerCompound: a department's head or officer, the department
// named before it ("홍보부장", "기획국장", "시설이사", "청년부장").
var reKoOfficerCompound = regexp.MustCompile(`^[가-힣]{1,4}(?:부장|국장|이사|차장|팀장)$`)

// koPublicOffices: public offices named by their own word, outside the
// 과/팀/센터 units reKoOrgUnit reads ("보건소", "관리사무소").
var reKoPublicOffice = regexp.MustCompile(`^(?:[가-힣]{1,8}\s)?[가-힣]{0,6}(?:보건소|사무소|관리사무소|소방서|경찰서|구청|시청|군청|도청|교육청|행정복지센터|주민센터|지구대|파출소|관리단)$`)

func init() {
	for _, r := range koOfficerRoles {
		koRoles[r] = true
	}
}

// koOfficer reports whether o names an office of such a body, alone or
// compound (see koOfficerRoles, reKoOfficerCompound).
func koOfficer(o string) bool {
	o = strings.TrimSuffix(strings.TrimSpace(o), "님")
	if utf8.RuneCountInString(o) < 2 || utf8.RuneCountInString(o) > 8 {
		return false
	}
	for _, r := range koOfficerRoles {
		if o == r {
			return true
		}
	}
	return reKoOfficerCompound.MatchString(o) && !koNotOfficer[o]
}

// koNotOfficer: words shaped like an officer that name none.
var koNotOfficer = map[string]bool{"전부장": true}

// koPublicOffice reports whether o names a public office by its own word.
func koPublicOffice(o string) bool {
	o = strings.TrimSpace(o)
	return utf8.RuneCountInString(o) >= 3 && utf8.RuneCountInString(o) <= 16 && (reKoPublicOffice.MatchString(o) || reKoTwoWordUnit.MatchString(o))
}

// reKoTwoWordUnit: a unit written as its own word after the body it
// belongs to ("센터 사무국", "협회 사무국", "학교 운영위원회").
var reKoTwoWordUnit = regexp.MustCompile(`^[가-힣]{1,8}\s(?:사무국|사무처|본부|위원회|운영위원회|사업단|추진단|지원단|집행부|운영진|임원진)$`)

// koSiNoun: the 시 closing before is part of a Sino-Korean noun whose
// first syllable ends in ㄹ — "실시" (carrying out), "출시" (release),
// "일시" (date; for a while), "설시" — not the "when" of a verb's ㄹ form
// ("될 시", "안될시"): "개인정보 영향평가 실시 (8월 31일까지)" is a step.
func koSiNoun(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	if r == ' ' {
		return false
	}
	w := before
	if k := strings.LastIndexAny(w, " \t(["); k >= 0 {
		w = w[k+1:]
	}
	for _, n := range []string{"실", "출", "일", "설", "별", "철"} {
		if strings.HasSuffix(w, n) && !koVerbLFormEnd(w) {
			return true
		}
	}
	return false
}

// koVerbLFormEnd: a word ending in a verb's ㄹ form that takes 시 as
// "when" ("안될", "못할", "없을"): 될, 할, 갈, 올, 볼, 줄, 을, 를 close it.
func koVerbLFormEnd(w string) bool {
	for _, e := range []string{"될", "할", "갈", "올", "볼", "줄", "을", "를"} {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// reKoOfficeTrail: the work, then after a spaced dash, an arrow or in
// parentheses the office that takes it — one or two Hangul words ("센터
// 사무국", "보건소") — and, after a comma, its deadline or a standing
// word ("상시", "수시": no deadline): "주민 설명회 개최 – 센터 사무국,
// '26. 8. 31.", "빈집 정비 대상 조사 (도시재생과, 상시)".
var (
	reKoOfficeTrailDash  = regexp.MustCompile(`^(.{2,}?)\s+(?:-|–|—|→)\s*([가-힣]{1,8}(?:\s[가-힣]{1,8})?)\s*(?:,\s*(\S.{0,24}?))?\s*$`)
	reKoOfficeTrailParen = regexp.MustCompile(`^(.{2,}?)\s*[(（]\s*([가-힣]{1,8}(?:\s[가-힣]{1,8})?)\s*(?:,\s*([^()（）]{1,24}?))?\s*[)）]\s*$`)
	// reKoChargeWordTrail: the work, a dash or an arrow, then "담당" or
	// "담당자" before who takes it.
	reKoChargeWordTrail = regexp.MustCompile(`^(.{2,}?)\s+(?:-|–|—|→)\s*담당(?:자)?\s*[:：]?\s+(\S.{0,40})$`)
	// reKoShortYearDate: a public document's date with the year cut to
	// two digits ("'26. 8. 31.", "’26.8.31").
	reKoShortYearDate = regexp.MustCompile(`^['’‘]\d{2}\.\s*\d{1,2}\.\s*\d{1,2}\.?(?:\s*\([월화수목금토일]\))?\s*(?:까지)?$`)
)

// koOfficeTrail reads t as work given to an office or officer written
// after it (koOrgUnit: a unit, an office, an officer), the deadline or a
// standing word after a comma.
func (p *parser) koOfficeTrail(t string) *extract.Candidate {
	if !extract.HasHangul(t) {
		return nil
	}
	if m := reKoChargeWordTrail.FindStringSubmatch(t); m != nil {
		// "결제 API 연동 → 담당 윤하늘", "… - 담당자: 윤하늘": the word
		// "in charge" before the owner written after the work.
		return p.trailingOwner(m[1]+" → "+m[2], false)
	}
	for _, re := range []*regexp.Regexp{reKoOfficeTrailDash, reKoOfficeTrailParen} {
		m := re.FindStringSubmatch(t)
		if m == nil || !koOrgUnit(m[2]) || !extract.HasHangul(m[1]) {
			continue
		}
		due := ""
		if rest := strings.TrimSpace(m[3]); rest != "" {
			switch {
			case reNoDeadline.MatchString(rest):
			case reKoShortYearDate.MatchString(rest):
				due = rest
			default:
				r, d := cutDue(rest)
				if d == "" || strings.TrimSpace(strings.Trim(r, " ()[]")) != "" {
					continue
				}
				due = d
			}
		}
		c := &extract.Candidate{Assignee: m[2], Owners: []string{m[2]}, Evidence: m[1]}
		if !titled(c, m[1]) {
			continue
		}
		if c.Due == "" {
			// (titled reads the work's own words for a deadline; the
			// one after the office is the item's.)
			c.Due = due
		}
		return c
	}
	return nil
}
