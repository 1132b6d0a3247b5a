package rules

import (
	"fmt"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// lineOwnerTitleDue lists each action as "line:owner:title:due", sorted.
func lineOwnerTitleDue(cs []extract.Candidate) string {
	return sortedLines(cs, " | ", func(c extract.Candidate) string {
		return fmt.Sprintf("%d:%s:%s:%s", c.Line, strings.Join(c.Owners, "+"), c.Title, c.Due)
	})
}

// wantActions fails t unless got lists exactly want (lineOwnerTitleDue).
func wantActions(t *testing.T, got []extract.Candidate, want string) {
	t.Helper()
	if s := lineOwnerTitleDue(got); s != want {
		t.Errorf("\n got %s\nwant %s", s, want)
	}
}

// TestKoNameLeadWork: a member's name opening an item with only a space
// before the work ("지훈 시연 영상 찍기", "민수 19시까지 API 배포") makes
// the work that member's — under an action heading for a name shaped like
// one where the notes list nobody, anywhere else for a name they list
// (for a person to confirm there); an hour alone before 까지 is the due.
// A report of work done, an ordinary word shaped like a name ("영상
// 편집") and, where the notes list their members, a word they do not
// list are no owners.
func TestKoNameLeadWork(t *testing.T) {
	got, _ := parseWithPossible(t, `# 해커톤 2일차

## 할 일
- 민수 19시까지 API 배포
- 서연 발표 슬라이드 18시까지
- 지훈 시연 영상 찍기
- 영상 편집 마무리
`)
	want := "4:민수:API 배포:19시까지 | 5:서연:발표 슬라이드:18시까지 | 6:지훈:시연 영상 찍기: | 7::영상 편집 마무리:"
	wantActions(t, got, want)

	got, _ = parseWithPossible(t, `# 주간 회의

참석: 김민수, 이서연, 박지훈

## 진행 상황
- 민수 로그인 API 배포 완료

## 회의 내용
- 로그인 화면 확정
- 민수 결제 API 연동
- 서연 발표 슬라이드 오후 6시까지
- 지훈 시연 영상 촬영 예정
`)
	want = "10:민수:결제 API 연동: | 11:서연:발표 슬라이드:오후 6시까지 | 12:지훈:시연 영상 촬영:"
	wantActions(t, got, want)
	for _, c := range got {
		if !hasProblem(c, problemConfirm) {
			t.Errorf("line %d outside an action list is not held for a person: %v", c.Line, c.Problems)
		}
	}

	got, _ = parseWithPossible(t, `# 주간 회의

참석: 김민수, 이서연

## 할 일
- 하람 로고 시안 작성
`)
	for _, c := range got {
		if len(c.Owners) > 0 {
			t.Errorf("line %d: a word the members' list does not hold became owner %v", c.Line, c.Owners)
		}
	}
}

// TestKoSubjectTodoAndCharge: a to-do's -기 with its doer named as the
// subject ("서연이 데이터 라벨링 마무리하기", "발표 자료는 민수가
// 만들기") is that person's, held for a person to confirm outside an
// action list; "X는 Y를 맡았다" gives Y to X as "맡기로 했다" does, also
// two people in one sentence; several parts each closed by its person in
// parentheses ("로그인 구현(민수), 회원가입 구현(서연)") are one action
// those people share, not the last one's. A word that is no name shape
// ("하늘") before 이 stays unowned.
func TestKoSubjectTodoAndCharge(t *testing.T) {
	got, _ := parseWithPossible(t, `# 3회차 회의

## 회의 내용
- 서연이 데이터 라벨링 마무리하기
- 발표 자료는 민수가 만들기
- 회의록은 하늘이 노션에 올리기

민수는 선행 연구 정리를 맡았다.
지훈은 API 명세, 서연은 데이터셋 조사를 맡았다.

## 할 일
- 로그인 구현(민수), 회원가입 구현(서연), DB 연결(지훈)
`)
	want := "12:민수+서연+지훈:로그인 구현, 회원가입 구현, DB 연결: | 4:서연:데이터 라벨링 마무리: | 5:민수:발표 자료 만들기: | 8:민수:선행 연구 정리: | 9:서연:데이터셋 조사: | 9:지훈:API 명세:"
	wantActions(t, got, want)
	for _, c := range got {
		if c.Line < 12 && !hasProblem(c, problemConfirm) && !hasProblem(c, problemTentative) {
			t.Errorf("line %d outside an action list is not held for a person: %v", c.Line, c.Problems)
		}
	}
}

// TestKoArrowBareName: a problem, an arrow and a member's name with no
// particle before the work ("로그인 오류 => 민수 수정", "… → 민수 확인
// 필요") gives the work to that member, for a person to confirm outside
// an action list; an arrow to what happens next with nobody named
// ("… → 다음 회의에서 논의", "… → 해결됨") gives nothing. A request to
// do it ("… 정리해 주시면 됩니다") is read without its ending.
func TestKoArrowBareName(t *testing.T) {
	got, _ := parseWithPossible(t, `# 회의 메모

## 이슈
- 로그인 오류 => 민수 수정
- 결제 모듈 오류 발생 → 민수 확인 필요
- 배포 실패 → 지훈 재배포 예정
- 검색 속도 저하 → 다음 회의에서 논의
- 알림 누락 → 해결됨
`)
	want := "4:민수:로그인 오류 수정: | 5:민수:결제 모듈 오류 발생 확인: | 6:지훈:배포 실패 재배포:"
	wantActions(t, got, want)
	more, _ := parseWithPossible(t, "# 기획 회의\n\n민수 님은 UI 레퍼런스를, 서연 님은 가격 정책을 정리해 주시면 됩니다.\n")
	want = "3:민수:UI 레퍼런스 정리: | 3:서연:가격 정책 정리:"
	wantActions(t, more, want)
	got = append(got, more...)
	for _, c := range got {
		if !hasProblem(c, problemConfirm) {
			t.Errorf("line %d outside an action list is not held for a person: %v", c.Line, c.Problems)
		}
	}
}

// TestKoLeadParticleAndSpacedHonor: in an action list a member's name
// may open the work with its topic or subject particle ("민수는 로그인
// 구현하기", "서연이가 … 만들어 오기"), the work may end as a request
// ("… 정리 부탁드립니다"), and an honorific written apart from the name in
// brackets is still the name's ("[하람 님] …", "… (도윤 씨)"). A thing as
// the topic ("영상은 다음 주 편집") owns nothing. (A part of the team as
// the topic — "서버는 AWS로 배포" — is read as that team's, elsewhere.)
func TestKoLeadParticleAndSpacedHonor(t *testing.T) {
	check := func(notes string, want map[int]string) {
		t.Helper()
		got, _ := parseWithPossible(t, notes)
		seen := map[int]bool{}
		for _, c := range got {
			seen[c.Line] = true
			var owners []string
			for _, o := range c.Owners {
				owners = append(owners, trimHonorifics(o))
			}
			if w, ok := want[c.Line]; ok && strings.Join(owners, "+") != w {
				t.Errorf("line %d: owner %q, want %q (%q)", c.Line, strings.Join(owners, "+"), w, c.Title)
			}
		}
		for l := range want {
			if !seen[l] {
				t.Errorf("line %d not read", l)
			}
		}
	}
	check(`# 5주차 회의

## 할 일
- 민수는 로그인 구현하기 (~5/3)
- 서연이가 회원가입 페이지 만들어 오기
- 지훈 API 명세 정리 부탁드립니다
- 영상은 다음 주 편집
`, map[int]string{4: "민수", 5: "서연", 6: "지훈", 7: ""})
	check(`# 6주차 회의

## 할 일
- [하람 님] 배포 스크립트 작성
- 테스트 코드 작성 (도윤 씨)
`, map[int]string{4: "하람", 5: "도윤"})
}

// TestKoDueForms: deadlines written as a span the work is due within
// ("오늘 중", "5월 중", "3일 내", opening or closing the item), up to the
// time of a meeting ("다음 회의 때까지"), midnight ("자정까지"), and a
// bracketed deadline after the owner that closes the item, nested
// brackets and a field label allowed ("- 민수 (5.3(금)까지)", "- 민수
// (기한: 5/3)", "- 민수 (금주 내)"): each is the due, and the owner
// before it is still read.
func TestKoDueForms(t *testing.T) {
	got, _ := parseWithPossible(t, `# 회의

## 할 일
- 오늘 중 로그인 구현 (민수)
- 민수: 회원가입 구현 5월 중
- 3일 내 결제 연동 (민수)
- 민수: 배포 스크립트 정리 다음 회의 때까지
- 민수: 발표 자료 제출 자정까지
- 검색 기능 구현 - 민수 (5.3(금)까지)
- 알림 기능 구현 - 민수 (기한: 5/3)
- 관리자 화면 구현 - 민수 (금주 내)
`)
	want := "10:민수:알림 기능 구현:5/3 | 11:민수:관리자 화면 구현:금주 내 | 4:민수:로그인 구현:오늘 중 | 5:민수:회원가입 구현:5월 중 | 6:민수:결제 연동:3일 내 | 7:민수:배포 스크립트 정리:다음 회의 때까지 | 8:민수:발표 자료 제출:자정까지 | 9:민수:검색 기능 구현:5.3(금)까지"
	wantActions(t, got, want)
}

// TestKoReportedAndPlannedCommit: a member who said they would do the work
// ("민수가 로그인 구현하겠다고 함"), a plan to carry it out ("민수는 금요일까지
// 로그인 구현을 진행할 계획") and work the meeting set someone to ("민수
// 님이 다음 주까지 로그인 구현하도록 함") commit that member, in a record of
// the meeting or a paragraph, with the ending off the title.
func TestKoReportedAndPlannedCommit(t *testing.T) {
	got, _ := parseWithPossible(t, `# 회의

## 회의 내용
- 민수가 로그인 구현하겠다고 함
- 서연은 금요일까지 결제 연동을 진행할 계획
- 지훈 님이 다음 주까지 배포 자동화하도록 함

도윤이 다음 회의 전까지 발표 자료 준비하겠다고 했다.
`)
	want := "4:민수:로그인 구현: | 5:서연:결제 연동:금요일까지 | 6:지훈:배포 자동화:다음 주까지 | 8:도윤:발표 자료 준비:다음 회의 전까지"
	wantActions(t, got, want)
}

// TestPersonHeadingWithDue: a member's heading that carries the deadline
// of their part in parentheses ("### 민수 (금요일까지)", "### Dana (by
// Friday)") gives its items both: the member as owner, the deadline as
// due.
func TestPersonHeadingWithDue(t *testing.T) {
	got, _ := parseWithPossible(t, `# 회의

## 할 일
### 민수 (금요일까지)
- 로그인 구현
- 회원가입 구현
`)
	want := "5:민수:로그인 구현:금요일까지 | 6:민수:회원가입 구현:금요일까지"
	wantActions(t, got, want)
	got, _ = parseWithPossible(t, "# Sync\n\n## Action items\n### Dana (by Friday)\n- draft the release notes\n- update the changelog\n")
	want = "5:Dana:draft the release notes:by Friday | 6:Dana:update the changelog:by Friday"
	wantActions(t, got, want)
}

// TestKoDecidedNotDone: under a heading of decisions, an item that says
// how far work is ("로그인 70% 진행") or opens with a mark of work done
// ("✅ 로그인 구현") is no work the meeting gave out; a plain item of work
// there still is, for a person to confirm.
func TestKoDecidedNotDone(t *testing.T) {
	got, _ := parseWithPossible(t, `# 3차 회의

## 결정 사항
- 로그인 70% 진행
- ✅ 회원가입 구현
- 세 모델 비교표 작성
`)
	wantActions(t, got, "6::세 모델 비교표 작성:")
}

// TestKoOwnedTodoOutsideActionList: outside an action list, a to-do whose
// owner and deadline follow its ending ("로그인 구현하기 - 민수 5/3까지",
// "… (민수) 금요일까지", "… `민수` (금)", "… @민수 5/3까지") carries three
// signals — the form, the person, the deadline — and is that member's
// action for a person to confirm, not only a possible one; the title is
// the work.
func TestKoOwnedTodoOutsideActionList(t *testing.T) {
	got, _ := parseWithPossible(t, "# 회의\n\n참석: 김민수, 이서연\n\n## 회의 내용\n- 로그인 구현하기 - 민수 5/3까지\n- 회원가입 구현하기 (민수) 금요일까지\n- 결제 연동할 것 `민수` (금)\n- 배포 자동화하기 @민수 5/3까지\n")
	want := "6:민수:로그인 구현:5/3까지 | 7:민수:회원가입 구현:금요일까지 | 8:민수:결제 연동:금요일 | 9:민수:배포 자동화:5/3까지"
	wantActions(t, got, want)
	for _, c := range got {
		if !hasProblem(c, problemConfirm) {
			t.Errorf("line %d: not held for a person: %v", c.Line, c.Problems)
		}
	}
}

// TestKoTodoBeforeDeadlineNotSilent: a to-do whose ending comes before
// the deadline closing the line ("로그인 구현할 것 금요일까지", "… 예정
// 금요일까지", "… 만들어 오기 금요일까지"), outside an action list and
// naming nobody, is never silent: it is a possible action or one to
// confirm, with its deadline.
func TestKoTodoBeforeDeadlineNotSilent(t *testing.T) {
	notes := "# 4차 회의\n\n## 회의 내용\n- 디자인 시안 공유\n- 로그인 구현할 것 금요일까지\n- 회원가입 구현 예정 금요일까지\n- 결제 페이지 만들어 오기 금요일까지\n"
	got, pos := parseWithPossible(t, notes)
	seen := map[int]bool{}
	for _, c := range got {
		seen[c.Line] = true
	}
	for _, p := range pos {
		seen[p.Line] = true
	}
	for _, l := range []int{5, 6, 7} {
		if !seen[l] {
			t.Errorf("line %d is silent", l)
		}
	}
	if seen[4] {
		t.Errorf("line 4, a topic, was read")
	}
}

// TestKoNamedNeedAndBracketCommit: outside an action list, a need of work
// with a listed member's name opening it ("민수 로그인 구현 필요") is a
// possible action, not silent; closed by a dash and the member, with or
// without the member's deadline ("회원가입 구현 필요 - 민수 (~5/3)"), it is
// that member's work to confirm, as any work closed by its member is
// (TestKoTrailOwnerDueCompositions); a to-do with the member in brackets
// first ("[민수] 결제 연동할 것") is that member's to confirm. A need of
// nobody's on a bare thing ("서버 필요") stays silent.
func TestKoNamedNeedAndBracketCommit(t *testing.T) {
	got, pos := parseWithPossible(t, "# 4차 회의\n\n참석: 김민수, 이서연, 박지훈\n\n## 회의 내용\n- 디자인 시안 공유\n- 민수 로그인 구현 필요\n- 회원가입 구현 필요 - 민수 (~5/3)\n- [민수] 결제 연동할 것\n- 서버 필요\n")
	wantPossibleLines(t, pos, 7)
	wantActions(t, got, "8:민수:회원가입 구현 필요:~5/3 | 9:민수:결제 연동:")
}

// TestKoClausesAfterLeadSentence: a paragraph that first says what was
// discussed and then, in its next sentence, gives several members their
// work with one deadline opening it ("오늘은 … 논의했다. 다음 주까지
// 민수는 로그인을 구현하고, 서연은 디자인을 수정할 예정이다.") gives each
// member their clause, with the deadline.
func TestKoClausesAfterLeadSentence(t *testing.T) {
	got, _ := parseWithPossible(t, "# 회의\n\n오늘은 화면 구성을 논의했다. 다음 주까지 민수는 로그인을 구현하고, 서연은 디자인을 수정할 예정이다.\n")
	want := "3:민수:로그인 구현:다음 주까지 | 3:서연:디자인 수정:다음 주까지"
	wantActions(t, got, want)
}

// TestTeamTagThenPersonAndPersonMark: in an action list, a team's tag in
// brackets followed by a person ("[FE] 민수: 로그인 페이지 구현", "[BE] 서연
// - 결제 API") is the person's work, the tag only says whose part; a tag
// with no person after it is the team's. A person mark opening the item
// ("👤 민수 / 로그인 구현", "👤 민수 로그인 구현") marks the name after it.
func TestTeamTagThenPersonAndPersonMark(t *testing.T) {
	got, _ := parseWithPossible(t, "# 회의\n\n## 할 일\n- [FE] 민수: 로그인 페이지 구현\n- [BE] 서연 - 결제 API\n- [FE] 메인 화면 반응형 작업\n- 👤 지훈 / 배포 스크립트 정리\n- 👤 도윤 알림 기능 구현\n")
	want := "4:민수:로그인 페이지 구현: | 5:서연:결제 API: | 6:FE:메인 화면 반응형 작업: | 7:지훈:배포 스크립트 정리: | 8:도윤:알림 기능 구현:"
	wantActions(t, got, want)
}
