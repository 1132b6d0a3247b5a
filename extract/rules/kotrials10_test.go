package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract/doc"
)

// Issue 28 (helper ko-trials10): forms found on fresh Korean minutes
// (university course and capstone teams keeping weekly minutes in the
// repository) nobody tuned on, written here as invented notes of the same
// shape. An empty title means the line is no action.

// A group word in parentheses opening a to-do ("(공통) 10월 2일 …",
// "(전원) …") is the owner as written, as a person's name in the same
// place is, and the date after it is the item's own deadline, not the
// week of the heading.
func TestKoTrials10ParenGroupOwner(t *testing.T) {
	notes := "# 5주차 회의\n\n## 다음 주 할 일\n- [ ] (하은) 11월 3일 18:00 발표 자료 제출\n- [ ] (공통) 11월 4일 12:00 역할별 초안 공유\n- [x] (전원) 11월 5일 10:00 설문지 검토\n"
	runLineCases(t, []lineCase{
		{"a person's name in parentheses", notes, 4, w5("하은", "11월 3일 18:00", "발표 자료 제출")},
		{"the common share in parentheses", notes, 5, w5("공통", "11월 4일 12:00", "역할별 초안 공유")},
		{"everyone in parentheses", notes, 6, w5("전원", "11월 5일 10:00", "설문지 검토")},
	})
}

// A role named by its part of the work, then the duties it covers ("문서
// 담당 : 리드미, 회의록 작성, 행동 수칙") describes the role: its first
// duty is no owner. Work given to one person or to people after the
// colon ("로그인 구현 담당 : 민수") is still a task.
func TestKoTrials10RoleDutiesAreNoTask(t *testing.T) {
	notes := "# 2주차 회의\n\n참석: 김하은, 박도윤\n\n## 안건 2 : 팀 역할 확정\n- 팀장 : 저장소 관리, 회의 진행\n- 문서 담당 : 리드미, 회의록 작성, 행동 수칙\n- 리뷰, 품질 담당 : PR 리뷰 확인, 버그 이슈 정리\n\n## 업무 분담\n- 로그인 구현 담당 : 도윤\n"
	runLineCases(t, []lineCase{
		{"a role and its duties", notes, 7, w5("", "", "")},
		{"two roles and their duties", notes, 8, w5("", "", "")},
		{"work and the person in charge", notes, 11, w5("도윤", "", "로그인 구현")},
	})
}

// A nominal to-do closed by 피드백 ("제안서 수정 및 피드백") under a
// heading of next week's work is a task, like one closed by 리뷰; under a
// discussion or a progress report it stays what was talked about or done.
func TestKoTrials10FeedbackNoun(t *testing.T) {
	notes := "# 4주차 회의\n\n## 3. 다음 주 할 일\n기획서 수정 및 피드백\n\n발표 자료 제작\n\n## 논의 내용\n- 디자인 시안 피드백\n\n## 진행 상황\n- 코드 리뷰 및 피드백\n"
	runLineCases(t, []lineCase{
		{"a nominal to-do closed by 피드백", notes, 4, w5("", "다음 주", "기획서 수정 및 피드백")},
		{"the next to-do", notes, 6, w5("", "다음 주", "발표 자료 제작")},
		{"feedback discussed", notes, 9, w5("", "", "")},
		{"feedback reported", notes, 12, w5("", "", "")},
	})
}

// A record's label whose first syllable is a surname ("문제점 : …") names
// no one: under a member's heading in a plan, the problem it states is no
// task of theirs, while the plan's step beside it is.
func TestKoTrials10RecordLabelIsNoName(t *testing.T) {
	notes := "# 회의\n\n## 계획\n\n### 김도윤\n1. 업로드 화면으로 바꾼다.\n\n문제점 : 파일 크기에 따라 화면이 깨지는 경우가 있다.\n"
	runLineCases(t, []lineCase{
		{"the member's step", notes, 6, w5("김도윤", "", "업로드 화면으로 바꾼다")},
		{"a problem stated", notes, 8, w5("", "", "")},
	})
}

// An outcome closing a line ("… 바꾼다.(성공)", "… 적용 (실패)") reports
// what was tried, as "(완료)" does.
func TestKoTrials10OutcomeMarkIsDone(t *testing.T) {
	notes := "# 회의\n\n## 계획\n\n### 김도윤\n1. 업로드 화면으로 바꾼다.(성공)\n2. 드래그 방식으로 적용 (실패)\n3. 미리보기 화면을 추가한다.\n"
	runLineCases(t, []lineCase{
		{"a success", notes, 6, w5("", "", "")},
		{"a failure", notes, 7, w5("", "", "")},
		{"the step still ahead", notes, 8, w5("김도윤", "", "미리보기 화면 추가")},
	})
}

// A heading word that starts with a surname syllable ("### 차선책", "#
// 회의록 (최신순)") is no member: the lines under it are the meeting's
// record, not that person's work.
func TestKoTrials10HeadingWordsAreNoMembers(t *testing.T) {
	notes := "# 프로젝트 회의록 (최신순)\n\n## 계획\n\n### 차선책\n1. 링크 대신 파일 업로드로 바꾼다.\n"
	runLineCases(t, []lineCase{
		{"the title", notes, 1, w5("", "", "")},
		{"a line under the alternative is no one's task", notes, 6, w5("", "", "")},
	})
}

