package rules

import "testing"

// Korean minutes of bodies the earlier trials did not try (issue 28, third
// Korean trials): a student council's, a club's, an apartment residents'
// board's and an association's follow-ups given to officers and offices,
// and a public office's plan items given to a unit of two words with a
// standing word or a short-year date after them. Made-up text.
var koTrials3Cases = []formCase{
	{"ko: a council's follow-ups give the work to its officers — a role alone in parentheses, after a dash, or opening the line — and the role list is no task", `# 제3차 운영진 회의

운영진
- 회장: 박서윤
- 부회장: 임태민

## 후속 조치
- 회의 결과 게시판 공고 (총무이사)
- 놀이터 보수 견적 재요청 – 관리소장
- 차량 지원 요청 공문 발송 (사무국장)
`, []want{
		{line: 8, owners: "총무이사", due: "", title: "회의 결과 게시판 공고"},
		{line: 9, owners: "관리소장", due: "", title: "놀이터 보수 견적 재요청"},
		{line: 10, owners: "사무국장", due: "", title: "차량 지원 요청 공문 발송"},
	}},
	{"ko: a public office's plan gives work to a unit of two words or an office by its own word; a standing word after the unit is no deadline", `□ 향후 조치계획
 ○ 무더위 쉼터 운영 점검 – 보건소
 ○ 빈집 정비 대상 조사 (도시재생과, 상시)
 ○ 감사 보고서 홈페이지 게시 – 센터 사무국
`, []want{
		{line: 2, owners: "보건소", due: "", title: "무더위 쉼터 운영 점검"},
		{line: 3, owners: "도시재생과", due: "", title: "빈집 정비 대상 조사"},
		{line: 4, owners: "센터 사무국", due: "", title: "감사 보고서 홈페이지 게시"},
	}},
	{"ko: '실시' and '출시' are nouns, not the 'when' of a verb's ㄹ form: the step stays", `## 할 일
- 개인정보 영향평가 실시 (8월 30일까지)
- 신제품 출시 준비 (9월 3일까지)
- 승인 안될시 주제 변경
`, []want{
		{line: 2, owners: "", due: "8월 30일까지", title: "개인정보 영향평가 실시"},
		{line: 3, owners: "", due: "9월 3일까지", title: "신제품 출시 준비"},
	}},
	{"ko: a speech-to-text transcript heads each turn with its speaker (numbered or named) and the time into the recording; a speaker's own commitment is that speaker's, the opening of the meeting is none", `주간 회의
2026.09.07 월 오후 2:00 · 32분

참석자 1 00:03
자 그럼 시작할게요. 지난주 배포 건은 다 끝났죠?

참석자 2 00:45
그건 제가 수요일까지 끝내 놓을게요.

김민수 00:01:10
공고문 초안은 제가 금요일까지 보내드릴게요.
`, []want{
		{line: 8, owners: "참석자 2", due: "수요일까지", title: "끝내", titleContains: true},
		{line: 11, owners: "김민수", due: "금요일까지", title: "공고문", titleContains: true},
	}},
	{"ko: a one-line turn '[00:41] 화자 3: …' is the numbered speaker's; '다들 오셨으니까 시작하겠습니다' opens the meeting", `[00:00] 화자 1: 다들 오셨으니까 시작하겠습니다.
[00:12] 화자 2: 디자인 시안은 거의 다 됐어요.
[00:41] 화자 3: 저는 다음 주 화요일까지 API 붙여 볼게요.
`, []want{
		{line: 3, owners: "화자 3", due: "다음 주 화요일까지", title: "API", titleContains: true},
	}},
	{"ko: a church group's minutes write a name with 자매/형제 after it, and '담당' may come before the owner after an arrow", `## 할 일
- 바자회 물품 목록 만들기 → 은혜 자매
- 결제 API 연동 → 담당 윤하늘
- 배너 시안 수정 - 담당자: 윤하늘, 9/3
`, []want{
		{line: 2, owners: "은혜", due: "", title: "바자회 물품 목록 만들기"},
		{line: 3, owners: "윤하늘", due: "", title: "결제 API 연동"},
		{line: 4, owners: "윤하늘", due: "9/3", title: "배너 시안 수정"},
	}},
	{"ko: an officer written as the subject ('총무가', '사무국장님이') takes the work, known from the attendees or not", `## 후속 조치
- 총무가 개정 회칙을 회원들에게 10월 30일까지 안내하기로 함
- 사무국장님이 구청에 협조 공문을 보내기로 함
`, []want{
		{line: 2, owners: "총무", due: "10월 30일까지", title: "개정 회칙", titleContains: true},
		{line: 3, owners: "사무국장", due: "", title: "구청에", titleContains: true},
	}},
	{"ko: the deadline after the office and a comma stays the item's, a short-year public date too", `□ 향후 조치계획
 ○ 개인정보 영향평가 실시 – 홍보팀, 8월 31일까지
 ○ 주민 설명회 개최 – 센터 사무국, '26. 8. 31.
`, []want{
		{line: 2, owners: "홍보팀", due: "8월 31일까지", title: "개인정보 영향평가 실시"},
		{line: 3, owners: "센터 사무국", due: "'26. 8. 31.", title: "주민 설명회 개최"},
	}},
}

func TestKoTrials3(t *testing.T) { runFormCases(t, koTrials3Cases) }
