package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reKoLeadNames: one or more Korean names opening an item, then a dash or
// a colon and the work ("한진영 - 퀴즈 화면", "조준희, 김예진 : 로그 테이블"),
// or a slash set off by a space ("박재현 / 인터뷰 정리", the columns of an
// "활동 내용 / 역할 분담" list).
var reKoLeadNames = regexp.MustCompile(`^([\p{Hangul}]{2,4}?(?:\s*[,/·]\s*[\p{Hangul}]{2,4}?)*)\s*(?:님|씨)?\s*(?:[-–—:：]|/\s)\s*\S`)

// koLeadPerson: the item opens with people by name, each a Korean full
// name or a name the notes know. Under a team's item ("- 백엔드" / "  -
// 한진영 - 퀴즈") the person the line names owns it, not the team.
func (p *parser) koLeadPerson(text string) bool {
	t := strings.TrimSpace(strings.TrimLeft(stripInline(text), "*_ "))
	m := reKoLeadNames.FindStringSubmatch(t)
	if m == nil {
		return false
	}
	for _, o := range splitOwners(m[1]) {
		if koRoles[o] || groupOwners[o] || !(koFullName(o) || p.known(o)) {
			return false
		}
	}
	return true
}

// koLeadWork: the work after the names of a line koLeadPerson accepts,
// when it is work to do — not done ("로그인 구현 완료"), not under way
// ("화면 작업 중"), not a role ("팀장"), and not in a section that records
// status or attendance.
func (p *parser) koLeadWork(body string, n doc.Node) bool {
	if !p.koLeadPerson(body) {
		return false
	}
	_, due := cutDue(body)
	if due == "" {
		// ("조현우: 크롤러 배포 - 다음 주 화요일까지": the reading of the
		// form may have cut the deadline after its dash; the line keeps it.)
		_, due = cutDue(stripInline(n.Text))
	}
	if p.section(n.Section).report && due == "" {
		// Under an agenda "지훈 : 로그인" names who presents; with a
		// deadline ("윤아름: 데이터 다운로드 → 금요일까지") it assigns.
		return false
	}
	t := strings.TrimSpace(strings.TrimLeft(stripInline(body), "*_ "))
	loc := reKoLeadNames.FindStringSubmatchIndex(t)
	rest := strings.Trim(strings.TrimSpace(t[loc[1]-1:]), " ,.")
	if rest == "" || koRoles[strings.ToLower(rest)] || koPast(rest) || reKoProgress.MatchString(rest) || reKoDoneWord.MatchString(rest) {
		return false
	}
	if m := reKoSlashPair.FindStringSubmatch(t); m != nil && (koFullName(m[1]) || p.known(m[1])) {
		// "남동생 / 여동생", "선생님 / 학생": a slash between two words
		// that could each be a name pairs them (characters, roles, a
		// column's two values); no work follows the first.
		return false
	}
	return true
}

// reKoSlashPair: one Korean word, a slash, one more Korean word and
// nothing else.
var reKoSlashPair = regexp.MustCompile(`^[\p{Hangul}]{2,4}\s*(?:님|씨)?\s*/\s*([\p{Hangul}]{2,4})$`)

// reKoDoneWord: the work is reported finished.
var reKoDoneWord = regexp.MustCompile(`(?:완료|끝남|끝냄|마침|해결됨|됨)\s*[.!]?$`)

// koNominalWork: the text names work without a sentence — nouns, a list
// of them, a remark in parentheses — and closes with no verb ending a
// speaker would use ("회원, 인증", "게시판 (공지, 신고)"; not "좋아요",
// "확인했습니다").
func koNominalWork(t string) bool {
	t = strings.TrimSpace(reTrailRemark.ReplaceAllString(strings.TrimSpace(t), ""))
	if title, due := cutDue(t); due != "" {
		// "데이터 다운로드 및 용량 확인 → 금요일까지": the deadline after the
		// work is no predicate (its 까지 closes no sentence).
		t = strings.TrimSpace(strings.TrimRight(title, " →⇒-–—,:"))
	}
	t = strings.TrimRight(t, " ,.·")
	if t == "" || !extract.HasHangul(t) || utf8.RuneCountInString(t) > 40 || strings.ContainsAny(t, "?？!") {
		return false
	}
	return !reKoLeadSentenceEnd.MatchString(t) && !koPast(t) && !reKoProgress.MatchString(t) && !reKoDoneWord.MatchString(t)
}

// reKoLeadSentenceEnd: a predicate closing a spoken or written sentence.
var reKoLeadSentenceEnd = regexp.MustCompile(`(?:[다요죠네까지음함임됨]|니다|세요)$`)

// reKoAllocHeading: a heading that divides the work among people — "프론트
// 기능분업", "역할 재배분", "업무 배정": a noun of division after a noun of
// work (a bare "시간 분배" or "권한 배정" hands out time or access, no work).
var reKoAllocHeading = regexp.MustCompile(`(?:분업|(?:역할|업무|작업|기능|개발|파트|담당)\s*(?:재)?(?:분담|분배|배분|배정|할당|나눔|나누기))$`)

// koAllocHeading: the normalised heading heads who does what.
func koAllocHeading(norm string) bool {
	return utf8.RuneCountInString(norm) <= 24 && reKoAllocHeading.MatchString(norm)
}
