package rules

// Forms met in Korean minutes of teams the extractor was never measured
// on (company and institution minutes, capstone and bootcamp teams),
// built as compositions: every way the form is written, each required
// to be read — and the look-alikes required not to be.

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// misreads counts the compositions of one matrix read wrong and reports
// the first ten.
type misreads struct {
	t             *testing.T
	failed, total int
}

func (m *misreads) check(ok bool, format string, args ...any) {
	m.t.Helper()
	m.total++
	if ok {
		return
	}
	m.failed++
	if m.failed <= 10 {
		m.t.Errorf(format, args...)
	}
}

// read parses notes and gives what was read on line ln.
func (m *misreads) read(notes string, ln int) (extract.Candidate, bool) {
	m.t.Helper()
	got, _ := parseWithPossible(m.t, notes)
	return readOn(got, ln)
}

func (m *misreads) done() {
	m.t.Helper()
	if m.failed > 0 {
		m.t.Errorf("%d of %d compositions misread", m.failed, m.total)
	}
}

// readOn is the candidate read on line ln, if any.
func readOn(got []extract.Candidate, ln int) (extract.Candidate, bool) {
	for _, c := range got {
		if c.Line == ln {
			return c, true
		}
	}
	return extract.Candidate{}, false
}

func describe(c extract.Candidate, ok bool) string {
	if !ok {
		return "not read"
	}
	return fmt.Sprintf("owner=%q due=%q title=%q", c.Assignee, c.Due, c.Title)
}

// TestKoPositionCompositions: "CB본부 장동민 부장은 7/23까지 기준을 작성한다"
// — a member named with a position after the name, and a department
// before it, is the work's owner; neither the position nor the department
// is part of the title. Before, the owner was missed or the title opened
// with "이사".
func TestKoPositionCompositions(t *testing.T) {
	positions := []string{"부장", "이사", "팀장", "과장", "대리", "PM", "변호사", "책임연구원"}
	depts := []string{"", "CB본부 ", "법무실 ", "마케팅팀 "}
	particles := []string{"은", "이", "님은", "님께서", "님이"}
	places := map[string]string{
		"action heading, paragraph": "■ 실행 항목\n\nL\n",
		"action heading, item":      "## 액션 아이템\n- L\n",
	}
	m := misreads{t: t}
	for pn, place := range places {
		for _, pos := range positions {
			for _, dept := range depts {
				for _, pt := range particles {
					line := dept + "장동민 " + pos + pt + " 7/23까지 등급 기준을 작성한다."
					notes := "# 2차 회의\n참석: 박정호 대표, 장동민 " + pos + ", 홍진호 이사\n\n" + strings.Replace(place, "L", line, 1)
					c, ok := m.read(notes, strings.Count(notes, "\n"))
					m.check(ok && strings.HasPrefix(c.Assignee, "장동민") && c.Due != "" && strings.HasPrefix(c.Title, "등급"), "[%s] %s: %s", pn, line, describe(c, ok))
				}
			}
		}
	}
	m.done()
}

// TestKoUnitSubjectCompositions: a team or office as the subject of a
// line of an action list ("마케팅팀은 문구를 작성한다") owns it.
func TestKoUnitSubjectCompositions(t *testing.T) {
	units := []string{"마케팅팀", "정보화팀", "경영본부", "고객지원센터", "운영위원회"}
	particles := []string{"은", "는", "에서", "이", "가"}
	m := misreads{t: t}
	for _, u := range units {
		for _, pt := range particles {
			p := pt
			// (The particle as Korean writes it after the unit's last
			// syllable: 은/이 after a consonant, 는/가 after a vowel.)
			if last := []rune(u)[len([]rune(u))-1]; (p == "은" || p == "이") && koFinal(last) == 0 || (p == "는" || p == "가") && koFinal(last) != 0 {
				continue
			}
			notes := "# 회의\n\n■ 실행 항목\n\n" + u + p + " 문자 안내 문구를 작성한다.\n"
			c, ok := m.read(notes, 5)
			m.check(ok && c.Assignee == u && strings.HasPrefix(c.Title, "문자"), "%s%s: %s", u, p, describe(c, ok))
		}
	}
	m.done()
}

// TestKoOwnerChildInListCompositions: under an action heading, an item
// and a nested line that gives it to someone ("- 로그인 구현" / "  - 민수
// 담당, 금요일까지") is one action, the member's, titled by the item, on
// the nested line, as outside an action list — not an ownerless task and
// a second one titled "담당"; the item is no possible action beside it.
func TestKoOwnerChildInListCompositions(t *testing.T) {
	heads := []string{"## 할 일\n", "## Action Items\n", "### 다음 회의까지\n"}
	items := []string{"로그인 구현", "배포 스크립트 정리", "발표 자료 준비"}
	children := []string{"민수 담당", "민수 담당, 금요일까지", "→ 민수 맡기로 함", "민수 (금요일까지)", "담당: 민수", "민수가 맡음"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, it := range items {
			for _, ch := range children {
				notes := "# 회의\n참석: 김민수, 이서연\n\n" + h + "- " + it + "\n  - " + ch + "\n"
				got, pos := parseWithPossible(t, notes)
				// One action, on either line (a "담당: 민수" field gives
				// the item its owner where it stands).
				c, ok := readOn(got, 6)
				other, otherRead := readOn(got, 5)
				if !ok {
					c, ok, other, otherRead = other, otherRead, c, false
				}
				possible := false
				for _, p := range pos {
					possible = possible || p.Line == 5 || p.Line == 6
				}
				m.check(ok && !otherRead && c.Assignee == "민수" && c.Title == it && !possible && (!strings.Contains(ch, "금요일") || c.Due != ""),
					"%s- %s / - %s: read %s, second %v (%s), possible %v", h, it, ch, describe(c, ok), otherRead, describe(other, otherRead), possible)
			}
		}
	}
	m.done()
}

// TestKoDueFirstChildNoOwner: a nested line that opens with its deadline
// and ends in a verb made a noun ("- 토요일 10시까지 모이기" under "3. 내일
// 할 일") is the list's work, not a member named "모이기" taking the item.
func TestKoDueFirstChildNoOwner(t *testing.T) {
	dues := []string{"토요일 10시까지", "금요일까지", "5/3까지"}
	works := []string{"모이기", "보내기", "올리기", "정리하기"}
	m := misreads{t: t}
	for _, d := range dues {
		for _, w := range works {
			notes := "# 회의\n\n3. 내일 할 일\n    - " + d + " " + w + "\n    - 유스케이스 구현\n"
			c, ok := m.read(notes, 4)
			m.check(ok && c.Assignee == "" && c.Syntax != synOwnerChild && c.Due != "", "%s %s: %s", d, w, describe(c, ok))
		}
	}
	m.done()
}

// TestKoAttendanceNeverWork: an attendance line is never an action,
// whatever closes it ("… 곽범 이사(경영본부)" was read as work closed by
// its owner "경영본부").
func TestKoAttendanceNeverWork(t *testing.T) {
	labels := []string{"참석", "참석자", "참여자", "출석", "Attendees"}
	rolls := []string{"박정호 대표, 홍진호 이사(ICT본부), 곽범 이사(경영본부)", "김민수, 이서연 (서기)", "민수, 서연, 지훈(불참)"}
	m := misreads{t: t}
	for _, l := range labels {
		for _, r := range rolls {
			for _, f := range []string{"%s: %s", "- %s: %s", "**%s**: %s"} {
				notes := "# 회의\n" + fmt.Sprintf(f, l, r) + "\n\n## 할 일\n- 보고서 작성 (민수)\n"
				c, ok := m.read(notes, 2)
				m.check(!ok, "%q: %s", fmt.Sprintf(f, l, r), describe(c, ok))
			}
		}
	}
	m.done()
}

