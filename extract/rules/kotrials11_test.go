package rules

import "testing"

// Issue 28 (helper ko-trials11): forms found on fresh Korean notes written
// as raw notes, running paragraphs and progress checklists, nobody tuned
// on, written here as invented notes of the same shape. An empty title
// means the line is no action.

// A heading that shares the progress ("현재 진행상황 공유") is a status
// report like "진행 상황": a checked item there, whatever people follow
// it, is work done, not work to do.
func TestKoTrials11ProgressShareHeadingIsStatus(t *testing.T) {
	notes := "# 회의\n\n##### 현재 진행상황 공유\n1. 운영\n- [x] 발표 자료 공유\n- [x] 배경 음악 선정(서연, 지우, 민호)\n- [ ] 시연 작업(서연, 민호)\n"
	runLineCases(t, []lineCase{
		{"a checked item with three people", notes, 6, w5("", "", "")},
		{"an open item with two people", notes, 7, w5("서연, 민호", "", "시연 작업")},
	})
}

// A slash between two words that could each be a name ("남동생 / 여동생")
// pairs them — two characters, two roles — and no work follows the first;
// a person and the work after a slash ("박재현 / 인터뷰 정리") still assigns.
func TestKoTrials11SlashPairIsNoAssignment(t *testing.T) {
	notes := "## 영상 순서\n1. 소개 화면\n2. 등장인물 소개\n- 남동생 / 여동생\n- 박재현 / 인터뷰 정리\n"
	runLineCases(t, []lineCase{
		{"two words that could be names", notes, 4, w5("", "", "")},
		{"a person and the work", notes, 5, w5("박재현", "", "인터뷰 정리")},
	})
}

// A plan's label with a deadline and a bare "must settle" ("5. 앞으로의
// 계획: 목요일까지 정해야 함") over numbered steps is the steps' heading:
// the line itself is no action, each step under it is one, due then —
// the steps that close with 결정 or 계획 too.
func TestKoTrials11PlanLeadInHeadsItsSteps(t *testing.T) {
	notes := "1. 회의 내용\n\t* 화면 구성 논의\n5. **앞으로의 계획**: 목요일까지 정해야 함\n\t1) 색상 확정\n\t2) 아이콘 추가 여부 결정\n\t3) 일정 구체적으로 계획\n"
	runLineCases(t, []lineCase{
		{"the lead-in", notes, 3, w5("", "", "")},
		{"the first step", notes, 4, w5("", "목요일까지", "색상 확정")},
		{"a step closing with 결정", notes, 5, w5("", "목요일까지", "아이콘 추가 여부 결정")},
		{"a step closing with 계획", notes, 6, w5("", "목요일까지", "일정 구체적으로 계획")},
	})
	// The same under the notes' discussion label ("회의 내용:"): the plan's
	// label still heads its steps.
	inDiscussion := "📌 **회의 내용**:\n\n1. 화면 구성\n\t* 메인 화면 논의\n2. **앞으로의 계획**: 목요일까지 확정해야 함\n\t1) 색상 확정\n\t2) 아이콘 추가 여부 결정\n"
	runLineCases(t, []lineCase{
		{"the lead-in in the discussion", inDiscussion, 5, w5("", "", "")},
		{"a step in the discussion", inDiscussion, 7, w5("", "목요일까지", "아이콘 추가 여부 결정")},
	})
}

// In raw notes a verb's 아/어 form before 보자 or 주자 ("내려받아보자",
// "완성해주자", "보여주자") is the team's own next step, as "해보자" and
// "맞추자" are; a "-자" that only proposes a way of thinking stays none.
func TestKoTrials11BojaJujaSteps(t *testing.T) {
	notes := "## 2023.09.04\n\n1. 소스 파일\n   소스는 공유 폴더에 있으니, 내려받아보자.\n\n2. 화면\n   로그 기능도 완성해주자.\n\n3. 데모\n관리자 -> 데모 보여주자.\n"
	runLineCases(t, []lineCase{
		{"아 before 보자", notes, 4, w5("", "", "소스 공유 폴더에 있으니, 내려받아보자")},
		{"해 before 주자", notes, 7, w5("", "", "로그 기능도 완성해주자")},
		{"여 before 주자", notes, 10, w5("", "", "관리자 -> 데모 보여주자")},
	})
}

// A member's own list ("##### ✏️ 도윤 할 일", "### 민지의 할 일") is that
// member's: the name before the to-do words owns the items under it; a
// horizon there ("오늘 할 일", "다음주 할 일") is the items' time, no owner.
func TestKoTrials11MemberToDoHeadingOwns(t *testing.T) {
	notes := "## 회의\n\n##### ✏️ 도윤 할 일\n- [x] 설정 폴더에 설명 작성\n\n### 민지의 할 일\n- 로그인 화면 만들기\n\n### 오늘 할 일\n- 배포 스크립트 정리\n"
	runLineCases(t, []lineCase{
		{"a member's to-do heading", notes, 4, w5("도윤", "", "설정 폴더에 설명 작성")},
		{"a member's to-do heading with 의", notes, 7, w5("민지", "", "로그인 화면 만들기")},
		{"a horizon's to-do heading", notes, 10, w5("", "오늘", "배포 스크립트 정리")},
	})
}

// A question of what must be done, with a short remark after it ("그럼
// 일단 해야 되는 게 뭐가 있지? 순서 없이"), titles the list under it as
// "… 뭐하지?" does: its items are the work; another question over a list
// ("그럼 왜 느리지? 순서 없이") does not.
func TestKoTrials11WhatMustBeDoneQuestionHeadsList(t *testing.T) {
	notes := "#### 관리 화면\n\n다른 점: 권한이 느슨\n\n그럼 일단 해야되는게 뭐가 있지? 순서 없이\n\n- 검색 기능 만들기\n- 목록 화면 정리\n"
	other := "#### 관리 화면\n\n다른 점: 권한이 느슨\n\n그럼 왜 이렇게 느리지? 순서 없이\n\n- 검색 기능 만들기\n"
	runLineCases(t, []lineCase{
		{"the question itself", notes, 5, w5("", "", "")},
		{"an item it titles", notes, 7, w5("", "", "검색 기능 만들기")},
		{"the next item", notes, 8, w5("", "", "목록 화면 정리")},
		{"an item under another question", other, 7, w5("", "", "")},
	})
}