// Under a heading that settles roles, a role of two role words ("개발
// 리드: 이서준") or the reviewer's ("리뷰: 한지우") is who holds it, as
// "팀장: 김하은" is, not work.
func TestKoTrials10RoleWordsUnderRoleHeading(t *testing.T) {
	notes := "# 회의\n\n## 1. 역할 정하기\n\n1. 팀장: 김하은\n\n2. 개발 리드: 이서준\n\n3. 리뷰: 한지우\n\n## 2. 다음 회의까지 해올 것\n\n- 제안서 초안 작성\n"
	runLineCases(t, []lineCase{
		{"the team lead", notes, 5, w5("", "", "")},
		{"a role of two words", notes, 7, w5("", "", "")},
		{"the reviewer", notes, 9, w5("", "", "")},
		{"the homework", notes, 13, w5("", "다음 회의까지", "제안서 초안 작성")},
	})
}

// A checklist that checks with O and X ("- [o] 발표 완료", "- [x] 이슈 등록")
// marks done with the O: its X is the item still open, not a checked box.
// A list of X marks alone keeps the usual meaning.
func TestKoTrials10OXChecklist(t *testing.T) {
	notes := "# 6주차 회의\n\n## 이번 주 점검표\n- [o] 제안서 발표\n- [x] 담당 기능 이슈 3개 이상 등록\n- [o] 회의록 제출\n"
	runLineCases(t, []lineCase{
		{"an O is done", notes, 4, w5("", "", "")},
		{"an X among Os is open", notes, 5, w5("", "", "담당 기능 이슈 3개 이상 등록")},
	})
	d, err := doc.Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range d.Nodes {
		if n.Line == 5 && n.Checkbox != ' ' {
			t.Errorf("line 5 checkbox %q, want open", n.Checkbox)
		}
	}
	plain, err := doc.Parse(context.Background(), []byte("# 회의\n\n## 할 일\n- [x] 발표 자료 제출\n- [ ] 회의록 제출\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range plain.Nodes {
		if n.Line == 4 && n.Checkbox != 'x' {
			t.Errorf("a plain [x] is checked, got %q", n.Checkbox)
		}
	}
}

// Filling something in by a deadline ("가능 시간표는 월요일까지 입력") is
// work like handing it in ("… 제출"); a feature idea that takes input
// ("- 사이트, 아이디, 비밀번호 입력") stays a feature.
func TestKoTrials10InputByDeadline(t *testing.T) {
	notes := "# 회의\n\n### 안건 3: 다음 회의 일정\n\n- 가능 시간표는 월요일까지 입력\n\n### 주제 후보\n- 사이트, 아이디, 비밀번호 입력\n"
	runLineCases(t, []lineCase{
		{"filling in by a deadline", notes, 5, w5("", "월요일까지", "가능 시간표 입력")},
		{"a feature idea", notes, 8, w5("", "", "")},
	})
}

// A two-syllable word that opens a line as its topic ("설문은 금요일까지
// 제출") is the thing handed in, not a member, though its first syllable
// is a surname; a given name in the same place ("민수는 …") still owns
// the work.
func TestKoTrials10TopicThingIsNoOwner(t *testing.T) {
	notes := "# 회의\n\n### 안건 2: 설문\n\n- 설문은 금요일까지 제출\n\n- 민수는 금요일까지 제출\n"
	runLineCases(t, []lineCase{
		{"a thing as the topic", notes, 5, w5("", "금요일까지", "설문 제출")},
		{"a given name as the topic", notes, 7, w5("민수", "금요일까지", "제출")},
	})
}

// TestRoleListNoPossible: under a heading of roles, a member's part of
// the project ("김민수: 백엔드") is no possible action; a member's work
// there still is read (notes invented for the test).
func TestRoleListNoPossible(t *testing.T) {
	notes := "# 기획\n\n## 역할\n- 김민수: 백엔드\n- 이서연: 프론트엔드\n- 박지훈: 디자인, 발표\n\n## 다음 회의까지\n- 김민수: ERD 작성\n"
	got := possibleLines(t, notes, nil)
	for _, l := range []int{4, 5, 6} {
		if p, ok := got[l]; ok {
			t.Errorf("line %d: a role shown as a possible action (%v)", l, p.Signals)
		}
	}
	if o := ownersByLine(t, notes)[9]; o != "김민수" {
		t.Errorf("line 9: owner %q, want 김민수", o)
	}
}

// TestAreaListNoTask: under a heading that divides the product into
// members' areas ("## 담당 영역"), "서연: 채팅, 알림" is an area, neither a
// task nor a possible action; a task written there still is (notes
// invented for the test).
func TestAreaListNoTask(t *testing.T) {
	notes := "# 회의\n\n참석자: 김민수, 이서연, 박지훈\n\n## 담당 영역\n- 서연: 채팅, 알림\n- 민수: 서버\n- 지훈: 로그인 API 구현하기\n"
	got := ownersByLine(t, notes)
	for _, l := range []int{6, 7} {
		if o, ok := got[l]; ok {
			t.Errorf("line %d: an area extracted (owner %q)", l, o)
		}
	}
	if got[8] != "지훈" {
		t.Errorf("line 8: owner %q, want 지훈", got[8])
	}
	possible := possibleLines(t, notes, nil)
	for _, l := range []int{6, 7} {
		if p, ok := possible[l]; ok {
			t.Errorf("line %d: an area shown as a possible action (%v)", l, p.Signals)
		}
	}
}