// TestKoFirstSentenceWork: a line whose first sentence commits to work
// and whose next remarks in the past ("… 준비한다. 완료 기한은 정해지지
// 않았다.") is that work, titled by its first sentence; a line of work
// done stays no action.
func TestKoFirstSentenceWork(t *testing.T) {
	firsts := []string{"홍진호는 재시도 정책안을 준비한다.", "홍진호는 재시도 정책안을 준비할 예정.", "홍진호가 재시도 정책안을 준비하기로 함."}
	remarks := []string{"완료 기한은 정해지지 않았다.", "기한은 다음 회의에서 정하기로 했다.", "지난주 초안은 공유되었다."}
	forms := []string{"%s %s", "- %s %s"}
	m := misreads{t: t}
	for _, f := range firsts {
		for _, r := range remarks {
			for _, form := range forms {
				line := fmt.Sprintf(form, f, r)
				notes := "# 회의\n참석: 박정호 대표, 홍진호 이사\n\n■ 실행 항목\n\n" + line + "\n"
				c, ok := m.read(notes, 6)
				m.check(ok && c.Assignee == "홍진호" && !strings.Contains(c.Title, "기한") && !strings.Contains(c.Title, "초안"), "%s: %s", line, describe(c, ok))
			}
		}
	}
	for _, done := range []string{"홍진호는 정책안을 준비했다. 기한은 지켰다.", "- 정책안 준비 완료함. 공유되었다."} {
		notes := "# 회의\n\n## 진행 상황\n" + done + "\n"
		c, ok := m.read(notes, 4)
		m.check(!ok, "%s: %s", done, describe(c, ok))
	}
	m.done()
}

// TestKoNotAMember: where the notes list their members, a word that only
// starts like a full name ("신용평가 …", "문장형이 아닌 …") is nobody, and
// the member a line leaves out ("민수 말고는 …", "서연 빼고 모두 …") does
// not own its work.
func TestKoNotAMember(t *testing.T) {
	lines := []string{
		"신용평가 등급 알림 서비스는 기존 고객을 대상으로 검토하기로 함.",
		"1. 문장형이 아닌 구나/절 형태로 작성",
		"- 민수 말고는 지도 레퍼런스 피그마에 추가해주기",
		"- 서연 빼고 모두 테스트 코드 작성하기",
		"- 지훈 제외 전원 발표 연습하기",
	}
	m := misreads{t: t}
	for _, l := range lines {
		notes := "# 회의\n참석자: 김민수, 이서연, 박지훈\n\n## 회의 내용\n" + l + "\n"
		c, ok := m.read(notes, 5)
		m.check(!ok || c.Assignee == "", "%s: %s", l, describe(c, ok))
	}
	m.done()
}

// TestKoToDoLabelNoTitle: a line that is only a to-do label ("- 해야할것")
// is no task titled "해야".
func TestKoToDoLabelNoTitle(t *testing.T) {
	m := misreads{t: t}
	for _, l := range []string{"해야할것", "해야 할 것", "해야할일", "할 것", "할일"} {
		notes := "## 20220215\n\n- 완료한것\n    백인광 : 코드 작성\n- " + l + "\n    최대한 빠르게 기본기능 구성하기\n- 이번주 금요일까지\n    -박종혁 : 기본디자인시안 완성\n"
		c, ok := m.read(notes, 5)
		m.check(!ok, "%s: %s", l, describe(c, ok))
	}
	m.done()
}

// TestKoDaySyllableOpensWord: a tilde before a word that opens with a
// weekday's syllable ("~ 수정 작업", "이후 ~ 목업 제작", "~ 일정 정리")
// is no deadline and leaves the word whole; the weekday itself ("~금",
// "~ 목요일") still is one.
func TestKoDaySyllableOpensWord(t *testing.T) {
	words := []string{"수정 작업", "목업 제작", "일정 정리", "화면 구현", "금액 확인", "월간 보고", "토론 준비"}
	leads := []string{"", "이후 ", "로그인 "}
	m := misreads{t: t}
	for _, w := range words {
		for _, l := range leads {
			line := l + "~ " + w
			notes := "# 회의\n## 할 일\n- " + line + "\n"
			c, ok := m.read(notes, 3)
			m.check(ok && c.Due == "" && strings.Contains(c.Title, w), "%s: %s", line, describe(c, ok))
		}
	}
	for _, d := range []string{"~금", "~ 금", "~ 목요일", "(~목)"} {
		notes := "# 회의\n## 할 일\n- API 정리 " + d + "\n"
		c, ok := m.read(notes, 3)
		m.check(ok && c.Due != "" && c.Title == "API 정리", "%s: %s", d, describe(c, ok))
	}
	m.done()
}

// TestPageFurnitureNoWork: a link back to the page's table of contents,
// repeated under every meeting of a long log, is never an action nor a
// possible action, whatever heading it sits under; a weekday rota ("- 월 :
// 김동현") is no task titled by its day.
func TestPageFurnitureNoWork(t *testing.T) {
	links := []string{"[🔼 목차로 돌아가기](#목차)", "**[Back to top](#top)**", "[↑ 맨 위로](#스크럼-회의)", `<a href="#toc">목차로</a>`}
	heads := []string{"## 다음 회의까지\n\n1. 스터디 계획 정비\n\n", "## Action items\n\n- Alice to send the draft\n\n"}
	m := misreads{t: t}
	for _, l := range links {
		for _, h := range heads {
			notes := "# 데일리 스크럼 #3\n\n" + h + "<br/>\n\n" + l + "\n"
			got, pos := parseWithPossible(t, notes)
			ln := strings.Count(notes, "\n")
			c, ok := readOn(got, ln)
			possible := false
			for _, p := range pos {
				possible = possible || p.Line == ln
			}
			m.check(!ok && !possible, "%s under %q: %s, possible %v", l, h, describe(c, ok), possible)
		}
	}
	for _, d := range []string{"월", "화", "수요일", "금"} {
		notes := "# 회의\n\n**공통 README 작성**\n\n- " + d + " : 김동현\n"
		c, ok := m.read(notes, 5)
		m.check(!ok || c.Title != d, "- %s : 김동현: %s", d, describe(c, ok))
	}
	m.done()
}

// TestKoAreaHoldersCompositions: "기획 : 양,정,최,박", "Backend: 김세진,
// 이석호" under a heading that shares out work — an area and the people
// who hold it — is read the right way round, for a person to confirm
// (work, or a role): the area is the title, the people its owners. Before,
// the area was read as the owner of a task titled by the people's names.
func TestKoAreaHoldersCompositions(t *testing.T) {
	areas := []string{"기획", "UI", "Backend", "프론트엔드", "DB 설계"}
	people := map[string][]string{
		"양,정,최,박":       {"양", "정", "최", "박"},
		"김세진, 이석호":      {"김세진", "이석호"},
		"김세진, 이석호, 이지환": {"김세진", "이석호", "이지환"},
		"양":             {"양"},
	}
	heads := []string{"## 업무 분배\n", "## 역할 분담\n", "### 할 일\n"}
	seps := []string{" : ", ": ", " - "}
	m := misreads{t: t}
	for _, a := range areas {
		for ps, want := range people {
			for _, h := range heads {
				for _, sep := range seps {
					if sep == " - " && len(want) == 1 {
						continue // ("UI - 양": a dash before one name is the work's owner, read as such already)
					}
					line := a + sep + ps
					notes := "# 회의\n\n" + h + "- " + line + "\n"
					c, ok := m.read(notes, 4)
					okRead := ok && c.Title == a && slices.Equal(c.Owners, want)
					m.check(okRead || !ok, "%s%s: %s", h, line, describe(c, ok))
					if ok && c.Title == ps {
						t.Errorf("%s%s: the people read as the work: %s", h, line, describe(c, ok))
					}
				}
			}
		}
	}
	m.done()
}

// TestKoMotionComeNoHomework: 오다 as the verb of moving ("데이터가 이상하게
// 들어온다", "서버가 다시 돌아온다") is what things do, not homework
// brought to the next meeting ("조사해 온다", "읽어오기"), which stays.
func TestKoMotionComeNoHomework(t *testing.T) {
	subjects := []string{"Data가", "요청이", "서버가", "응답이", "트래픽이"}
	verbs := []string{"이상하게 들어온다", "계속 들어온다", "다시 돌아온다", "늦게 넘어온다", "같이 따라온다"}
	m := misreads{t: t}
	for _, s := range subjects {
		for _, v := range verbs {
			notes := "# 회의\n## 논의\n- " + s + " " + v + "\n"
			c, ok := m.read(notes, 3)
			m.check(!ok, "%s %s: %s", s, v, describe(c, ok))
		}
	}
	for _, hw := range []string{"자료 조사해 오기", "논문 읽어오기", "예시 찾아올 것"} {
		notes := "# 회의\n## 다음 회의까지\n- " + hw + "\n"
		c, ok := m.read(notes, 3)
		m.check(ok, "%s: %s", hw, describe(c, ok))
	}
	m.done()
}

