package rules

import "testing"

// Korean team minutes from the ko-trials5 product trials (notes invented
// for the test).
var koTrials5Cases = []formCase{
	{"ko: a follow-up heading ('후속 정리 필요') heads work, in plain '~한다' sentences too; a follow-up discussion does not", `# 데일리 미팅

## 후속 정리 필요

- 측정한 값을 성능 문서에 옮긴다.
- 캐시 설정 기준을 정리한 뒤 배포 문서와 연결한다.

## 후속 논의

- 캐시 만료 시간은 다음 회의에서 다시 본다.
`, []want{
		{line: 5, owners: "", due: "", title: "측정한 값 성능 문서에 옮긴다"},
		{line: 6, owners: "", due: "", title: "캐시 설정 기준 정리한 뒤 배포 문서와 연결"},
	}},
	{"ko: under the meeting's decisions a '~할 것' line is work decided; a '~하기로 함' choice and a plain decision are not", `# 2025.03.11 회의록

## 결정 사항
1. 수집 대상 서버 목록을 확정할 것
2. 테스트 데이터는 스크립트로 만들어 볼 것
3. 화면 프레임워크는 React로 하기로 함
4. 주 2회 회의
`, []want{
		{line: 4, owners: "", due: "", title: "수집 대상 서버 목록 확정", needsHuman: true},
		{line: 5, owners: "", due: "", title: "테스트 데이터 스크립트로 만들어 볼 것", needsHuman: true},
	}},
	{"ko: under the decisions 'work: 이름 선임님' gives the work to that person; a field label or a bare word after the colon does not", `# 2025.03.12 회의록

## 결정 사항
- 03.20 까지 로그 화면 개선
- 위키 문서 정리: 한서준 선임님
- 작성자: 한서준 선임님
- 장소: 강의실
`, []want{
		{line: 4, owners: "", due: "03.20 까지", title: "로그 화면 개선", needsHuman: true},
		{line: 5, owners: "한서준", due: "", title: "위키 문서 정리", needsHuman: true},
	}},
	{"ko: an emoji shortcode framing a day's goals label keeps it a label; its items are the day's work", `# 프로젝트 일지

## 2025.04.01

:dart: 오늘의 목표 :dart:

- 회원 API 명세 작성
- 윤서
  - 결제 모듈 연동 완료
  - 주문 화면 제작
`, []want{
		{line: 7, owners: "", due: "오늘", title: "회원 API 명세 작성"},
		{line: 9, owners: "윤서", due: "오늘", title: "결제 모듈 연동 완료"},
		{line: 10, owners: "윤서", due: "오늘", title: "주문 화면 제작"},
	}},
	// A gathering planned ('리허설 진행 예정') was dropped as a schedule by
	// ko-trials5; the lead kept it for a person to confirm: on the trial's
	// held-out half the filter cost a labelled action and won none.
	{"ko: a gathering planned ('리허설 진행 예정', '미팅 예정') stays for a person to confirm, as planned work does", `# 2025.05.02 회의

## 발표 준비

- 5.9(목) 최종 리허설 진행 예정
- 이번주나 다음주 중에 멘토 미팅 예정
- 시연 영상 편집 후 리허설 진행 예정
- 사용자 인터뷰 결과 분석 예정
`, []want{
		{line: 5, owners: "", due: "", title: "5.9(목) 최종 리허설 진행", needsHuman: true},
		{line: 6, owners: "", due: "다음주 중에", title: "이번주나 멘토 미팅", needsHuman: true},
		{line: 7, owners: "", due: "", title: "시연 영상 편집 후 리허설 진행", needsHuman: true},
		{line: 8, owners: "", due: "", title: "사용자 인터뷰 결과 분석", needsHuman: true},
	}},
	{"ko: a line labelled by words that close with the to-do words ('… 더 해야 할 것 :', '… 해야 할 일:') is work, even where its items are bare nouns", `# 동아리 회의

## 기타

발표 준비에서 더 해야 할 것 : 슬라이드 번역, 질의응답 리허설

축제 부스로 해야 할 일: 현수막 디자인, 물품 목록

장소: 공학관 3층
`, []want{
		{line: 5, owners: "", due: "", title: "슬라이드 번역, 질의응답 리허설"},
		{line: 7, owners: "", due: "", title: "현수막 디자인, 물품 목록"},
	}},
	{"ko: a table under the previous day's progress ('전일 진행') records work done; today's list is the work", `# 2025-06-02 데일리 미팅

## 전일 진행

| 항목 | 담당 | 상태 |
| --- | --- | --- |
| 알림 서버 부하 조사 | 인프라 담당 | 진행 중 |

## 오늘 할 일

| 항목 | 담당 | 상태 |
| --- | --- | --- |
| 알림 큐 분리 설계 | 인프라 담당 | todo |
`, []want{
		{line: 13, owners: "인프라 담당", due: "오늘", title: "알림 큐 분리 설계"},
	}},
	{"ko: under the meeting's own heading a run of bare -기 / proposal lines is the team's to-do list; a struck '(x)' line, a topic's feature list and the meeting's record are not", `# 2021.02.01) 회의록1
  3주 동안의 일정표 간단히 짜기
  역할 세분화
  화면 흐름도 그리기
  로그인 기능부터 만들자
  배포 연습하기(x)

## 기능
- 사진 올리기
- 댓글 달기
- 좋아요 누르기

### 회의 기록
- 1시 회의 : 주제 정하기
- 3시 회의 : 팀 별로 기능 발표하기
- 5시 회의 : 각자 조사 내용 정리하기
`, []want{
		{line: 2, owners: "", due: "", title: "3주 동안 일정표 간단히 짜기", needsHuman: true},
		{line: 4, owners: "", due: "", title: "화면 흐름도 그리기", needsHuman: true},
		{line: 5, owners: "", due: "", title: "로그인 기능부터 만들자", needsHuman: true},
	}},
	{"ko: an open box around a short noun of work is a to-do, as a -기 is; a box of a state is not", `# 창업 동아리 기록

### 2025.04.03 (목) 🐱

- 결과 로그 출력 방법 논의
- [ ] 동아리 방 예약
- [ ] 서버 정상
`, []want{
		{line: 6, owners: "", due: "", title: "동아리 방 예약", needsHuman: true},
	}},
	{"ko: the team's let-us with a verb of work ('…끝내자', '…만들자') commits nobody yet, like '…하자'; a let-us that settles a choice does not", `# 디자인 회의

### 1. 화면

- 와이어프레임은 월요일에 끝내자
- 모바일 화면도 같이 만들자
- 관리자 계정은 두 개만 두자
`, []want{
		{line: 5, owners: "", due: "", title: "와이어프레임 월요일에 끝내자", needsHuman: true},
		{line: 6, owners: "", due: "", title: "모바일 화면도 같이 만들자", needsHuman: true},
	}},
	{"ko: with no owner nor task column, a day of the week in the date column is a timetable's slot, not a deadline; a task table's weekday is its due", `# 동아리 회의

## 1학기 동아리 계획

학년 | 날짜 | 활동
-----|------|-----
1 | 수요일 | 기초 복습
2 | 금요일 | 후배 멘토링

## 할 일

| 할 일 | 기한 |
| --- | --- |
| 부원 명단 제출 | 금요일 |
`, []want{
		{line: 14, owners: "", due: "금요일", title: "부원 명단 제출"},
	}},
}

func TestKoTrials5(t *testing.T) { runFormCases(t, koTrials5Cases) }
