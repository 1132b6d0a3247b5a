package rules

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// Korean forms that combine two structural signals (issue 28, branch
// 28ko), each in notes written for this test, with the lines beside them
// that must stay no action.
var koGeneral28koCases = []formCase{
	{"ko: an open box with a to-do ending is work nobody is named for, in any section; a ticked box, a plain item and a criterion are not", `# 모임 기록

## 기타
- [ ] 강의실 대여 신청하기
- [ ] 발표 순서 정할 것
- [x] 단체 채팅방 만들기
- 간식 사오기
- [ ] 데모가 끝까지 돌아가는가
`, []want{
		{line: 4, owners: "", due: "", title: "강의실 대여 신청", needsHuman: true},
		{line: 5, owners: "", due: "", title: "발표 순서 정할 것", needsHuman: true},
	}},
	{"ko: a title with 님께 is whom the work goes to, not who does it", `# 회의

## 기타
- [ ] 지도교수님께 진행 보고 메일 드리기
- [ ] 조교님께 발표 일정 여쭤보기
`, []want{
		{line: 4, owners: "", due: "", title: "지도교수님께 진행 보고 메일 드리기", needsHuman: true},
		{line: 5, owners: "", due: "", title: "조교님께 발표 일정 여쭤보기", needsHuman: true},
	}},
	{"ko: a name then 담당 labels the line: that person does the work after the colon", `# 회의

## 할 일
- 남도율 담당: 회원 탈퇴 API 조사
- 백엔드 담당: 캐시 서버 구성
`, []want{
		{line: 4, owners: "남도율", due: "", title: "회원 탈퇴 API 조사"},
		{line: 5, owners: "백엔드", due: "", title: "캐시 서버 구성"},
	}},
	{"ko: a sprint in brackets closing the item is its deadline", `# 회의

## 할 일
- 구하린 → 알림 설정 화면 (다음 스프린트)
- 구하린 - 검색 필터 추가 (이번 스프린트)
`, []want{
		{line: 4, owners: "구하린", due: "다음 스프린트", title: "알림 설정 화면"},
		{line: 5, owners: "구하린", due: "이번 스프린트", title: "검색 필터 추가"},
	}},
	{"ko: names in brackets closing an item own it; a state in brackets does not", `# 회의

## 할 일
1) 시연 대본 작성 [하태민]
2) 로그 포맷 통일 [보류]
`, []want{
		{line: 4, owners: "하태민", due: "", title: "시연 대본 작성"},
		{line: 5, owners: "", due: "", title: "로그 포맷 통일 [보류]"},
	}},
	{"ko: the rows of a table under a horizon heading take its horizon as their due", `# 스터디

## 다음 주 목표
| 이름 | 목표 |
|---|---|
| 길서우 | 트리 문제 4개 풀기 |
`, []want{
		{line: 6, owners: "길서우", due: "다음 주", title: "트리 문제 4개 풀기"},
	}},
	{"ko: a noun of work closed by a dated deadline in brackets is work nobody is named for; done work and an event are not", `# 모임

## 기타
- 중간 보고서 정리 (~5/12)
- 예산 정산 완료 (5/2)
- 다음 모임 (5/9)
- 설문 결과 분석 ~ 5/20
`, []want{
		{line: 4, owners: "", due: "~5/12", title: "중간 보고서 정리", needsHuman: true},
		{line: 7, owners: "", due: "~ 5/20", title: "설문 결과 분석", needsHuman: true},
	}},
	{"ko: a full name the notes write again opening the work owns it, also after a deadline; a word that only looks like a name, or a title's holder, does not", `# 회의

참석: 도하람, 편지우

## 할 일
- 도하람 결제 오류 재현하기
- ~7/2 까지 편지우 설문 문항 수정
- 정기적 점검 일정 정하기
- 도하람 교수님 면담 신청하기
- 지우님 의견 반영
- 공급사 납기 회신 확인
- 공급사 단가표 확인
`, []want{
		{line: 6, owners: "도하람", due: "", title: "결제 오류 재현"},
		{line: 7, owners: "편지우", due: "~7/2 까지", title: "설문 문항 수정"},
		{line: 8, owners: "", due: "", title: "정기적 점검 일정 정하기"},
		{line: 9, owners: "", due: "", title: "도하람 교수님 면담 신청"},
		{line: 10, owners: "", due: "", title: "지우님 의견 반영"},
		{line: 11, owners: "", due: "", title: "공급사 납기 회신 확인"},
		{line: 12, owners: "", due: "", title: "공급사 단가표 확인"},
	}},
	{"ko: a name then a typed arrow owns the work after it", `# 회의

## 할 일
- 채다온 -> 배포 문서 보완 (주말까지)
`, []want{
		{line: 4, owners: "채다온", due: "주말까지", title: "배포 문서 보완"},
	}},
	{"ko: each sentence of running prose that commits work by a deadline is a task, with the person it makes its subject; what is done, scheduled or will happen by itself is not", `# 회의

오늘은 화면 설계를 검토했다. 예린이는 목요일까지 로그인 화면 시안을 수정하기로 했다. 결제 모듈 문서는 금요일까지 정리한다.

다음 회의는 금요일까지 진행한다. 서버 점검은 월요일까지 완료된다.
`, []want{
		{line: 3, owners: "예린", due: "목요일까지", title: "로그인 화면 시안 수정"},
		{line: 3, owners: "", due: "금요일까지", title: "결제 모듈 문서 정리", needsHuman: true},
	}},
	{"ko: a D-day countdown with 까지 is a deadline, as a weekday with 까지 is", `# 모임

## 할 일
- 발표 슬라이드 D-2 전까지 검토
`, []want{
		{line: 4, owners: "", due: "D-2 전까지", title: "발표 슬라이드 검토"},
	}},
	{"ko: criteria to check, remarks of thanks or impression, record fields and items under a topic label are no work; a label whose value names a person is", `# 3주차 결과

### 체크포인트

- [ ] 게시판 - 서버로부터 글 리스트를 받아와서 출력
- [ ] 글 목록 정렬 동작 여부
- [ ] 댓글이 저장되었는지(상세 화면에서 확인가능)

### 3주차 회고 및 소감

* **남궁훈** - 지난 주보다 결정이 빨라진 것 같습니다. 다들 열심히 해주셔서 감사합니다~

* ### 사례 2 : 메신저

    1. 하나톡

        - 기업 : 한빛통신

        - 주요 서비스 : 메신저, 쪽지

    2. 문제점

        - 알림이 늦게 오는 문제

        - 광고가 많아서 불편함

    3. 소개

        - 서비스 : 사진 공유 커뮤니티

## 조사 분담
- 해외 사례 3건 : 마서준
`, []want{
		{line: 32, owners: "마서준", due: "", title: "해외 사례 3건", needsHuman: true},
	}},
	{"ko: a reply mark, an arrow or a conclusion label before a sentence that commits a named person is no part of it", `# 회의

## 논의
- 로그인
  ㄴ 소셜 로그인만 두기로 결정
- 디자인
  → 한가을이 메인 시안 손보기로 함
- 결론: 석주원이 API 명세 작성
`, []want{
		{line: 7, owners: "한가을", due: "", title: "메인 시안 손보", titleContains: true},
		{line: 8, owners: "석주원", due: "", title: "API 명세 작성", needsHuman: true},
	}},
	{"ko: a person mentioned with @ owns a Korean to-do, a full date closing it is its due; a symbol before a name does not hide it", `# 회의

## To Do
- [ ] 배포 스크립트 정리 @곽민호 2024년 5월 3일
- 👉 용서진 - 회원가입 화면
`, []want{
		{line: 4, owners: "곽민호", due: "2024년 5월 3일", title: "배포 스크립트 정리"},
		{line: 5, owners: "용서진", due: "", title: "회원가입 화면"},
	}},
	{"ko: homework to bring back, and the team's let-us with a deadline, are work to confirm; a let-us with no deadline is not", `# 모임 메모

## 메모
- 읽은 논문은 각자 요약해오기
- 다음 주까지 회원가입 끝내자
- 나중에 한번 같이 보자
`, []want{
		{line: 4, owners: "", due: "", title: "읽은 논문 각자 요약해오기", needsHuman: true},
		{line: 5, owners: "", due: "다음 주까지", title: "회원가입 끝내자", needsHuman: true},
	}},
	{"ko: under a heading of points to check, an item naming nobody the notes know and no deadline is a point to check; a checklist heading may hold work", `# 결과 보고

### 체크포인트

- [ ] 방명록 - 서버로부터 글 리스트를 받아와서 출력
- [ ] 글 목록 정렬 동작 여부

## 체크리스트
- [ ] 발표 리허설 일정 잡기
`, []want{
		{line: 9, owners: "", due: "", title: "발표 리허설 일정 잡기", needsHuman: true},
	}},
	{"ko: thanks closing a line that takes a part is no remark only", `# 회의

참석: 구민수, 나예린

## 논의
- 예린: 배포 문서는 제가 맡을게요. 다들 감사합니다
`, []want{
		{line: 6, owners: "예린", due: "", title: "배포 문서 맡을게요", needsHuman: true},
	}},
	{"ko: under a group word in a list that splits work by person, the group's items are its work to confirm; a group word among topics is not", `# 회의

- 마도윤
  - 검색 결과 캐시 적용
- 공통
  - 각자 맡은 화면 스크린샷 올리기

## 메모
- 공통
  - 발표 자료 정리
`, []want{
		{line: 4, owners: "마도윤", due: "", title: "검색 결과 캐시 적용", needsHuman: true},
		{line: 6, owners: "공통", due: "", title: "각자 맡은 화면 스크린샷 올리", titleContains: true, needsHuman: true},
	}},
}

func TestKoTwoSignals(t *testing.T) { runFormCases(t, koGeneral28koCases) }

// TestKoTeamHeadingAfterHTMLTable: an HTML table whose rows span several
// lines each leaves fewer nodes than lines; a team heading under a Korean
// action heading after it is read (walking nodes by a line number ran past
// the nodes and panicked on real project READMEs).
func TestKoTeamHeadingAfterHTMLTable(t *testing.T) {
	var b strings.Builder
	b.WriteString("# 프로젝트\n\n<table>\n")
	for i := 0; i < 25; i++ {
		fmt.Fprintf(&b, "<tr>\n<td>\n항목 %d\n</td>\n<td>설명</td>\n</tr>\n", i)
	}
	b.WriteString("</table>\n\n## 할 일\n\n### 백엔드\n- 로그인 API 구현\n")
	got, err := Parse(context.Background(), []byte(b.String()), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || strings.Join(got[0].Owners, " ") != "백엔드" || got[0].Title != "로그인 API 구현" {
		t.Fatalf("got:\n%s", dump(got))
	}
}