// TestTeamHeadingOverToDoCompositions: minutes kept per part of the team
// ("## Front" / "## Ai", each with its "### TODO") give each part's to-do
// list to that part, whatever the part is called.
func TestTeamHeadingOverToDoCompositions(t *testing.T) {
	pairs := [][2]string{{"Front", "Ai"}, {"Front", "Back"}, {"FE", "BE"}, {"프론트", "백엔드"}, {"Frontend", "AI"}, {"디자인", "개발팀"}}
	todos := []string{"### TODO", "### 할 일", "### Next steps", "#### 다음 주까지"}
	m := misreads{t: t}
	for _, pr := range pairs {
		for _, td := range todos {
			notes := "# 11/18 회의\n\n## " + pr[0] + "\n* 모델 조정 논의\n" + td + "\n* 차트 컴포넌트 만들기\n\n## " + pr[1] + "\n* 학습 방법 논의\n" + td + "\n* 시계열 길이 결정\n"
			got, _ := parseWithPossible(t, notes)
			a, okA := readOn(got, 6)
			b, okB := readOn(got, 11)
			m.check(okA && a.Assignee == pr[0] && okB && b.Assignee == pr[1], "%s/%s under %q: %s; %s", pr[0], pr[1], td, describe(a, okA), describe(b, okB))
		}
	}
	m.done()
}

// TestKoEmptyMemberLine: a member's line left empty ("- 정혜수 : ") in a
// list of members' goals is no task titled by the name; the filled lines
// beside it stay the members' work.
func TestKoEmptyMemberLine(t *testing.T) {
	names := []string{"정혜수", "김준영", "민수", "서연"}
	heads := []string{"## 이번 주말 목표\n", "## 할 일\n", "### 다음 회의까지\n"}
	m := misreads{t: t}
	for _, nm := range names {
		for _, h := range heads {
			for _, empty := range []string{" : ", ":", " :", "："} {
				notes := "# 주말 목표\n\n" + h + "- 이은혁 : 토이 프로젝트 완성하기\n- " + nm + empty + "\n"
				c, ok := m.read(notes, 5)
				filled, okFilled := m.read(notes, 4)
				m.check(!ok && okFilled && filled.Assignee == "이은혁", "%q under %q: %s; filled line %s", nm+empty, h, describe(c, ok), describe(filled, okFilled))
			}
		}
	}
	m.done()
}

// TestIdeasSectionNoWork: the ideas each member brought, listed under
// their names below an ideas heading ("### 2. 아이디어" / "- 이건택 :
// 커뮤니티, 강의 사이트"), are proposals put to the meeting: no member's
// task, with the names on the roll or not. The same lines under a to-do
// heading stay the members' work.
func TestIdeasSectionNoWork(t *testing.T) {
	heads := []string{"### 2. 아이디어", "## Ideas", "## 브레인스토밍", "### 아이디어 회의", "## 프로젝트 아이디어"}
	leads := []string{"", "각자 프로젝트를 위한 아이디어를 2개씩 가져옴.\n\n"}
	rolls := []string{"", "- **참석자**:  현진용, 이건택 (총 2명)\n\n"}
	items := []string{"- 이건택 : (자유 주제) 커뮤니티, 강의 사이트\n- 현진용 : 알고리즘 별 시각화 서비스\n", "- 이건택 - 커뮤니티 사이트\n- 현진용 - 판례 정보 탐색 서비스\n"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, l := range leads {
			for _, r := range rolls {
				for _, it := range items {
					notes := "# 회의록\n\n" + r + h + "\n\n" + l + it
					got, _ := parseWithPossible(t, notes)
					m.check(len(got) == 0, "%q / %q / roll %v: %d actions, first %s", h, it, r != "", len(got), describe(firstOf(got)))
				}
			}
		}
	}
	for _, r := range rolls {
		got, _ := parseWithPossible(t, "# 회의록\n\n"+r+"## 할 일\n\n- 이건택 : 커뮤니티 사이트 조사\n- 현진용 : 시각화 서비스 기획\n")
		m.check(len(got) == 2, "under 할 일, roll %v: %d actions, want 2", r != "", len(got))
	}
	m.done()
}

// firstOf is the first candidate read, if any.
func firstOf(got []extract.Candidate) (extract.Candidate, bool) {
	if len(got) == 0 {
		return extract.Candidate{}, false
	}
	return got[0], true
}

// TestKoPrepTable: a table of what each member prepares for the next
// meeting ("# 회의 준비(5월 1일 ~ 5월 12일)" / "| 이름 | 태그 | 회의 준비
// 내용 |") gives each row to its member, due at the period's end; before,
// the rows were only possible actions. A period's heading dates its work
// by its end, not its start.
func TestKoPrepTable(t *testing.T) {
	cols := []string{"회의 준비 내용", "준비 사항", "준비할 것", "발표 준비", "다음 회의 준비"}
	names := []string{"이름", "성명", "팀원"}
	mids := []string{"", " 태그 |"}
	heads := [][2]string{{"# 회의 준비(5월 1일 ~ 5월 12일)", "5월 12일"}, {"# 3/29 ~ 4/2", "4/2"}, {"## 회의 준비", ""}}
	m := misreads{t: t}
	for _, c := range cols {
		for _, nh := range names {
			for _, mid := range mids {
				for _, h := range heads {
					row := func(name, tag, work string) string {
						if mid == "" {
							return "| " + name + " | " + work + " |\n"
						}
						return "| " + name + " | " + tag + " | " + work + " |\n"
					}
					sep := "| --- | --- |\n"
					if mid != "" {
						sep = "| --- | --- | --- |\n"
					}
					notes := "# 3차 회의\n\n" + h[0] + "\n\n| " + nh + " |" + mid + " " + c + " |\n" + sep +
						row("강연우", "디자인", "유저 플로우 기반 와이어프레임 제작") + row("심규민", "백엔드", "인프라 구조 설계")
					got, _ := parseWithPossible(t, notes)
					ln := strings.Count(notes, "\n")
					a, okA := readOn(got, ln-1)
					b, okB := readOn(got, ln)
					m.check(okA && okB && a.Assignee == "강연우" && b.Assignee == "심규민" && a.Title == "유저 플로우 기반 와이어프레임 제작" && a.Due == h[1], "%s / %s |%s %s: %s; %s", h[0], nh, mid, c, describe(a, okA), describe(b, okB))
				}
			}
		}
	}
	got, _ := parseWithPossible(t, "# 3차 회의\n\n## 참석\n\n| 이름 | 소속 |\n| --- | --- |\n| 강연우 | 디자인팀 |\n")
	m.check(len(got) == 0, "a roll of names and teams: %d actions", len(got))
	m.done()
}

// TestKoRecordFields: the fields of a record ("+ 대상 : 윤석준", "+ 일자
// : 2023. 7. 24. ~ 28.", a mentoring log's entries, each under its own
// heading) are no task: read as 대상's work titled "윤석준", or 윤석준's
// task titled "대상".
func TestKoRecordFields(t *testing.T) {
	fields := []string{"대상 : 윤석준", "대상 : 김예진, 윤석준, 박우현", "일자 : 2023. 7. 24. ~ 28.", "일시 : 7월 24일 14시", "구분 : 멘토링", "비고 : 윤석준"}
	marks := []string{"+ ", "- ", "* "}
	m := misreads{t: t}
	for _, f := range fields {
		for _, mk := range marks {
			notes := "## 상담내역\n\n### AWS 인프라 구성요소\n\n" + mk + f + "\n" + mk + "내용\n  " + mk + "AWS 인프라 개념 설명\n\n### OAuth 프로세스\n\n" + mk + f + "\n" + mk + "내용\n  " + mk + "OAuth 프로세스 설명\n"
			got, pos := parseWithPossible(t, notes)
			for _, ln := range []int{5, 11} {
				c, ok := readOn(got, ln)
				label := strings.TrimSpace(f[:strings.Index(f, ":")])
				person := false
				for _, p := range pos {
					person = person || p.Line == ln && strings.Contains(p.SignalText(), "person: "+label)
				}
				m.check(!ok && !person, "%s%s (line %d): %s, %s as a person %v", mk, f, ln, describe(c, ok), label, person)
			}
		}
	}
	m.done()
}

