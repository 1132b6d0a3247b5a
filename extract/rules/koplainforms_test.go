package rules

import "testing"

// Korean student-team minutes typed as a word processor or a chat would
// (issue 28): a bracketed label over plain lines, several people in
// inline code, running prose that reports and then commits, and title
// words whose final syllable looks like a particle.
var koPlainFormCases = []formCase{
	{"ko: a label in brackets heads the plain 'name - work' lines under it", `2019.04.10 (수) 정기회의
참석 : 하준, 서윤, 도윤

1. 중간고사 기간 동안 개발 일정 조정

[개인별 과제]
하준 - 회원가입/로그인 구현
서윤 - 지도 API 연동
`, []want{
		{line: 7, owners: "하준", due: "", title: "회원가입/로그인 구현"},
		{line: 8, owners: "서윤", due: "", title: "지도 API 연동"},
	}},
	{"ko: several people in inline code close an item: all of them own it", "# 회의\n\n### TODO\n1. 푸시 알림 기능 추가 `하준`\n2. 최종 발표 PPT 제작 `서윤`, `도윤`\n", []want{
		{line: 4, owners: "하준", due: "", title: "푸시 알림 기능 추가"},
		{line: 5, owners: "서윤 도윤", due: "", title: "최종 발표 PPT 제작"},
	}},
	{"ko: a prose line that reports and then commits is read sentence by sentence", `# 2019년 4월 3일 회의

오늘은 프로젝트 진행 상황을 점검하였다. 하준이는 다음 주까지 ERD를 완성하기로 했다.
서윤은 로그인 화면을 금요일까지 구현하기로 하였다. 도윤이는 서버 환경을 구축해 오기로 함.
다음 회의는 4월 10일에 진행한다.
`, []want{
		{line: 3, owners: "하준", due: "다음 주까지", title: "ERD 완성"},
		// Without a roster "서윤은" may be a thing's topic: asked.
		{line: 4, owners: "서윤", due: "금요일까지", title: "로그인 화면 구현", needsHuman: true},
		{line: 4, owners: "도윤", due: "", title: "서버 환경 구축"},
	}},
	{"ko: a title's last word keeps its 의 (재정의 is no possessive)", `# 회의

## 피드백 반영 계획
- 타겟 사용자 페르소나 재정의 - 서윤
- 팀원의 역할 정리 - 도윤
`, []want{
		{line: 4, owners: "서윤", due: "", title: "타겟 사용자 페르소나 재정의"},
		{line: 5, owners: "도윤", due: "", title: "팀원 역할 정리"},
	}},
	{"ko: under a person's name line, a '다음주:' label makes the rest that person's work, nominal or not", `# 5/17 회의
참석: 하준, 서윤

하준
- 서버 전송 완료
- 다음주: 데이터 정제 로직

서윤
- 그래프 화면 구현 완료
- 다음주: 설정 화면 구현
`, []want{
		{line: 6, owners: "하준", due: "다음주", title: "데이터 정제 로직"},
		{line: 10, owners: "서윤", due: "다음주", title: "설정 화면 구현"},
	}},
	{"ko: editing, filming, translating and designing are work in a 'task : person' item", `# 회의

## 해야 할 일
- 시연 영상 편집 : 하준
- 홍보 영상 촬영 : 서윤
- 로고 디자인 : 도윤
- 발표자 : 하준
`, []want{
		{line: 4, owners: "하준", due: "", title: "시연 영상 편집"},
		{line: 5, owners: "서윤", due: "", title: "홍보 영상 촬영"},
		{line: 6, owners: "도윤", due: "", title: "로고 디자인"},
	}},
	{"several @mentions closing an item all own it, in Korean and in English", `# 회의

## 할 일
- [ ] 기술 스택 조사 @하준 @서윤
- [ ] Write the FAQ @alice @bob
- [ ] 보고서 작성 @하준, @도윤
- 도윤님께서 보고서 초안 작성해 주시기로 함
`, []want{
		{line: 4, owners: "하준 서윤", due: "", title: "기술 스택 조사"},
		{line: 5, owners: "alice bob", due: "", title: "Write the FAQ"},
		{line: 6, owners: "하준 도윤", due: "", title: "보고서 작성"},
		{line: 7, owners: "도윤 님", due: "", title: "보고서 초안 작성"},
	}},
	{"ko: a '담당자:' field under the notes' title names who runs the meeting, no task", `# 회의록 2022.02.14

**담당자**: 하준
**안건**: 배포 일정

## 할 일
- 배포 스크립트 점검 - 서윤
`, []want{
		{line: 7, owners: "서윤", due: "", title: "배포 스크립트 점검"},
	}},
	{"ko: a speaker who reports and then commits is given the committing words as the title", `# 회의록 2020.07.08
참석: 하준, 서윤

## 회의 내용
하준: 로그인 쪽은 다 끝났고 이번 주에는 결제 모듈 붙여볼게요.
서윤: 화면은 어제 다 했어요. 저는 장바구니 UI 금요일까지 마무리하겠습니다.
`, []want{
		{line: 5, owners: "하준", due: "이번 주", title: "결제 모듈 붙여보기", needsHuman: true},
		{line: 6, owners: "서윤", due: "금요일까지", title: "장바구니 UI 마무리", needsHuman: true},
	}},
	{"ko: a numbered item that only names the to-do list heads its sub-items; it is no task itself", `2021-05-17 회의

2) 해야할 것
  - 회원가입 이메일 인증 (하준)
  - 지도 마커 클러스터링 (서윤)
`, []want{
		{line: 4, owners: "하준", due: "", title: "회원가입 이메일 인증"},
		{line: 5, owners: "서윤", due: "", title: "지도 마커 클러스터링"},
	}},
	{"ko: in a review of last meeting's to-dos a checked item asks a person, and a state after an arrow is no owner nor title", `# 2021.05.03 회의
참석: 하준, 서윤, 도윤

## 지난 회의 할 일 점검
- [x] 로그인 버그 수정 (하준)
- [ ] 발표 자료 준비 (서윤) → 이월
- [ ] API 문서 정리 (도윤) → 보류
- [ ] 배너 교체 (도윤) → 완료
`, []want{
		{line: 5, owners: "하준", due: "", title: "로그인 버그 수정", needsHuman: true},
		{line: 6, owners: "서윤", due: "", title: "발표 자료 준비"},
		{line: 7, owners: "도윤", due: "", title: "API 문서 정리"},
		{line: 8, owners: "도윤", due: "", title: "배너 교체", needsHuman: true},
	}},
	{"a long action label whose length is a remark in parentheses heads the items under it; an item with a colon-free label stays an item", `# Call

Actions for the community (to be summarised in the next SIG call on Monday):
 - Review and link the resources the group wrote
 - Call for contributors

* #677 - Cary will follow up.
`, []want{
		{line: 4, owners: "", due: "", title: "Review and link the resources the group wrote"},
		{line: 5, owners: "", due: "", title: "Call for contributors"},
		{line: 7, owners: "Cary", due: "", title: "follow up", titleContains: true},
	}},
	{"ko: a deadline before a dashed owner is the item's due; a month's numbered week is one due phrase", `# 2021.04.26 회의

## 할 일
- [ ] 발표 자료 준비 (~5/3) - 이서윤
- [ ] 5월 첫째 주까지 API 문서 정리
`, []want{
		{line: 4, owners: "이서윤", due: "~5/3", title: "발표 자료 준비"},
		{line: 5, owners: "", due: "5월 첫째 주까지", title: "API 문서 정리"},
	}},
	{"ko: the owner named as the subject of the work leaves its title", `# 회의록
일시: 2021년 5월 10일

## 안건 1. 디자인 수정
- 메인 컬러 변경
- 이서윤님이 수요일까지 시안 2개 만들어 오기
`, []want{
		{line: 6, owners: "이서윤", due: "수요일까지", title: "시안 2개 만들어 오기", needsHuman: true},
	}},
	{"ko: a speaker stating what happened in a verb's noun form and a label over an order of people are no tasks", `# 2022.03.21 회의록

참석자: 하준, 서윤, 도윤

## 논의 내용
- 도윤: 서버 비용이 생각보다 많이 나옴
- 하준: 결제 모듈 리팩토링

## 참고
- 발표 순서: 하준 → 서윤 → 도윤
`, []want{
		{line: 7, owners: "하준", due: "", title: "결제 모듈 리팩토링", needsHuman: true},
	}},
	{"ko: a role split names deliverables and their makers; a schedule line's leading date is its due; a meeting role and a dated log entry are none", `# 2023년 3월 13일 회의록

## 4. 향후 일정
- 3/20: 요구사항 명세서 제출

## 5. 역할 분담
- 유스케이스 다이어그램: 이서윤
- 발표 자료: 도하준
- 발표자: 도하준

## 기록
- 2021-07-05: 설문 결과는 보고서에 반영
`, []want{
		{line: 4, owners: "", due: "3/20", title: "요구사항 명세서 제출"},
		{line: 7, owners: "이서윤", due: "", title: "유스케이스 다이어그램"},
		{line: 8, owners: "도하준", due: "", title: "발표 자료"},
	}},
	{"ko: a to-do label over comma-separated 'name - work' pairs is one task per pair, each with the label's deadline", `# 2023.03.27 회의

다음 주까지 각자 할 일: 도하준 - 회원가입 API, 이서윤 - 마이페이지 UI
`, []want{
		{line: 3, owners: "도하준", due: "다음 주까지", title: "회원가입 API"},
		{line: 3, owners: "이서윤", due: "다음 주까지", title: "마이페이지 UI"},
	}},
	{"ko: company minutes — a job title after a name, 'work : owner / day' fields, a dash before the owner and the deadline", `# 주간 업무 회의 (2024.06.03)

■ 향후 조치 사항
 - 예산안 초안 작성 : 이서윤 / 6.7(금)
 - 채용 공고 게시 : 인사팀 / 미정

## 2. 조치 필요 사항
가. 상세 설계서 최종본 제출 — 이서윤 대리, 6월 14일까지
나. 고객사 일정 협의 (도하준 팀장)
`, []want{
		{line: 4, owners: "이서윤", due: "6.7(금)", title: "예산안 초안 작성"},
		{line: 5, owners: "인사팀", due: "", title: "채용 공고 게시"},
		{line: 8, owners: "이서윤", due: "6월 14일까지", title: "상세 설계서 최종본 제출"},
		{line: 9, owners: "도하준", due: "", title: "고객사 일정 협의"},
	}},
	{"ko: under a to-do heading, parent items that only name people nobody listed own the work nested under them; a common word does not", `# 회의

## ✅ 할 일
- 민수
  - 로그인 API 연동
- 지훈, 유진
  - EC2 인스턴스 생성 및 배포 스크립트 작성
- 서버
  - 로그 설정 정리
`, []want{
		{line: 5, owners: "민수", due: "", title: "로그인 API 연동"},
		{line: 7, owners: "지훈 유진", due: "", title: "EC2 인스턴스 생성 및 배포 스크립트 작성"},
		{line: 9, owners: "", due: "", title: "로그 설정 정리"},
	}},
	{"ko: with no roster nor attendee list, a full name in bold before a colon and a numbered full name over its fields name the owner", `# 주간 회의 2020/06/24

* **도하준**: 로그인 리팩토링
* **이서윤**: 마이페이지 구현

1. 최도윤
   - 할 일: 리뷰 페이지 구현
`, []want{
		{line: 3, owners: "도하준", due: "", title: "로그인 리팩토링", needsHuman: true},
		{line: 4, owners: "이서윤", due: "", title: "마이페이지 구현", needsHuman: true},
		{line: 7, owners: "최도윤", due: "", title: "리뷰 페이지 구현"},
	}},
	{"ko: with no roster, a given name before a colon is a speaker when the words after it commit them ('…볼게요', '…하겠습니다')", `# 회의록 2020.07.08

## 회의 내용
민수: 로그인 쪽은 다 끝났고 이번 주에는 결제 모듈 붙여볼게요.
설명: 이 기능은 다음 버전에 들어갈게요.
`, []want{
		{line: 4, owners: "민수", due: "이번 주", title: "결제 모듈 붙여보기", needsHuman: true},
	}},
}

func TestKoPlainForms(t *testing.T) { runFormCases(t, koPlainFormCases) }
