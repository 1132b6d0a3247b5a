package rules

import "testing"

// Homework lists of study groups (issue 28, fresh set 28y), in notes
// written for this test: labels between dashes grouping topics, "topic -
// member" items, and topics whose nested items only name the members who
// take them.
var koStudy28yCases = []formCase{
	{"ko study: a label between dashes is no task; its items are, each for the member after the dash", `# 3회차 모임
## 과제
* - 인증 모듈 -
  * 토큰 발급 흐름 - 문가은
  * Cache - 백도윤
`, []want{
		{line: 4, owners: "문가은", title: "토큰 발급 흐름"},
		{line: 5, owners: "백도윤", title: "Cache"},
	}},
	{"ko study: a topic whose nested items are only names is one task for those members", `# 모임
## 과제
* 서버가 지원하는 인증 방식 정리
  * - 윤서진
  * - 고태민
`, []want{
		{line: 3, owners: "윤서진 고태민", title: "서버가 지원하는 인증 방식 정리"},
	}},
	{"ko study: nested details that are not names leave the reading as it was", `# 모임
## 과제
* 로그 분석
  * 에러 로그 위주로
`, []want{
		{line: 3, owners: "", title: "로그 분석"},
	}},
}

func TestKoHomework(t *testing.T) { runFormCases(t, koStudy28yCases) }

// TestKoBeforehandHeading: what members prepare before the session,
// under "[사전 준비]", are tasks; "준비물" (what to bring) stays a list.
func TestKoBeforehandHeading(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko study: items under a beforehand heading are tasks", `# 스터디
## [사전 준비]
* https://example.org/guide 미리 읽어보기
`, []want{{line: 3, title: "https://example.org/guide 미리 읽어보기"}}},
	})
}

// TestKoRefChildren: a homework item whose nested items are only links
// is a task with references, not a label over a list.
func TestKoRefChildren(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko study: nested links are an item's references", `# 스터디
## 과제
* 메시지 큐 구조에 대해서 공부하기(개요는 꼭)
  * https://example.org/mq
`, []want{{line: 3, title: "메시지 큐 구조에 대해서 공부하기(개요는 꼭)"}}},
	})
}

// TestKoHomeworkConditional: a conditional step of homework is still
// a step; under a plan heading a condition describing behaviour is not.
func TestKoHomeworkConditional(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko study: conditional steps of homework are tasks", `# 스터디
## 과제
* 자신의 커밋 링크를 채널에 공유
* 주말까지 아무 리뷰가 없는 경우 스터디원 1명을 리뷰어로 초대
* 패치가 마음에 들지 않으면 취소하고 새로 올린다.
`, []want{
			{line: 3, title: "자신 커밋 링크 채널에 공유"},
			{line: 4, due: "주말까지", titleContains: true, title: "리뷰어로 초대"},
			{line: 5, titleContains: true, title: "새로 올린다"},
		}},
	})
}

// TestKoMemberHeading: on a study page with a heading per member, the
// items written as to-dos are that member's; reports and bare topics
// are not.
func TestKoMemberHeading(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko study: member headings over to-do items", `# 3주차 스터디
## 김하람
- 2장 요약하기
- 예제 코드 실행해 오기
## 남궁현
- 1장 정리 완료
- 연습문제 풀기
`, []want{
			{line: 3, owners: "김하람", title: "2장 요약"},
			{line: 4, owners: "김하람", title: "예제 코드 실행해 오기"},
			{line: 7, owners: "남궁현", title: "연습문제 풀기"},
		}},
	})
}

// TestKoRepeatedHomework: each "### 과제" of a running study log
// scopes its own list, also after a line written as "```cmd```" (inline
// code, no fence hiding what follows).
func TestKoRepeatedHomework(t *testing.T) {
	notes := "# 스터디 기록\n" +
		"## 1회차\n" +
		"### 과제\n" +
		"1. 가이드 읽어보기\n" +
		"## 2회차\n" +
		"### 명령어\n" +
		"* 변경 내용 임시 저장\n" +
		"   ```$ git stash list```\n" +
		"### 과제\n" +
		"* 버그를 하나 등록한다.\n" +
		"## 3회차\n" +
		"### 과제\n" +
		"* 번역 100단어 이상 하기.\n"
	runFormCases(t, []formCase{
		{"ko study: repeated homework headings", notes, []want{
			{line: 4, title: "가이드 읽어보기"},
			{line: 10, title: "버그 하나 등록"},
			{line: 13, title: "번역 100단어 이상"},
		}},
	})
}

// TestKoLatinLabelOwner: in homework, "Exercise : …" labels the step;
// a Latin name the notes write elsewhere too still owns it.
func TestKoLatinLabelOwner(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko study: a Latin label before a colon is no owner", `# 스터디
### 과제
1. 다른 사람 패치에 점수 주기
2. Exercise : 자신의 패치 두 번째 버전 올리기
`, []want{
			{line: 3, title: "다른 사람 패치에 점수 주기"},
			{line: 4, titleContains: true, title: "패치 두 번째 버전 올리기"},
		}},
		{"ko study: a Latin name written elsewhere keeps owning", `# 스터디
참석: Tom, 지훈
### 과제
* Tom: 배포 스크립트 정리하기
`, []want{
			{line: 4, owners: "Tom", titleContains: true, title: "배포 스크립트 정리"},
		}},
	})
}