// TestKoTodoLabelIndentedLines: a to-do label item whose items are
// indented lines with no mark of their own ("- 해야할것" / "    김회진 :
// 회원관리 기본기능 완성") gives each line to its member; before, the
// lines were only possible actions (read as fields of a record). The
// same lines under a done label stay no work.
func TestKoTodoLabelIndentedLines(t *testing.T) {
	labels := []string{"해야할것", "해야 할 일", "할 일", "TODO", "과제"}
	lines := [][2]string{{"김회진 : 회원관리 기본기능 완성", "김회진"}, {"김명환 : 게시판 기능 완성하기", "김명환"}}
	indents := []string{"    ", "  ", "\t"}
	m := misreads{t: t}
	for _, l := range labels {
		for _, in := range indents {
			notes := "## 20220215\n\n- " + l + "\n" + in + lines[0][0] + "\n" + in + lines[1][0] + "\n"
			got, _ := parseWithPossible(t, notes)
			for k, want := range lines {
				c, ok := readOn(got, 4+k)
				m.check(ok && c.Assignee == want[1], "- %s / %q%s: %s", l, in, want[0], describe(c, ok))
			}
		}
	}
	got, _ := parseWithPossible(t, "## 20220215\n\n- 완료한것\n    백인광 : 보일러플레이팅 코드 작성\n    전원 : source tree 설치\n")
	m.check(len(got) == 0, "under a done label: %d actions", len(got))
	m.done()
}

// TestFieldsSubheading: a sub-heading that names the fields of the lines
// under it ("## 다음 미팅까지 해야 할 일" / "### 활동 내용 / 역할 분담 / 추진
// 일정" / "* 박재현 / 인터뷰를 통한 … 정리한다") heads the same work as its
// parent: the lines are ready work, not commitments outside an action
// section for a person to confirm.
func TestFieldsSubheading(t *testing.T) {
	parents := []string{"## 추후 계획 및 다음 미팅까지 해야 할 일", "## 할 일", "## Action items"}
	subs := []string{"### 활동 내용 / 역할 분담 / 추진 일정", "### 담당자 / 업무 / 기한", "### Owner / Task / Due"}
	m := misreads{t: t}
	for _, pa := range parents {
		for _, sb := range subs {
			notes := "# 회의록\n\n" + pa + "\n" + sb + "\n\n* 박재현 / 인터뷰를 통한 실제 사용객들의 정보를 수집하고, 정리한다\n* 안요한 / 정규화 작업에 대한 지식을 조사한다\n"
			got, _ := parseWithPossible(t, notes)
			for k, who := range []string{"박재현", "안요한"} {
				c, ok := readOn(got, 6+k)
				m.check(ok && c.Assignee == who && len(c.Problems) == 0, "%s / %s, line %d: %s", pa, sb, 6+k, describe(c, ok))
			}
		}
	}
	m.done()
}

// TestKoPointNoWork: a line closed by the noun 점 after a modifier ("…
// 배치하기 어려운 점", "서버 비용이 크다는 점") or as a kind of point
// ("현재 구조의 문제점") states how things are — under "## VCNC의 과제"
// (its challenges) too; a line of work that names points ("개선점
// 정리하기") stays work.
func TestKoPointNoWork(t *testing.T) {
	heads := []string{"## VCNC의 과제", "## 할 일", "## 논의 내용"}
	points := []string{"인력이 부족한 상황에서 인프라 관리 인력을 전적으로 배치하기 어려운 점", "서버 비용이 크다는 점", "현재 구조의 문제점", "모바일 지원의 단점", "두 방식의 차이점.", "초기 비용이 적게 드는 점"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, p := range points {
			for _, lead := range []string{"", "민수: "} {
				c, ok := m.read("# 스터디\n\n"+h+"\n\n- "+lead+p+"\n", 5)
				m.check(!ok, "%s / %s%s: %s", h, lead, p, describe(c, ok))
			}
		}
	}
	for _, w := range []string{"개선점 정리하기", "민수: 보완점 찾기", "문제점 분석 후 공유하기"} {
		c, ok := m.read("# 스터디\n\n## 할 일\n\n- "+w+"\n", 5)
		m.check(ok, "%s: %s, want work", w, describe(c, ok))
	}
	m.done()
}

// TestKoLabelItemPersonChildren: a label item of work ("- 할 일", "2. 역할
// 분담(09.23 ~ 09.26)") over members' names each over their tasks ("  -
// 서연" / "    - 후기 작성하기"), as a study team's daily minutes split the
// work: each task is the member's, ready, and the name is no task of its
// own. Before, the name was read as a task with no owner and its tasks
// were held or lost their owner. Of several members over a list, the one
// a line opens with takes it.
func TestKoLabelItemPersonChildren(t *testing.T) {
	labels := []string{"할 일", "역할 분담", "역할 분담(09.23 ~ 09.26)", "To do", "TODO:", "다음 주까지 할 일"}
	bullets := [][2]string{{"- ", "  "}, {"2. ", "   "}}
	names := []string{"서연", "김민수", "지훈, 유진"}
	m := misreads{t: t}
	for _, l := range labels {
		for _, b := range bullets {
			for _, who := range names {
				in := b[1]
				notes := "# 회의록\n\n## 회의\n\n" + b[0] + l + "\n" + in + "- " + who + "\n" + in + "  - 서버 시간과 종료일 비교해서 분리\n" + in + "  - 진행완료 시 후기 작성하기\n"
				got, _ := parseWithPossible(t, notes)
				c, ok := readOn(got, 6)
				m.check(!ok, "%s / %s: the name read as %s", l, who, describe(c, ok))
				for _, ln := range []int{7, 8} {
					c, ok := readOn(got, ln)
					m.check(ok && c.Assignee == who && len(c.Problems) == 0, "%s / %s, line %d: %s %v", l, who, ln, describe(c, ok), c.Problems)
				}
			}
		}
	}
	// Of the people above, the one the line opens with.
	got, _ := parseWithPossible(t, "## 회의\n\n2. 역할 분담\n   - 제이, 주창\n     - 주창 09.23 오전 발표 준비 시간 가지기\n     - 발표 자료 만들기\n")
	c, ok := readOn(got, 5)
	m.check(ok && c.Assignee == "주창" && !strings.HasPrefix(c.Title, "주창"), "one of the people above: %s", describe(c, ok))
	c, ok = readOn(got, 6)
	m.check(ok && c.Assignee == "제이, 주창", "the people above: %s", describe(c, ok))
	// Under a label that is no work the lines are no ready work.
	got, _ = parseWithPossible(t, "## 회의\n\n- 논의 내용\n  - 서연\n    - 서버 시간 비교해서 분리\n")
	c, ok = readOn(got, 5)
	m.check(!ok || len(c.Problems) > 0, "under a discussion label: %s", dump(got))
	_, ok = readOn(got, 4)
	m.check(!ok, "the name under a discussion label: %s", dump(got))
	m.done()
}

// TestKoSetGoalsLabel: a label of setting the coming time's goals ("2.
// **이번주 목표 설정**", "- 다음 주 계획 수립") heads its items as "이번주
// 목표" does: each is work due then. Before, they were only possible
// actions. Setting goals with no time named ("목표 설정", "프로젝트 목표
// 설정": a project's aims) heads none.
func TestKoSetGoalsLabel(t *testing.T) {
	labels := map[string]string{"이번주 목표 설정": "이번주", "**이번주 목표 설정**": "이번주", "다음 주 계획 수립": "다음 주", "다음주 목표 정하기": "다음주", "차주 계획 세우기": "차주"}
	bullets := [][2]string{{"- ", "  "}, {"2. ", "    "}}
	items := []string{"상점 화면 디자인", "지도 레퍼런스 피그마에 추가해주기"}
	m := misreads{t: t}
	for l, horizon := range labels {
		for _, b := range bullets {
			notes := "# 2차 정기 회의\n\n# 내용\n\n" + b[0] + l + "\n" + b[1] + "- " + items[0] + "\n" + b[1] + "- " + items[1] + "\n"
			got, _ := parseWithPossible(t, notes)
			for k := range items {
				c, ok := readOn(got, 6+k)
				m.check(ok && strings.Contains(c.Due, strings.ReplaceAll(horizon, " ", "")) || ok && c.Due == horizon, "%s / %s: %s", l, items[k], describe(c, ok))
			}
		}
	}
	for _, l := range []string{"목표 설정", "프로젝트 목표 설정"} {
		got, _ := parseWithPossible(t, "# 회의\n\n# 내용\n\n- "+l+"\n  - 사용자 만족도 향상\n")
		c, ok := readOn(got, 6)
		m.check(!ok || len(c.Problems) > 0, "%s: %s", l, describe(c, ok))
	}
	m.done()
}

// TestKoExceptNotOwner: a name the line leaves out ("선주 말고는 …", "민수
// 빼고 모두 …", "민수 제외하고 다들 …") is no owner of the work; the line
// keeps its whole text for a person to assign. Before, the person left out
// was the owner and the title opened with "말고". A name that adds people
// ("지훈 외 2명: …") stays an owner.
func TestKoExceptNotOwner(t *testing.T) {
	lines := []string{"%s 말고는 지도 레퍼런스 피그마에 추가해주기", "%s 빼고 모두 레퍼런스 추가하기", "%s 제외하고 다들 발표 자료 준비", "%s를 제외한 팀원은 README 작성", "%s님 말고는 각자 회고 작성"}
	m := misreads{t: t}
	for _, who := range []string{"선주", "김민수", "지훈"} {
		for _, l := range lines {
			for _, h := range []string{"## 할 일", "## 이번주 목표"} {
				line := fmt.Sprintf(l, who)
				c, ok := m.read("# 회의\n\n"+h+"\n\n- "+line+"\n", 5)
				m.check(ok && !strings.Contains(c.Assignee, who) && strings.HasPrefix(c.Title, who), "%s / %s: %s", h, line, describe(c, ok))
			}
		}
	}
	c, ok := m.read("# 회의\n\n참석: 지훈\n\n## 할 일\n\n- 지훈 외 2명: 고객 인터뷰 진행\n", 7)
	m.check(ok && strings.HasPrefix(c.Assignee, "지훈"), "지훈 외 2명: %s", describe(c, ok))
	m.done()
}

// TestDueWeekdayKept: a deadline read from a line's signals keeps the day
// of the week it holds in brackets ("12/2(월) 대면회의 진행" under "## 차기
// 일정"); before, its closing bracket was cut ("12/2(월"). Brackets around
// the whole deadline or left open at its ends still go.
func TestDueWeekdayKept(t *testing.T) {
	for in, want := range map[string]string{
		"12/2(월)": "12/2(월)", "(12/2(월))": "12/2(월)", "(금요일까지)": "금요일까지", "[11/2": "11/2", "5/3)": "5/3",
		"12월 2일(월)": "12월 2일(월)", "[9/30(월)]": "9/30(월)", " (by Friday) ": "by Friday", "9/30(월": "9/30(월", "09.29(": "09.29", "~11/30(": "~11/30", ") 5/3": "5/3",
	} {
		if got := trimDueBrackets(in); got != want {
			t.Errorf("trimDueBrackets(%q) = %q, want %q", in, got, want)
		}
	}
	m := misreads{t: t}
	for _, d := range []string{"12/2(월)", "9/30(월)", "12월 2일(월)", "12/2 (월)"} {
		for _, h := range []string{"## 차기 일정", "## 다음 회의"} {
			notes := "# 11/25 회의\n\n" + h + "\n* " + d + " 대면회의 진행\n"
			c, ok := m.read(notes, 4)
			sig, _ := m.possibleOn(notes, 4)
			m.check(!ok || c.Due == d, "%s / %s: %s", h, d, describe(c, ok))
			m.check(!strings.Contains(sig, "deadline:") || strings.Contains(sig, "deadline: "+d), "%s / %s: possible %q", h, d, sig)
		}
	}
	m.done()
}

// TestKoTimeWordNoOwner: a word of the week, month or year ("주말이 아닌
// 금요일까지로 스프린트 기한 잡기", "연휴에 …") starts with a surname's
// syllable but is a time, never the owner. Before, "주말" owned the line
// and its title opened with "아닌".
func TestKoTimeWordNoOwner(t *testing.T) {
	words := []string{"주말", "주중", "평일", "연휴", "방학", "월말", "연말", "하반기"}
	lines := []string{"%s이 아닌 금요일까지로 스프린트 기한 잡기", "%s에 API 명세 작성하기", "%s 동안 발표 자료 만들기", "%s까지 배포 테스트 하기"}
	heads := []string{"## 결정 사항\n\n1. 지라 이슈\n    2. ", "## 할 일\n\n- "}
	m := misreads{t: t}
	for _, w := range words {
		for _, l := range lines {
			for _, h := range heads {
				line := fmt.Sprintf(l, w)
				notes := "# 데일리 스크럼\n\n" + h + line + "\n"
				got, pos := parseWithPossible(t, notes)
				for _, c := range got {
					m.check(!strings.Contains(c.Assignee, w), "%q: %s", line, describe(c, true))
				}
				for _, p := range pos {
					m.check(!strings.Contains(p.SignalText(), "person: "+w), "%q: possible %q", line, p.SignalText())
				}
			}
		}
	}
	c, ok := m.read("# 회의\n\n## 할 일\n\n- 민수: 주말까지 로그인 구현\n", 5)
	m.check(ok && c.Assignee == "민수" && c.Due == "주말까지", "민수: 주말까지 …: %s", describe(c, ok))
	m.done()
}

// TestKoKnownGivenName: a given name of a member the notes list in full
// ("반계령" among the attendees, "(계령)" after a task) is a person
// wherever a name is expected, whatever its syllables; before, only given
// names of the common shape were ("(선영)" read, "(계령)" not).
func TestKoKnownGivenName(t *testing.T) {
	rolls := []string{"참가자: 김제이, 김주창, 반계령, 하선영\n\n", "## 참가자\n\n김제이, 김주창, 반계령, 하선영\n\n"}
	m := misreads{t: t}
	for _, roll := range rolls {
		base := "# 회의록\n\n" + roll
		at := strings.Count(base, "\n") + 1
		forms := []struct {
			body string
			ln   int
		}{
			{"## 내용\n\n1. 핸들러 분리하기\n   - 유료스터디 상세보기 핸들러 (계령)\n", 4},
			{"## 내용\n\n- 유료스터디 상세보기 핸들러 (계령)\n", 3},
			{"## 회의\n\n- 할 일\n  - 계령\n    - 유료스터디 상세보기 핸들러 만들기\n", 5},
			{"## 할 일\n\n- 계령: 유료스터디 상세보기 핸들러\n", 3},
		}
		for _, f := range forms {
			c, ok := m.read(base+f.body, at+f.ln-1)
			m.check(ok && c.Assignee == "계령", "%q: %s", f.body, describe(c, ok))
		}
	}
	// Unlisted, the same syllables name nobody.
	c, ok := m.read("# 회의록\n\n## 내용\n\n- 유료스터디 상세보기 핸들러 (계령)\n", 5)
	m.check(!ok || c.Assignee != "계령", "unlisted (계령): %s", describe(c, ok))
	m.done()
}

// TestKoPersonBracketPartsAndDoneMarks: under a member's name, a part of
// the work in square brackets over the member's steps ("- 선영" / "  -
// [유료 스터디 도메인]" / "    - 시작일 추가하기") is no step itself, and a
// step closed by a done mark typed after it ("조건문 추가 [ O ]") is done;
// a step without the mark stays the member's. Before, each part and each
// done step was held as a task.
func TestKoPersonBracketPartsAndDoneMarks(t *testing.T) {
	parts := []string{"[유료 스터디 도메인]", "[유료 스터디 / 상세보기]", "[마이 페이지 / 유료 스터디]"}
	marks := []string{"[ O ]", "[O]", "[v]", "[✔]"}
	m := misreads{t: t}
	for _, part := range parts {
		for _, mk := range marks {
			notes := "# 회의록\n\n참가자 : 김제이, 반계령, 하선영\n\n## 회의\n\n1. 09.20 to-do 진행 사안\n   - 선영\n      - " + part + "\n         - 관심 목록 삭제하기 " + mk + "\n   - 계령\n      - 조건문 추가 " + mk + "\n      - 캘린더 생성 시 조건 추가\n"
			got, _ := parseWithPossible(t, notes)
			for _, ln := range []int{9, 10, 12} {
				c, ok := readOn(got, ln)
				m.check(!ok, "%s / %s, line %d: %s", part, mk, ln, describe(c, ok))
			}
			c, ok := readOn(got, 13)
			m.check(ok && c.Assignee == "계령", "%s / %s, the open step: %s", part, mk, describe(c, ok))
		}
	}
	m.done()
}

// TestIntroductionsNoWork: members introducing themselves ("###
// 자기소개 + 아이스브레이킹" / "- **최현화**: 게임 업계 취업 준비중 …",
// "- **임예슬**: 병가") say who they are, no work; a commitment made there
// is still read, for a person to confirm.
func TestIntroductionsNoWork(t *testing.T) {
	heads := []string{"### 자기소개 + 아이스브레이킹", "### 자기소개", "## 팀원 소개", "## Introductions", "## Icebreaker"}
	lines := []string{"- **최현화**: 게임 업계 취업 준비중. AI NPC 만드는게 목표. ISTP / 컴퓨터공학", "- **임예슬**: 병가", "- 박재홍: 백엔드 개발 희망", "- Alice: works on the parser at ACME"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, l := range lines {
			c, ok := m.read("# 팀 회의록\n\n## 미팅 내용\n"+h+"\n"+l+"\n", 5)
			m.check(!ok, "%s / %s: %s", h, l, describe(c, ok))
		}
		c, ok := m.read("# 팀 회의록\n\n## 미팅 내용\n"+h+"\n- 박재홍: 다음 주까지 데이터 정리할 예정\n", 5)
		m.check(ok && c.Assignee == "박재홍" && len(c.Problems) > 0, "%s / a commitment: %s", h, describe(c, ok))
	}
	m.done()
}

// TestKoBracketTopicUnderPerson: in a to-do list, a part of the product in
// brackets under a member's name ("- 선영" / "  - [유료 스터디 / 상세보기]"
// / "    - 관심 목록 삭제하기") is no task; the steps under it are the
// member's, ready, with the list's deadline. Before, the part was filed as
// the member's task and its steps held as commitments outside an action
// section.
func TestKoBracketTopicUnderPerson(t *testing.T) {
	heads := []string{"## to-do (0922 수요일까지)", "## 할 일", "## 이번 주 할 일"}
	topics := []string{"[유료 스터디 도메인]", "[유료 스터디 / 상세보기]", "[마이 페이지 / 유료 스터디]", "[로그인]"}
	who := []string{"선영", "김민수"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, tp := range topics {
			for _, w := range who {
				notes := "# 회의\n\n" + h + "\n- " + w + "\n   - " + tp + "\n      - 관심 목록 삭제하기\n      - 시작일, 종료일 추가하기 [  ]\n   - 조건문 추가하기\n"
				got, _ := parseWithPossible(t, notes)
				c, ok := readOn(got, 5)
				m.check(!ok, "%s / %s: the topic read as %s", h, tp, describe(c, ok))
				for _, ln := range []int{6, 7, 8} {
					c, ok := readOn(got, ln)
					m.check(ok && c.Assignee == w && len(c.Problems) == 0, "%s / %s, line %d: %s %v", h, tp, ln, describe(c, ok), c.Problems)
				}
			}
		}
	}
	// A bracketed step without steps under it stays a task.
	c, ok := m.read("# 회의\n\n## 할 일\n- 선영\n   - [로그인 화면 구현]\n", 5)
	m.check(ok && c.Assignee == "선영", "a bracketed step alone: %s", describe(c, ok))
	m.done()
}

// TestKoStarOwner: a Korean item closed by a lone asterisk and a name
// ("memberDao에 JDBC 적용하기 *계령") is that member's; before, the mark
// and the name stayed in the title and nobody owned it. An asterisk that
// marks a lower priority ("*sns 로그인") names nobody.
func TestKoStarOwner(t *testing.T) {
	rolls := []string{"## 참가자\n\n김제이, 김주창, 반계령, 하선영\n\n", ""}
	tasks := []string{"memberDao에 JDBC 적용하기", "scheduleDao에 JDBC 적용하기", "로그인 화면 구현"}
	names := []string{"계령", "선영", "제이"}
	spaces := []string{" *", "  *", " * "}
	m := misreads{t: t}
	for _, roll := range rolls {
		at := strings.Count("# 회의록\n\n"+roll+"## 할 일\n\n", "\n") + 1
		for _, tk := range tasks {
			for _, nm := range names {
				for _, sp := range spaces {
					if roll == "" && nm != "선영" {
						continue // a given name of no common shape, unlisted: nobody's
					}
					c, ok := m.read("# 회의록\n\n"+roll+"## 할 일\n\n- "+tk+sp+nm+"\n", at)
					m.check(ok && c.Assignee == nm && !strings.Contains(c.Title, "*"), "%q: %s", tk+sp+nm, describe(c, ok))
				}
			}
		}
	}
	c, ok := m.read("# 회의록\n\n## 할 일\n\n- *sns 로그인\n", 5)
	m.check(!ok || c.Assignee == "", "*sns 로그인: %s", describe(c, ok))
	m.done()
}

// TestKoListedRollTrailWord: where the notes list their members, a word
// of two syllables after a dash that none of them is called ("무료스터디 -
// 강퇴", a feature and what it does) is no owner; a member after the dash
// still is.
func TestKoListedRollTrailWord(t *testing.T) {
	words := []string{"강퇴", "조회", "정렬", "신고", "공개"}
	m := misreads{t: t}
	for _, w := range words {
		for _, h := range []string{"## 내용\n\n2. to-do\n    * 2-2. 추가할 기능\n      - ", "## 추가할 기능\n\n- "} {
			notes := "# 회의록\n\n참가자: 김제이, 김주창, 반계령, 하선영\n\n" + h + "무료스터디 - " + w + "\n"
			got, _ := parseWithPossible(t, notes)
			for _, c := range got {
				m.check(c.Assignee != w, "무료스터디 - %s: %s", w, describe(c, true))
			}
		}
	}
	c, ok := m.read("# 회의록\n\n참가자: 김제이, 김주창, 반계령, 하선영\n\n## 내용\n\n- 로그인 화면 - 주창\n", 7)
	m.check(ok && c.Assignee == "주창", "로그인 화면 - 주창: %s", describe(c, ok))
	m.done()
}

// TestKoAreaLinesUnderTeam: under a heading that shares out the work
// ("## 업무 분배"), every "area : member" line is read as the area and who
// holds it, for a person to confirm — an area named with a team's word
// ("서버 기능 : 양") or nested under a team and a group of work ("- 웹" /
// "  - 공통 기능 개발" / "    - 상품 목록 리스트 : 정") too; before, only
// some were, and the rest were lost.
func TestKoAreaLinesUnderTeam(t *testing.T) {
	heads := []string{"## 업무 분배", "## 역할 분담", "## 할 일"}
	m := misreads{t: t}
	for _, h := range heads {
		notes := "## 개요\n- 인원 : 양태욱, 정희진, 최태민, 박희연\n\n" + h + "\n- 서버 기능 : 양\n- 화면 기능 : 양\n- 웹\n  - 프로젝트 설정 : 최\n  - 공통 기능 개발\n    - 상품 목록 리스트 : 정\n    - 전역 State 설정 : 박\n  - 화면별\n    - 메인, 검색 결과 : 정\n    - 로그인 : 박\n"
		got, _ := parseWithPossible(t, notes)
		for ln, who := range map[int]string{5: "양", 6: "양", 8: "최", 10: "정", 11: "박", 13: "정", 14: "박"} {
			c, ok := readOn(got, ln)
			m.check(ok && c.Assignee == who && !strings.Contains(c.Title, ":"), "%s, line %d: %s", h, ln, describe(c, ok))
		}
	}
	// A record's field is no area ("- 장소 : 공학관"), nor a line under a
	// heading of discussion.
	got, _ := parseWithPossible(t, "## 개요\n- 인원 : 양태욱, 정희진\n\n## 업무 분배\n- 장소 : 공학관\n")
	for _, c := range got {
		m.check(c.Assignee == "" && !slices.Contains(c.Problems, problemAreaHeld), "a field: %s", dump(got))
	}
	got, _ = parseWithPossible(t, "## 개요\n- 인원 : 양태욱, 정희진\n\n## 논의 내용\n- 서버 기능 : 양\n")
	c, ok := readOn(got, 5)
	m.check(!ok || len(c.Problems) > 0, "under discussion: %s", describe(c, ok))
	m.done()
}

// TestKoNotThisNoOwner: a word with its subject particle before the
// negative copula ("문장형이 아닌 구나/절 형태로 작성", "민수가 아닌 …") says
// what the work is not, never who does it; before, it owned the line and
// the title opened with "아닌".
func TestKoNotThisNoOwner(t *testing.T) {
	words := []string{"문장형이", "민수가", "김민수가", "서버가", "주말이"}
	negs := []string{"아닌", "아니라", "아니고"}
	heads := []string{"## 커밋 메세지 형식\n\n1. ", "## 할 일\n\n- "}
	m := misreads{t: t}
	for _, w := range words {
		for _, ng := range negs {
			for _, h := range heads {
				line := w + " " + ng + " 구나/절 형태로 작성"
				c, ok := m.read("# 팀 회의록\n\n"+h+line+"\n", 5)
				m.check(!ok || c.Assignee == "" && strings.HasPrefix(c.Title, w), "%q: %s", line, describe(c, ok))
			}
		}
	}
	c, ok := m.read("# 팀 회의록\n\n## 할 일\n\n- 지훈이 발표 자료 준비\n", 5)
	m.check(ok && c.Assignee == "지훈", "지훈이 …: %s", describe(c, ok))
	m.done()
}

// TestKoPlanUnderDiscussion: a heading of work ahead written as a part of
// the discussion ("## 2. 논의 내용" / "### (4) 향후 계획", a capstone team's
// minutes) heads work: its items are the team's tasks. Before, every
// part under a heading of discussion was read as a decision's part and
// its items only possible actions. A part of the decisions that is no
// heading of work ("## 결정 사항" / "### 1) 서류 다운로드") keeps its
// reading: a plan there with nobody and no date is a decision.
func TestKoPlanUnderDiscussion(t *testing.T) {
	parents := []string{"## 2. 논의 내용", "## 논의 사항", "## 논의", "## 결정 사항"}
	heads := []string{"### (4) 향후 계획", "### 4. 향후 계획", "### 향후 계획", "### 다음 주 할 일", "### 액션 아이템"}
	items := []string{"- 기술 프로세스 학습", "1. **모터 및 부품 검토**", "- 그리퍼 구조 비교 검토"}
	m := misreads{t: t}
	for _, pa := range parents {
		for _, h := range heads {
			for _, it := range items {
				notes := "# 회의록\n\n" + pa + "\n\n### (1) 라면 조리 로봇팔\n- 단가가 높음\n\n" + h + "\n" + it + "\n"
				c, ok := m.read(notes, 9)
				m.check(ok && c.Assignee == "" && !strings.Contains(c.Title, "-"), "%s / %s / %s: %s", pa, h, it, describe(c, ok))
			}
		}
	}
	for _, pa := range []string{"## 결정 사항", "## 확정/합의 사항"} {
		notes := "# 회의록\n\n" + pa + "\n\n### 1) 서류 다운로드\n- 온라인으로 지원 예정\n"
		c, ok := m.read(notes, 6)
		m.check(!ok, "%s / 1) 서류 다운로드: %s", pa, describe(c, ok))
	}
	m.done()
}

// TestKoGoalTargetRowNoWork: in a two-column table of what was settled
// ("| 구분 | 내용 |" / "| 시간 목표 | 1장당 최대 6분 |", a capstone team's
// summary of decisions) a goal of no coming time is a target the team
// measures itself by, no work; the row of a coming time's goals ("| 이번
// 주 목표 | 로그인 화면 완성 |") or of its to-dos stays work.
func TestKoGoalTargetRowNoWork(t *testing.T) {
	heads := []string{"## 3. 결정사항 요약", "## 요약", "## 정량 지표"}
	targets := []string{"| 시간 목표 | 1장당 최대 6분(2~3분 × 2회 시도) |", "| 성능 목표 | 정확도 90% 이상 |", "| 매출 목표 | 월 100만 원 |", "| 품질 목표 | 오차 5mm 이하 |"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, row := range targets {
			notes := "# 회의록\n\n" + h + "\n\n| 구분 | 내용 |\n|------|------|\n" + row + "\n| 성공률 | 60% 이상 |\n"
			c, ok := m.read(notes, 7)
			m.check(!ok, "%s / %s: %s", h, row, describe(c, ok))
		}
		for _, row := range []string{"| 이번 주 목표 | 로그인 화면 완성 |", "| 다음 주 목표 | 로그인 화면 완성 |", "| 할 일 | 로그인 화면 완성 |"} {
			notes := "# 회의록\n\n" + h + "\n\n| 구분 | 내용 |\n|------|------|\n" + row + "\n| 성공률 | 60% 이상 |\n"
			c, ok := m.read(notes, 7)
			m.check(ok && c.Title == "로그인 화면 완성", "%s / %s: %s", h, row, describe(c, ok))
		}
	}
	m.done()
}

// TestScheduleFieldNoWork: under the next meeting's plan, a line giving
// the time or the place of an event ("- 일정: 금요일 오후 7시", "- 발표
// 일정: 11월 6일", "- Time: Friday 7pm") or saying the team meets again
// ("- 9월 23일날 다시 회의 예정", "- Meet again on Sept 23") records when it
// meets, no work and no possible action; before, "일정" was read as the
// task (or as a member's name when several lines opened with it). Work to
// arrange it stays work.
func TestScheduleFieldNoWork(t *testing.T) {
	heads := []string{"### 다음 회의 계획", "## 향후 계획", "## Next steps", "## Action items"}
	fields := []string{
		"- 일정: 금요일 오후 7시", "- 일정 : 9/20(금) 19:00, 디스코드", "- 회의 일정: 금요일 7시", "- 다음 회의 일정: 10/2 (목)",
		"- 발표 일정: 11월 6일", "- 모임 장소: 학교 앞 카페", "- 회의 시간: 토요일 오후 2시",
		"- 9월 23일날 다시 회의 예정", "- 다음 주 화요일에 다시 회의", "- 금요일 재회의 예정",
		"- Time: Friday 7pm", "- Date: 10/2", "- Where: room 3", "- Next meeting date: Oct 2",
		"- Meet again on Sept 23", "- We will meet again next Tuesday", "- Reconvene on Friday",
	}
	m := misreads{t: t}
	for _, h := range heads {
		for _, f := range fields {
			notes := "# 회의록\n\n" + h + "\n- 전자 학습기 기술 구체화\n" + f + "\n- 일정 조율하기\n"
			c, ok := m.read(notes, 5)
			sig, pos := m.possibleOn(notes, 5)
			m.check(!ok && !pos, "%s / %s: %s; possible %q", h, f, describe(c, ok), sig)
			c, ok = m.read(notes, 6)
			m.check(ok && c.Assignee == "" && strings.Contains(c.Title, "일정 조율"), "%s / %s / 일정 조율하기: %s", h, f, describe(c, ok))
		}
	}
	for f, owner := range map[string]string{"- 민수: 일정 조율": "민수", "- Dana to send the meeting time": "Dana", "- Book the room for Friday": "", "- 민수 - 회의 장소 예약": "민수"} {
		c, ok := m.read("# 회의록\n\n## 할 일\n"+f+"\n", 4)
		m.check(ok && c.Assignee == owner, "%s: %s", f, describe(c, ok))
	}
	m.done()
}

// TestKoAreaRunSingleName: among the areas a list of work shares out
// ("- 역할 분담" / "    - Backend: 김세진, 이석호" / "    - Frontend: 강용욱" /
// "    - Blockchain: 정지환", a blockchain team's minutes), an area held by
// one member is an area and its holder to confirm, as one held by
// several is. Before, a team's line with one name was dropped as an
// office held, and an area the words of no team name ("Blockchain") was
// read the wrong way round: the member as the work, the area as its
// owner. Outside a list of work the same lines say who is in which
// part, no task.
func TestKoAreaRunSingleName(t *testing.T) {
	heads := []string{"## 역할 분담\n", "## 업무 분배\n", "## 진행 상황\n- 역할 분담\n", "진행 상황\n- 일정표 작성 중\n- 역할 분담\n"}
	runs := [][2]string{
		{"Backend", "김세진, 이석호"}, {"Frontend", "강용욱"}, {"Blockchain", "정지환"}, {"디자인", "한지민"}, {"AI", "박서진, 오세훈"},
	}
	m := misreads{t: t}
	for _, h := range heads {
		indent := ""
		if strings.HasSuffix(h, "- 역할 분담\n") {
			indent = "    "
		}
		notes := "# 회의록\n\n" + h
		first := 3 + strings.Count(h, "\n")
		for _, r := range runs {
			notes += indent + "- " + r[0] + ": " + r[1] + "\n"
		}
		for k, r := range runs {
			c, ok := m.read(notes, first+k)
			if r[0] == "디자인" {
				// (A role's word over a member under "역할 분담" is the
				// member's role, rolelines.go; never the member as work.)
				m.check(!ok && strings.Contains(h, "역할 분담") || ok && c.Title == r[0] && c.Assignee == r[1], "%q / %s: %s", h, r[0], describe(c, ok))
				continue
			}
			m.check(ok && c.Title == r[0] && c.Assignee == r[1] && slices.Contains(c.Problems, problemAreaHeld), "%q / %s: %s", h, r[0], describe(c, ok))
		}
	}
	for _, h := range []string{"## 팀 구성\n", "## 팀원 소개\n"} {
		notes := "# 회의록\n\n" + h + "- 프론트엔드: 한지민\n- 백엔드: 김하늘, 이도윤\n- 데이터 분석: 박서진\n"
		for k := range 3 {
			c, ok := m.read(notes, 4+k)
			m.check(!ok, "%q line %d: %s", h, 4+k, describe(c, ok))
		}
	}
	m.done()
}

// TestKoDateThenWeekdayDue: a date written with its weekday after it
// ("데이터 수집을 위해 2021년 2월 22일 월요일까지 가설설정", a data team's
// minutes) is one deadline, the date and the day; before, the weekday
// alone was the due and the date was left in the title.
func TestKoDateThenWeekdayDue(t *testing.T) {
	leads := []string{"", "데이터 수집을 위해 ", "민수는 ", "민수: "}
	dues := []string{"2021년 2월 22일 월요일까지", "2월 22일 월요일까지", "2/22 월요일까지", "2021-02-22 월요일까지", "2월 22일 월요일 전까지"}
	heads := []string{"## 결론 및 추후 진행과제\n- ", "## 할 일\n\n1. "}
	m := misreads{t: t}
	for _, h := range heads {
		for _, l := range leads {
			for _, d := range dues {
				line := l + d + " 가설 설정"
				c, ok := m.read("# 회의록\n\n"+h+line+"\n", 3+strings.Count(h, "\n"))
				m.check(ok && c.Due == d && !strings.Contains(c.Title, "22"), "%q: %s", line, describe(c, ok))
			}
		}
	}
	m.done()
}

// TestKoRemarkAfterOwner: a Korean item closed by a dash, its owner and a
// remark in brackets ("- 지도 - 황윤영 ( 지자체버전, 비회원버전)", a civic
// project team's log) is the owner's; the remark stays with the work.
// Before, the remark after the name hid the owner and the whole line was
// the title. A number in brackets ("- 진입화면 - 황종인 (2)") and a
// deadline there keep their readings.
func TestKoRemarkAfterOwner(t *testing.T) {
	rolls := []string{"", "참석: 황종인, 황윤영, 이효경\n\n"}
	tasks := []string{"로그인 화면", "API 명세 작성", "강수량 그래프"}
	names := []string{"황윤영", "이효경"}
	remarks := []string{"(지자체버전, 비회원버전)", "(비회원 포함)", "( 지자체버전 )", "(web)"}
	m := misreads{t: t}
	for _, r := range rolls {
		for _, task := range tasks {
			for _, n := range names {
				for _, rm := range remarks {
					line := task + " - " + n + " " + rm
					notes := r + "## 할 일\n- " + line + "\n"
					c, ok := m.read(notes, 2+strings.Count(r, "\n"))
					m.check(ok && c.Assignee == n && strings.HasPrefix(c.Title, task) && strings.Contains(c.Title, strings.Trim(rm, "() ")), "%q%s: %s", r, line, describe(c, ok))
				}
				for _, tail := range []string{"(2)", "(12)"} {
					line := task + " - " + n + " " + tail
					c, ok := m.read(r+"## 할 일\n- "+line+"\n", 2+strings.Count(r, "\n"))
					m.check(ok && c.Assignee == n && c.Title == task, "%q%s: %s", r, line, describe(c, ok))
				}
				line := task + " - " + n + " (5/3까지)"
				c, ok := m.read(r+"## 할 일\n- "+line+"\n", 2+strings.Count(r, "\n"))
				m.check(ok && c.Assignee == n && c.Title == task && c.Due == "5/3까지", "%q%s: %s", r, line, describe(c, ok))
			}
		}
	}
	m.done()
}

// TestKoRollOutsiderNotOwner: where the notes list their members, a
// two-syllable word none of them is called ("지도", a map; "배송",
// "수신") opening an item before a dash is the work, not its owner, and
// the member after the dash owns it ("참석: 황종인, 황윤영" / "- 지도 -
// 황윤영"). A member's given name opening the item ("윤영 - 로그인 화면")
// still owns it.
func TestKoRollOutsiderNotOwner(t *testing.T) {
	roll := "참석: 황종인, 황윤영, 이효경\n\n"
	words := []string{"지도", "배송", "수신", "시민", "기온"}
	names := []string{"황윤영", "이효경", "황종인"}
	heads := []string{"## 할 일\n- ", "## 역할 분담\n- ", "## 개발 계획\n    - "}
	m := misreads{t: t}
	for _, h := range heads {
		for _, w := range words {
			for _, n := range names {
				line := w + " - " + n
				c, ok := m.read(roll+h+line+"\n", 4)
				m.check(ok && c.Assignee == n && c.Title == w, "%s%s: %s", h, line, describe(c, ok))
			}
		}
		for _, g := range []string{"윤영", "효경", "종인"} {
			line := g + " - 로그인 화면 구현"
			c, ok := m.read(roll+h+line+"\n", 4)
			m.check(ok && c.Assignee == g && c.Title == "로그인 화면 구현", "%s%s: %s", h, line, describe(c, ok))
		}
	}
	m.done()
}

// TestKoWeekdayDateEventDue: a weekday with its date in brackets before
// an event ("- 다음주 월요일(06.24) 모임 전까지 초기 셋업 완료하기", a study
// group's weekly notes; "다음주 금요일(06.28) 9:00pm 회의 전까지 …") is one
// deadline up to the event's 전까지; before, the due was the event alone
// ("모임 전까지") and the day and its date were left in the title.
func TestKoWeekdayDateEventDue(t *testing.T) {
	days := []string{"다음주 월요일(06.24)", "월요일(6/24)", "다음주 금요일(06.28) 9:00pm", "금요일(6.28) 21:00", "이번 주 수요일(6/26)"}
	events := []string{"모임 전까지", "회의 전까지", "정기 회의까지"}
	heads := []string{"# 2024.06.21(금)\n\n- ", "## 할 일\n- ", "## 다음 주 계획\n1. "}
	m := misreads{t: t}
	for _, h := range heads {
		for _, d := range days {
			for _, e := range events {
				line := d + " " + e + " 초기 셋업 완료하기"
				c, ok := m.read(h+line+"\n", 1+strings.Count(h, "\n"))
				m.check(ok && c.Due == d+" "+e && strings.HasPrefix(c.Title, "초기 셋업"), "%q: %s", line, describe(c, ok))
			}
		}
	}
	m.done()
}

// TestKoNextMeetingWhenQuiet: a line saying when the next meeting is held
// ("다음 회의는 2026-07-23 오전 10시에 진행한다.", a company team's
// minutes; "- 다음 모임은 토요일 오후 2시") is neither work nor a possible
// action, as "Next meeting: June 3" is not; before, it was a possible
// action. Work due by the next meeting ("다음 회의 전까지 발표 자료
// 준비") stays work, and what the next meeting will take up ("다음
// 회의에서는 … 결정한다") stays shown.
func TestKoNextMeetingWhenQuiet(t *testing.T) {
	heads := []string{"■ 다음 회의\n\n", "## 다음 회의\n\n", "## 할 일\n\n- ", "## 기타\n\n- "}
	lines := []string{"다음 회의는 2026-07-23 오전 10시에 진행한다.", "다음 회의는 토요일 오후 8시", "다음 모임은 이번 주 금요일 저녁에 진행", "다음 회의 일정은 7/30 오후 2시", "다음 스크럼은 내일 오전 10시"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, l := range lines {
			notes := "# 3차 회의\n\n" + h + l + "\n"
			c, ok := m.read(notes, 5)
			sig, pos := m.possibleOn(notes, 5)
			m.check(!ok && !pos, "%q%s: %s; possible %q", h, l, describe(c, ok), sig)
		}
		c, ok := m.read("# 3차 회의\n\n"+h+"다음 회의 전까지 발표 자료 준비\n", 5)
		m.check(ok && c.Due == "다음 회의 전까지", "%q 다음 회의 전까지 …: %s", h, describe(c, ok))
	}
	_, pos := m.possibleOn("# 3차 회의\n\n■ 다음 회의\n\n다음 회의에서는 등급 변동 기준, 하락 알림 제공 방식을 결정한다.\n", 5)
	m.check(pos, "다음 회의에서는 …: not shown")
	m.done()
}
